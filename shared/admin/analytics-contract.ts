/**
 * The first-party analytics' API (issue 26): what the public pages send to POST /api/analytics/events, and what staff
 * read from GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD. Days are Dubai days.
 */
import type { AnalyticsConversion, ConsentDecision, Device, UtmParameter } from '../analytics/analytics-rules.ts';
import type { LeadStatus } from './api-contract.ts';

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

/** One page's counts summed over the range (only counters that counted anything are listed in `clicks` and `conversions`). */
export type PageTotals = {
  page: string;
  views: number;
  viewsByDevice: Record<Device, number>;
  clicks: Record<string, number>;
  conversions: Partial<Record<AnalyticsConversion, number>>;
};

export type AnalyticsReport = {
  from: string;
  to: string;
  /** Every counted page with any count in the range (pages without are left out). */
  pages: PageTotals[];
  /** The cookie banner's decisions over the range. */
  consent: Record<ConsentDecision, number>;
  /** Views per value of each UTM parameter over the range ("(other)" beyond a day's cap). */
  utm: Record<UtmParameter, Record<string, number>>;
};

/**
 * Leads of one Dubai arrival day by their status now (test leads left out): the day a lead arrived, so a range reads
 * the leads that arrived in it, stacked by where they stand today. Days without a lead are left out.
 */
export type LeadsDay = { day: string } & Record<LeadStatus, number>;

/**
 * Leads of the range per page or landing variant, from the stored leads' attribution whatever the visitor's consent
 * (test leads left out), most leads first. `page` is the landing page as counted (analytics-rules.ts
 * `analyticsPageOf`: /uk-dubai-4 as /uk-4, unknown as "(other)"); a variant is the landing variant as counted
 * (`leadVariantOf`): the page of a landing on a page, `/ (corporate)` or `/ (default-home)` on the home.
 */
export type LeadTotal = { page: string; leads: number };

/**
 * One UTM source and campaign over the range (arrival days): its leads, and how many of them reached contacted,
 * qualified and closed. A lead counts at the FURTHEST status it has reached (a lead moved back from closed to
 * contacted still counts as closed), so `leads >= contacted >= qualified >= closed`. Values are cut like the beacon's
 * (`utmValueOf`); a lead with a campaign but no source has source "(none)" (and the reverse); beyond the day's
 * `utmValuesPerDay` pairs, "(other)" for both. Leads without any UTM value are not listed (they are in the funnel).
 */
export type CampaignRow = { source: string; campaign: string; leads: number; contacted: number; qualified: number; closed: number };

/**
 * The range's funnel: consented page views and the conversions those visits reported (beacon counters, every page),
 * then the leads that arrived in the range (stored leads, whatever the consent; test leads left out) and how many of
 * them reached contacted, qualified and closed (furthest status, like the campaigns).
 */
export type Funnel = { views: number; conversions: number; leads: number; contacted: number; qualified: number; closed: number };

/**
 * One landing variant's rate over the range: consented views of the page and the conversions those visits reported
 * (every kind of ANALYTICS_CONVERSIONS), `ratePercent` null without views; `meetsTarget` against the spec's target.
 */
export type VariantRate = { page: string; views: number; conversions: number; ratePercent: number | null; meetsTarget: boolean };

/**
 * Why two variants could not be compared, or that they were:
 * - 'compared': both have views and conversions enough for the test (`ratio`, `confidencePercent` set);
 * - 'no-views': a variant (or both) has no consented views in the range;
 * - 'no-conversions': neither variant has a conversion;
 * - 'one-variant': fewer than two landing variants have views (one result, `b` absent);
 * - 'too-little-data': too few views or conversions for the normal approximation (each side needs 5 expected
 *   conversions and 5 expected non-conversions at the pooled rate).
 */
export type ComparisonOutcome = 'compared' | 'no-views' | 'no-conversions' | 'one-variant' | 'too-little-data';

/**
 * Two landing variants compared by a two-proportion z-test (pooled, two-sided; README "Analytics"): `a` the one that
 * converts better (or the first listed when equal). `ratio` = rate a / rate b (null when b has no conversions or not
 * compared); `confidencePercent` = (1 - p) * 100 rounded down to a whole percent, null when not compared;
 * `statement` the plain-language sentence to show (shared/analytics/analytics-messages.ts), e.g.
 * "/uk-dubai-3 converts 1.8x /uk-4; 95% sure".
 */
export type VariantComparison = {
  outcome: ComparisonOutcome;
  a: VariantRate;
  b?: VariantRate;
  ratio: number | null;
  confidencePercent: number | null;
  statement: string;
};

/**
 * The landing variants side by side (LANDING_VARIANTS: /uk, /uk-dubai, /uk-dubai-3, /uk-4 with /uk-dubai-4):
 * `rates` every variant in that order, `targetPercent` the spec's form conversion target (5), `comparisons` the best
 * converting variant against each other variant with views (best first); when fewer than two have views, one result
 * whose outcome says why ('one-variant' or 'no-views').
 */
export type VariantReport = { targetPercent: number; rates: VariantRate[]; comparisons: VariantComparison[] };

/**
 * What GET /api/admin/analytics adds to the counters above (issue 26, "What staff see"), for the same range, every
 * figure without the leads staff marked as tests (PUT /api/leads/{id}/test). Read in a bounded number of Queries
 * (functions/analytics/read.ts says how many).
 */
export type AnalyticsLeadReport = {
  /** Per Dubai arrival day, by status now. */
  leadsByDay: LeadsDay[];
  /** Leads per landing page (attribution.page) over the range. */
  leadPages: LeadTotal[];
  /** Leads per landing variant (attribution.landingVariant) over the range. */
  leadVariants: LeadTotal[];
  /** Per UTM source and campaign, most leads first. */
  campaigns: CampaignRow[];
  funnel: Funnel;
  variants: VariantReport;
};

/** GET /api/admin/analytics?from&to answers 200 with this. */
export type AnalyticsFullReport = AnalyticsReport & AnalyticsLeadReport;
