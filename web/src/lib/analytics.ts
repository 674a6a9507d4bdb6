/**
 * Analytics events (spec main-site.md section 7). An event leaves the page only when the visitor granted analytics
 * consent; the consent banner stores that choice under 'cookie-consent'.
 */

/** Where the cookie banner stores the visitor's choice: JSON with an `analytics` boolean among others. */
export const COOKIE_CONSENT_KEY = 'cookie-consent';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** True when the stored consent grants analytics; anything missing or unreadable counts as denied. */
export function hasAnalyticsConsent(stored: string | null): boolean {
  if (!stored) return false;
  try {
    const consent: unknown = JSON.parse(stored);
    return typeof consent === 'object' && consent !== null && (consent as { analytics?: unknown }).analytics === true;
  } catch {
    return false;
  }
}

function readConsent(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    // Storage can be blocked (private modes, strict settings); no readable consent means no tracking.
    return null;
  }
}

/** The events of the spec's analytics table. */
export type AnalyticsEvent =
  | 'consultation_click'
  | 'navigation_click'
  | 'newsletter_signup'
  | 'lead_form_submit'
  | 'package_select'
  | 'calculator_click'
  | 'whatsapp_click';

/**
 * Sends one event to the tag that is loaded (gtag) or queues it on the data layer for Tag Manager. `details` carry
 * what the label does not, e.g. which menu a navigation click came from.
 */
export function track(event: AnalyticsEvent, category: string, label: string, details: Record<string, string> = {}): void {
  if (typeof window === 'undefined' || !hasAnalyticsConsent(readConsent())) return;
  const params = { event_category: category, event_label: label, ...details };
  if (window.gtag) {
    window.gtag('event', event, params);
    return;
  }
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...params });
}
