import { REFUND_POLICY } from '#shared/main-site/site-pages.ts';
import { PolicyDocument } from '../components/layout/policy-document.tsx';

/** The refund policy: what the money-back and 24-hour setup guarantees cover and how to claim. */
export default function RefundPolicyPage() {
  return <PolicyDocument policy={REFUND_POLICY} />;
}
