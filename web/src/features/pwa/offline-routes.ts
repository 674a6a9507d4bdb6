/**
 * What the service worker keeps for offline use, shared by the worker (service-worker/sw.ts), the build that
 * precaches the shell (scripts/service-worker.ts) and the page that tells the worker what it loaded
 * (service-worker-client.ts).
 */

/** The page shown for a navigation when the network is gone and no copy of the page is kept. */
export const OFFLINE_PAGE_URL = '/offline.html';

/** The caches of what is kept as the visitor goes: pages (network first), hashed assets, other static files. */
export const RUNTIME_CACHES = { pages: 'pages', assets: 'assets', files: 'files' } as const;

/**
 * Whether a same-origin address is a file the worker keeps once used: a built asset, an icon, an image; never the API
 * (always live) nor the worker itself. Pages (navigations) are kept by their own route.
 */
export function isKeptFile(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname) && !/^\/api(\/|$)/.test(pathname) && pathname !== '/sw.js';
}

/** The address a page is kept under: its path, without query or fragment (an advert's ?gclid= is the same page). */
export function pageCacheKey(url: string): string {
  const parsed = new URL(url);
  return parsed.origin + parsed.pathname;
}
