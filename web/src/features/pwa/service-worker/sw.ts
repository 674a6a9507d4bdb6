/**
 * The site's service worker (spec main-site.md sections 4 and 7), bundled by scripts/service-worker.ts and served at
 * /sw.js with the precache manifest injected by workbox-build:
 * - the app shell (built assets, icons, the offline page and the main pages' prerendered HTML) is precached and the
 *   assets are served from the cache;
 * - page navigations go to the network first (so a deploy, the corporate home and 404s are always current), keep a
 *   copy of each page, and offline fall back to that copy, then to the precached page, then to the offline page;
 * - the API is never cached: only GET navigations and precached files are routed, so /api requests (and every POST,
 *   PUT, PATCH or DELETE) go straight to the network;
 * - a new version waits until the page asks for it (SKIP_WAITING) and announces itself (UPDATE_AVAILABLE).
 */
import { cleanupOutdatedCaches, matchPrecache, precache, addRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { SERVICE_WORKER_MESSAGES } from '#shared/main-site/timings.ts';
import { OFFLINE_PAGE_URL, htmlFileFor } from '../offline-routes.ts';

type WorkerClient = { postMessage: (message: unknown) => void };
type LifecycleEvent = Event & { waitUntil: (promise: Promise<unknown>) => void };
type MessageLikeEvent = Event & { data: unknown };

/** The parts of ServiceWorkerGlobalScope used here (the project's TypeScript lib is the DOM one). */
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  registration: { active: object | null };
  skipWaiting: () => Promise<void>;
  clients: { matchAll: (options: { type: 'window'; includeUncontrolled: boolean }) => Promise<WorkerClient[]> };
  addEventListener(type: 'install', listener: (event: LifecycleEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageLikeEvent) => void): void;
};

const isMessage = (data: unknown, type: string) =>
  data === type || (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type);

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Precached files answer only their exact address: '/' is not mapped to '/index.html', so navigations always take
// the network-first route below instead of a copy frozen at install time.
addRoute({ directoryIndex: '', cleanURLs: false });

const pages = new NetworkFirst({
  cacheName: 'pages',
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
});

registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (
          (await matchPrecache(htmlFileFor(options.url.pathname))) ??
          (await matchPrecache(OFFLINE_PAGE_URL)) ??
          Response.error()
        );
      }
    },
    { denylist: [/^\/api(\/|$)/] },
  ),
);

self.addEventListener('message', (event) => {
  if (isMessage(event.data, SERVICE_WORKER_MESSAGES.skipWaiting)) void self.skipWaiting();
});

// A worker installing while another is active is an update: it will wait, and the pages are told so.
self.addEventListener('install', (event) => {
  if (!self.registration.active) return;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((clients) => clients.forEach((client) => client.postMessage({ type: SERVICE_WORKER_MESSAGES.updateAvailable }))),
  );
});
