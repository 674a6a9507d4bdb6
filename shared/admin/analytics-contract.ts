/**
 * The first-party analytics' API (issue 26): what the public pages send to POST /api/analytics/events, and what staff
 * read from GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD. Days are Dubai days.
 */
import type { AnalyticsConversion, ConsentDecision, Device, UtmParameter } from '../analytics/analytics-rules.ts';

/** Where the public pages send their beacons (POST, body JSON as a Blob of type application/json). */
export const ANALYTICS_EVENTS_URL = '/api/analytics/events';

/**
 * One beacon (JSON, sent with navigator.sendBeacon or fetch keepalive). `page` is location.pathname; `button` an id of
 * ANALYTICS_BUTTONS; `conversion` one of ANALYTICS_CONVERSIONS. Views, clicks and conversions are sent only with
 * analytics consent; the consent decision is sent once, when the visitor decides (or is granted outside the EU/EEA).
 */
export type AnalyticsBeacon =
  | { type: 'view'; page: string; device: Device; utm?: Partial<Record<UtmParameter, string>> }
  | { type: 'click'; page: string; device: Device; button: string }
  | { type: 'conversion'; page: string; device: Device; conversion: AnalyticsConversion }
  | { type: 'consent'; decision: ConsentDecision };

/** One page's counts of one day (only counts above zero are listed in `clicks` and `conversions`). */
export type PageDay = {
  day: string;
  views: number;
  viewsByDevice: Record<Device, number>;
  clicks: Record<string, number>;
  conversions: Partial<Record<AnalyticsConversion, number>>;
};

/** A series per page, a day per entry, in day order; days without any count are left out. */
export type PageSeries = { page: string; days: PageDay[] };

export type ConsentDay = { day: string } & Record<ConsentDecision, number>;

/** Views of one day per value of one UTM parameter ("(other)" beyond the day's cap). */
export type UtmDay = { day: string; values: Record<string, number> };

export type AnalyticsReport = {
  from: string;
  to: string;
  /** Every counted page with any count in the range (pages without are left out). */
  pages: PageSeries[];
  consent: ConsentDay[];
  utm: Record<UtmParameter, UtmDay[]>;
};
