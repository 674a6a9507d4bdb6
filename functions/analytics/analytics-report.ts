/**
 * The Analytics view's report (issue 26) from what the counters hold: the beacon's per-page days
 * (analytics-counters.ts) and the lead counters' days (analytics-lead-counters.ts), summed over the range into the
 * leads per day, per page and variant, the campaigns, the funnel and the landing variants compared. No reads here.
 */
import type { AnalyticsFullReport, AnalyticsReport, PageTotals } from '#shared/admin/analytics-contract.ts';
import { LANDING_VARIANTS } from '#shared/analytics/analytics-rules.ts';
import { compareLandingVariants, type VariantCounts } from '#shared/analytics/compare-variants.ts';
import { summariseLeadDays, type LeadAnalyticsDay } from '../data/analytics-lead-counters.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A page's consented views and the conversions those visits reported (every kind), over the range. */
function countsOf(page: string, totals: PageTotals | undefined): VariantCounts {
  return { page, views: totals?.views ?? 0, conversions: sum(Object.values(totals?.conversions ?? {}).map(Number)) };
}

export function analyticsReportOf(counters: AnalyticsReport, leadDays: readonly LeadAnalyticsDay[]): AnalyticsFullReport {
  const leads = summariseLeadDays(leadDays);
  const seriesOf = new Map(counters.pages.map((series) => [series.page, series]));
  const everyPage = counters.pages.map((series) => countsOf(series.page, series));
  return {
    ...counters,
    leadsByDay: leads.leadsByDay,
    leadPages: leads.leadPages,
    leadVariants: leads.leadVariants,
    campaigns: leads.campaigns,
    funnel: {
      views: sum(everyPage.map((counts) => counts.views)),
      conversions: sum(everyPage.map((counts) => counts.conversions)),
      leads: leads.reached.new,
      contacted: leads.reached.contacted,
      qualified: leads.reached.qualified,
      closed: leads.reached.closed,
    },
    variants: compareLandingVariants(LANDING_VARIANTS.map((page) => countsOf(page, seriesOf.get(page)))),
  };
}
