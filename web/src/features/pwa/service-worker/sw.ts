/**
 * The site's service worker (spec main-site.md sections 4 and 7), bundled by scripts/service-worker.ts and served at
 * /sw.js with the precache manifest injected by workbox-build. A first visit costs what its page costs:
 * - only the shell is precached: the offline page, the manifest and icons, and the stylesheet and fonts every public
 *   page shares (at most 150 KiB);
 * - the page that registered the worker is kept when the worker installs, and the files that page loaded when it says
 *   so (CACHE_URLS, Workbox's cache message); from then on every page is kept as it is visited: navigations go to the
 *   network first (so a deploy, the corporate home and 404s are always current) and offline fall back to the kept
 *   copy, then to the offline page; hashed assets are served from the cache once kept, other files (icons, images)
 *   from the cache while it refreshes them; each runtime cache is bounded (RUNTIME_CACHE_LIMITS): the least recently
 *   used entries go first, entries older than 30 days are dropped, and everything kept is dropped if the browser runs
 *   out of storage quota;
 * - the API is never cached: /api requests (and every POST, PUT, PATCH or DELETE) go straight to the network;
 * - a new version waits until the page asks for it (SKIP_WAITING) and announces itself (UPDATE_AVAILABLE); an
 *   active worker takes charge of the open pages at once, so what they load next is kept.
 */
import { cleanupOutdatedCaches, matchPrecache, precache, addRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { SERVICE_WORKER_MESSAGES } from '#shared/main-site/timings.ts';
import { OFFLINE_PAGE_URL, RUNTIME_CACHES, isKeptFile, pageCacheKey } from '../offline-routes.ts';

type WorkerClient = { url: string; postMessage: (message: unknown) => void };
type LifecycleEvent = Event & { waitUntil: (promise: Promise<unknown>) => void };
type MessageLikeEvent = Event & { data: unknown };

/** The parts of ServiceWorkerGlobalScope used here (the project's TypeScript lib is the DOM one). */
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  registration: { active: object | null };
  skipWaiting: () => Promise<void>;
  clients: {
    matchAll: (options: { type: 'window'; includeUncontrolled: boolean }) => Promise<WorkerClient[]>;
    claim: () => Promise<void>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: LifecycleEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageLikeEvent) => void): void;
};

const isMessage = (data: unknown, type: string) =>
  data === type || (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type);

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

const THIRTY_DAYS_IN_SECONDS = 30 * 24 * 60 * 60;
/**
 * How much each runtime cache keeps: a marketing site has a few dozen pages, and a month-old copy of a page or of a
 * superseded hashed asset is no longer worth the visitor's storage.
 */
const RUNTIME_CACHE_LIMITS = {
  pages: { maxEntries: 50, maxAgeSeconds: THIRTY_DAYS_IN_SECONDS },
  assets: { maxEntries: 100, maxAgeSeconds: THIRTY_DAYS_IN_SECONDS },
  files: { maxEntries: 60, maxAgeSeconds: THIRTY_DAYS_IN_SECONDS },
} as const satisfies Record<keyof typeof RUNTIME_CACHES, { maxEntries: number; maxAgeSeconds: number }>;
const expiring = (cache: keyof typeof RUNTIME_CACHES) =>
  new ExpirationPlugin({ ...RUNTIME_CACHE_LIMITS[cache], purgeOnQuotaError: true });

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Precached files answer only their exact address: '/' is not mapped to '/index.html'.
addRoute({ directoryIndex: '', cleanURLs: false });

const pages = new NetworkFirst({
  cacheName: RUNTIME_CACHES.pages,
  plugins: [okOnly(), expiring('pages'), { cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url) }],
});

registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache(OFFLINE_PAGE_URL)) ?? Response.error();
      }
    },
    { denylist: [/^\/api(\/|$)/] },
  ),
);

// Hashed assets never change under their name: once kept, the cache answers.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: RUNTIME_CACHES.assets, plugins: [okOnly(), expiring('assets')] }),
);

// Other files a page uses (icons, images): the kept copy at once, refreshed behind it.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.mode !== 'navigate' && isKeptFile(url.pathname),
  new StaleWhileRevalidate({ cacheName: RUNTIME_CACHES.files, plugins: [okOnly(), expiring('files')] }),
);

/**
 * Keeps the pages open when the worker installs (the one that registered it, on a first visit). They are put in the
 * cache directly, outside the pages strategy, so their age is recorded here for the same limits the strategy's
 * ExpirationPlugin applies (both read the expiration records Workbox keeps per cache name).
 */
async function keepOpenPages(): Promise<void> {
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const cache = await caches.open(RUNTIME_CACHES.pages);
  const expiration = new CacheExpiration(RUNTIME_CACHES.pages, RUNTIME_CACHE_LIMITS.pages);
  await Promise.all(
    clients
      .filter((client) => sameOrigin(new URL(client.url)) && !/^\/api(\/|$)/.test(new URL(client.url).pathname))
      .map(async (client) => {
        const key = pageCacheKey(client.url);
        // The page was just loaded: the browser's HTTP cache revalidates it, no second download.
        const response = await fetch(key, { credentials: 'same-origin' }).catch(() => null);
        if (response?.status === 200) {
          await cache.put(key, response);
          await expiration.updateTimestamp(key);
        }
      }),
  );
  await expiration.expireEntries();
}

self.addEventListener('message', (event) => {
  if (isMessage(event.data, SERVICE_WORKER_MESSAGES.skipWaiting)) void self.skipWaiting();
});

self.addEventListener('install', (event) => {
  // A worker installing while another is active is an update: it will wait, and the pages are told so.
  const announce = self.registration.active
    ? self.clients
        .matchAll({ type: 'window', includeUncontrolled: true })
        .then((clients) => clients.forEach((client) => client.postMessage({ type: SERVICE_WORKER_MESSAGES.updateAvailable })))
    : Promise.resolve();
  // A page that cannot be kept now is kept on its next visit: never a reason to fail the install.
  event.waitUntil(Promise.all([announce, keepOpenPages().catch(() => undefined)]));
});

// The open pages come under the worker at once, so what they load from now on is kept as it arrives.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
