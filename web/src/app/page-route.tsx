import type { PageName } from '../config/paths.ts';
import { PAGES } from './pages.ts';

/** One page of the site (its title and description are in the head the build writes). */
export function PageRoute({ page }: { page: PageName }) {
  const Page = PAGES[page];
  return <Page />;
}
