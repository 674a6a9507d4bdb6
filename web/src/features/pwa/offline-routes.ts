/**
 * What the service worker keeps for offline use, shared by the worker (service-worker/sw.ts) and the build that
 * precaches it (scripts/service-worker.ts).
 */
import { paths } from '#shared/site-paths.ts';

/** The page shown for a navigation when the network is gone and no copy of the page is kept. */
export const OFFLINE_PAGE_URL = '/offline.html';

/**
 * The main pages whose prerendered HTML is precached with the app shell, so they open offline even before a visit.
 * Other pages are kept once visited.
 */
export const PRECACHED_PAGES: readonly string[] = [paths.home, paths.calculator, paths.privacy, paths.uk];

/** The prerendered file of a page address: / -> /index.html, /calculator(/) -> /calculator/index.html. */
export function htmlFileFor(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return `${trimmed}/index.html`;
}
