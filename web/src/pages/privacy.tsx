import { PRIVACY_POLICY } from '#shared/privacy-policy.ts';
import { PolicyDocument } from '../components/layout/policy-document.tsx';

/** The static privacy policy: static HTML but for its header and footer (see PolicyDocument). */
export default function PrivacyPage() {
  return <PolicyDocument policy={PRIVACY_POLICY} />;
}
