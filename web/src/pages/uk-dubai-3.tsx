import { UkDubai3Page } from '../features/uk-premium/alternate/uk-dubai-3-page.tsx';

export default function UkDubai3Route() {
  return <UkDubai3Page />;
}
