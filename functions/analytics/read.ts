/**
 * GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD (staff): the Dubai days `from` to `to` (both included, at
 * most `maxRangeDays`). The beacon's counts summed over the range: views per page and device, clicks per page and
 * button, conversions per page, consent decisions, views per UTM source, medium and campaign. The stored leads' counts (test leads left out):
 * leads per arrival day by status, per landing page and variant, per UTM source and campaign (furthest status), the
 * funnel, and the landing variants compared (analytics-report.ts). Bounded Queries, whatever the number of visits or
 * leads: per counted page (ANALYTICS_PAGES, 24) and for the site partition, one for the range's whole months and one
 * for each partial month at its ends (analytics-counters.ts `readAnalyticsRange`), and one on the lead counters'
 * partition (analytics-lead-counters.ts `readLeadAnalyticsDays`): 76 at most, in parallel, each one page.
 */
import { readAnalyticsRange } from '../data/analytics-counters.ts';
import { readLeadAnalyticsDays } from '../data/analytics-lead-counters.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';
import { analyticsReportOf } from './analytics-report.ts';
import { analyticsRangeSchema, type AnalyticsRange } from './analytics.zod.ts';

async function read(request: ApiRequest<undefined, undefined, AnalyticsRange>) {
  const { from, to } = request.query;
  const [counters, leadDays] = await Promise.all([readAnalyticsRange(from, to), readLeadAnalyticsDays(from, to)]);
  return json(200, analyticsReportOf(counters, leadDays));
}

export const handler = apiHandler({ query: analyticsRangeSchema }, read);
