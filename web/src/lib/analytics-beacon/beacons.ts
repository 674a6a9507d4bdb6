/**
 * The first-party analytics beacons (issue 26, shared/admin/analytics-contract.ts): what each one holds and how it is
 * sent. No visitor id, cookie or address goes with any of them; the server keeps only per-day totals.
 */
import type { AnalyticsBeacon } from '#shared/admin/analytics-contract.ts';
import { ANALYTICS_EVENTS_URL } from '#shared/admin/analytics-contract.ts';
import { VITALS_RULES, type Device } from '#shared/admin/performance-rules.ts';
import type { AnalyticsButton, AnalyticsConversion, ConsentDecision } from '#shared/analytics/analytics-rules.ts';
import type { Attribution } from '#shared/lead/lead-rules.ts';

/**
 * analytics-rules.ts's deviceOf (the same width, VITALS_RULES.phoneMaxWidthPx), restated: imported from there it would
 * bring the site's route list (ANALYTICS_PAGES) into every public page's script.
 */
const deviceOf = (width: number): Device => (width <= VITALS_RULES.phoneMaxWidthPx ? 'phone' : 'desktop');

/** Where the visitor is: the page's path and the viewport's width (CSS pixels). */
export type Place = { page: string; width: number };

/** A page view, with the campaign tags of the visit's landing (the lead form's attribution: the same first touch). */
export function viewBeacon({ page, width }: Place, attribution: Attribution): AnalyticsBeacon {
  const utm = { source: attribution.utmSource, medium: attribution.utmMedium, campaign: attribution.utmCampaign };
  const given = Object.fromEntries(Object.entries(utm).filter(([, value]) => value));
  return { type: 'view', page, device: deviceOf(width), ...(Object.keys(given).length > 0 ? { utm: given } : {}) };
}

export const clickBeacon = ({ page, width }: Place, button: AnalyticsButton): AnalyticsBeacon => ({
  type: 'click',
  page,
  device: deviceOf(width),
  button,
});

export const conversionBeacon = ({ page, width }: Place, conversion: AnalyticsConversion): AnalyticsBeacon => ({
  type: 'conversion',
  page,
  device: deviceOf(width),
  conversion,
});

export const consentBeacon = (decision: ConsentDecision): AnalyticsBeacon => ({ type: 'consent', decision });

/**
 * Sends one beacon without waiting for it (it outlives the page): sendBeacon, else fetch with keepalive. A failure is
 * dropped: a count is never worth an error or a retry.
 */
export function sendBeacon(beacon: AnalyticsBeacon): void {
  const body = new Blob([JSON.stringify(beacon)], { type: 'application/json' });
  try {
    if (navigator.sendBeacon?.(ANALYTICS_EVENTS_URL, body)) return;
  } catch {
    // Some browsers throw instead of answering false: fall back below.
  }
  fetch(ANALYTICS_EVENTS_URL, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}

/**
 * The flag (holding no id) that leaves a staff browser's views, clicks and conversions out of the counts: set by
 * opening any public page with `?exclude-me=1`, removed with `?exclude-me=0`.
 */
export const EXCLUDED_KEY = 'analytics-excluded';

/** Applies a page address's `exclude-me` and answers whether this browser is left out of the counts. */
export function excludedBrowser(search: string, storage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): boolean {
  try {
    const asked = new URLSearchParams(search).get('exclude-me');
    if (asked === '1') storage().setItem(EXCLUDED_KEY, '1');
    if (asked === '0') storage().removeItem(EXCLUDED_KEY);
    return storage().getItem(EXCLUDED_KEY) === '1';
  } catch {
    // Blocked storage: the flag cannot be kept, the browser counts like any other.
    return false;
  }
}
