import { PRIVACY_POLICY } from '#shared/privacy-policy.ts';
import { PolicyDocument } from '../components/layout/policy-document.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { Island } from '../islands/island.tsx';

/** The static privacy policy: static HTML but for the footer (live numbers, the newsletter form). */
export default function PrivacyPage() {
  return <PolicyDocument policy={PRIVACY_POLICY} footer={<Island name="site-footer" strategy="visible" component={SiteFooter} />} />;
}
