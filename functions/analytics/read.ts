/**
 * GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD (staff): the per-day counts of the Dubai days `from` to `to`
 * (both included, at most `maxRangeDays`): views per page and device, clicks per page and button, conversions per page,
 * consent decisions, and views per UTM source, medium and campaign. One Query per counted page and one for the
 * site-wide counts (data/analytics-counters.ts `readAnalyticsRange`), whatever the number of visits.
 */
import { readAnalyticsRange } from '../data/analytics-counters.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';
import { analyticsRangeSchema, type AnalyticsRange } from './analytics.zod.ts';

async function read(request: ApiRequest<undefined, undefined, AnalyticsRange>) {
  return json(200, await readAnalyticsRange(request.query.from, request.query.to));
}

export const handler = apiHandler({ query: analyticsRangeSchema }, read);
