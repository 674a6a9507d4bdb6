import { TERMS_OF_SERVICE } from '#shared/main-site/site-pages.ts';
import { PolicyDocument } from '../components/layout/policy-document.tsx';

/** The terms of service, with the site's money-back and 24-hour setup guarantees. */
export default function TermsPage() {
  return <PolicyDocument policy={TERMS_OF_SERVICE} />;
}
