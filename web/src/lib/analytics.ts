import { toGtagEvent, type AnalyticsEvent } from '#shared/main-site/analytics-events.ts';
import {
  CONSENT_STORAGE_KEY,
  CONSENT_TIMESTAMP_KEY,
  consentExpiresAt,
  parseStoredConsent,
  parseStoredTimestamp,
} from '#shared/main-site/consent.ts';

/**
 * Analytics (spec main-site.md section 7). An event leaves the page only when the visitor granted analytics consent,
 * as the cookie banner stored it.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

function analyticsConsented(): boolean {
  try {
    const storage = window.localStorage;
    if (parseStoredConsent(storage.getItem(CONSENT_STORAGE_KEY))?.analytics !== true) return false;
    // A choice older than 13 months no longer counts: the banner asks again, and nothing is sent meanwhile.
    const storedAt = parseStoredTimestamp(storage.getItem(CONSENT_TIMESTAMP_KEY));
    return !storedAt || Date.now() < consentExpiresAt(storedAt).getTime();
  } catch {
    // Storage can be blocked (private modes, strict settings); no readable consent means no tracking.
    return false;
  }
}

/**
 * Sends one event (shared/main-site/analytics-events.ts) to the loaded tag (gtag), or queues it on the data layer
 * for Tag Manager; nothing without analytics consent.
 */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined' || !analyticsConsented()) return;
  const [, name, params] = toGtagEvent(event);
  if (window.gtag) {
    window.gtag('event', name, params);
    return;
  }
  window.dataLayer ??= [];
  window.dataLayer.push({ event: name, ...params });
}
