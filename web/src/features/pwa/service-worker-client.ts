/**
 * The page's side of the service worker (spec main-site.md sections 4, 7 and 8): registration at /sw.js (a failure
 * is logged only), the files a page loaded before any worker was there handed to it to keep, and whether a new version is waiting, as a store the update banner subscribes to. A new version
 * is noticed when a worker finishes installing while this page already has one, when one is already waiting at load,
 * or when the worker says UPDATE_AVAILABLE.
 */
import { SERVICE_WORKER_MESSAGES, SERVICE_WORKER_URL } from '#shared/main-site/timings.ts';
import { isKeptFile } from './offline-routes.ts';

let updateReady = false;
let pendingWorker: ServiceWorker | null = null;
let registration: ServiceWorkerRegistration | null = null;
const listeners = new Set<() => void>();

const isMessage = (data: unknown, type: string) =>
  data === type || (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type);

function markUpdate(worker: ServiceWorker | null): void {
  if (worker) pendingWorker = worker;
  if (updateReady) return;
  updateReady = true;
  for (const listener of listeners) listener();
}

function watch(registered: ServiceWorkerRegistration): void {
  registration = registered;
  if (registered.waiting && registered.active) markUpdate(registered.waiting);
  registered.addEventListener('updatefound', () => {
    const worker = registered.installing;
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      // 'installed' with an active worker: an update waiting for its turn (the first install is not one).
      if (worker.state === 'installed' && registered.active) markUpdate(worker);
    });
  });
}

/** The worker says a new version is waiting. */
function onWorkerMessage(data: unknown): void {
  if (!isMessage(data, SERVICE_WORKER_MESSAGES.updateAvailable)) return;
  markUpdate(registration?.waiting ?? registration?.installing ?? null);
}

/** The same-origin files this page loaded (scripts, styles, fonts, images), as the worker would keep them. */
export function loadedFiles(entries: readonly { name: string; initiatorType: string }[], origin: string): string[] {
  const files = new Set<string>();
  for (const entry of entries) {
    if (['fetch', 'xmlhttprequest', 'beacon'].includes(entry.initiatorType)) continue;
    const url = new URL(entry.name, origin);
    if (url.origin === origin && isKeptFile(url.pathname)) files.add(url.origin + url.pathname);
  }
  return [...files];
}

/**
 * A page the worker did not serve (the first visit) asks it, once active, to keep the files the page already loaded,
 * then each file it loads afterwards: the islands in view wake a few seconds after the load, and what they load
 * before the worker controls the page would not pass through it. A file the worker keeps already costs nothing more.
 */
function keepThisPageFiles(): void {
  if (navigator.serviceWorker.controller) return;
  void navigator.serviceWorker.ready.then((ready) => {
    const keep = (entries: readonly PerformanceEntry[]) => {
      const urlsToCache = loadedFiles(entries as PerformanceResourceTiming[], location.origin);
      if (urlsToCache.length > 0) ready.active?.postMessage({ type: SERVICE_WORKER_MESSAGES.cacheUrls, payload: { urlsToCache } });
    };
    new PerformanceObserver((list) => keep(list.getEntries())).observe({ type: 'resource', buffered: true });
  });
}

/**
 * Registers /sw.js once the page has loaded, so the worker's precaching never competes with the page itself.
 * `earlierMessages`: what the worker said before this code ran (a static page's inline script held it).
 */
export function registerServiceWorker(earlierMessages: readonly unknown[] = []): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  earlierMessages.forEach(onWorkerMessage);
  navigator.serviceWorker.addEventListener('message', (event) => onWorkerMessage(event.data));
  const register = () => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .then((registered) => {
        watch(registered);
        keepThisPageFiles();
      })
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

export const serviceWorkerUpdates = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isUpdateReady: () => updateReady,
};

/**
 * Update: asks the waiting worker to take over (SKIP_WAITING) and reloads once it controls the page (or, for a page
 * it never controlled, once it is active).
 */
export function applyUpdate(): void {
  const worker = pendingWorker ?? registration?.waiting ?? null;
  if (!worker) {
    window.location.reload();
    return;
  }
  let reloaded = false;
  const reload = () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  worker.addEventListener('statechange', () => {
    if (worker.state === 'activated' && !navigator.serviceWorker.controller) reload();
  });
  worker.postMessage({ type: SERVICE_WORKER_MESSAGES.skipWaiting });
}
