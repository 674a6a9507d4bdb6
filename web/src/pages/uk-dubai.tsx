import { PremiumPage } from '../features/uk-premium/premium/premium-page.tsx';

export default function UkDubaiPage() {
  return <PremiumPage />;
}
