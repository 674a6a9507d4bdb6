import { Uk4Page } from '../features/uk-premium/alternate/uk-4-page.tsx';

/** /uk-4 and /uk-dubai-4: config/paths.ts maps both routes to this one page. */
export default function UkDubai4Route() {
  return <Uk4Page />;
}
