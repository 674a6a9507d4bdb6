import type { PageName } from '../config/paths.ts';
import { usePageMeta } from './page-meta.ts';
import { PAGES } from './pages.ts';

/** One page of the site with its title and description. */
export function PageRoute({ page }: { page: PageName }) {
  usePageMeta(page);
  const Page = PAGES[page];
  return <Page />;
}
