/**
 * Timings, limits, storage keys and headline claims of the public main site (spec main-site.md sections 1, 3, 4
 * and 9). Every page and hook reads these from here; none repeats the numbers.
 */

/** After a lead is stored, the WhatsApp chat opens this long after the success toast. */
export const LEAD_SUCCESS_WHATSAPP_DELAY_MS = 2000;

/** Tracking tags load this long after the active tag list arrives. */
export const TAG_LOAD_DELAY_MS = 5000;

/** The install banner appears this long after the browser offers an install prompt. */
export const INSTALL_BANNER_DELAY_MS = 45_000;

/** Tooltips: hover/focus delay before opening, and the window in which a next tooltip opens at once. */
export const TOOLTIP = {
  openDelayMs: 700,
  skipDelayMs: 300,
} as const;

/** Toast behaviour: one at a time, shown 5 s, a dismissed toast removed after 1,000,000 ms. */
export const TOAST = {
  limit: 1,
  defaultDurationMs: 5000,
  removeDelayMs: 1_000_000,
  swipeDirection: 'right',
  swipeThreshold: 50,
  /** Keyboard shortcut that moves focus to the toast viewport. */
  hotkey: ['F8'],
  /** Maximum viewport width on medium screens and up. */
  viewportMaxWidthPx: 420,
} as const;

/** Local storage key set to 'true' once the visitor dismisses the install banner; it then stays hidden. */
export const PWA_INSTALL_DISMISSED_KEY = 'pwa-install-dismissed';

/** Where the service worker is registered. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Messages exchanged with the service worker: it announces an update; the page asks it to take over, or to keep the
 * files the page loaded before the worker was there (Workbox's own cache message).
 */
export const SERVICE_WORKER_MESSAGES = {
  updateAvailable: 'UPDATE_AVAILABLE',
  skipWaiting: 'SKIP_WAITING',
  cacheUrls: 'CACHE_URLS',
} as const;

/** The offer or funnel version label sent with analytics and leads. */
export const FUNNEL_VERSION = 'uk_funnel_v2';

/**
 * The hero's headline claims. The spec gives the savings figure without a currency, so none is attached here;
 * `savingsText` is the figure as displayed.
 */
export const HERO_CLAIMS = {
  slotsRemaining: 47,
  setupHours: 24,
  ukTaxRatePercent: 45,
  dubaiTaxRatePercent: 0,
  savings: 233_340,
  savingsText: '233,340',
} as const;
