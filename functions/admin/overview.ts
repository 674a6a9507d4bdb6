/**
 * GET /api/admin/overview (staff): the Analytics Overview: the six counters, the 15 most recent leads, and the top 5
 * countries and business types, and how many form submissions the honeypot caught as spam. Read from counters kept up to date on write (never a count over the leads), so it
 * stays fast however many leads there are. Also how many privacy requests are open, overdue and due this week, counted
 * from the open requests' partition (a handful: requests still to answer), on the request's clock.
 */
import type { AnalyticsOverview } from '#shared/admin/api-contract.ts';
import { countUrgency } from '#shared/admin/data-request-contract.ts';
import { LEAD_ADMIN_LIMITS } from '#shared/admin/lead-admin-rules.ts';
import { listOpenDataRequests } from '../data/data-requests.ts';
import { readLeadAggregates, type NamedCount } from '../data/lead-aggregates.ts';
import { listRecentLeads } from '../data/leads.ts';
import { readSpamCount } from '../data/spam-submissions.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

/** The largest counts first; equal counts in alphabetical order, so the list does not shuffle between reloads. */
const top = (counts: NamedCount[]) =>
  counts
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, LEAD_ADMIN_LIMITS.topEntries);

/** closed / total as a percentage with one decimal, 0 without leads. */
const conversionRate = (closed: number, total: number) => (total > 0 ? Math.round((closed / total) * 1000) / 10 : 0);

async function overview(request: ApiRequest<undefined, undefined, undefined>) {
  const [aggregates, recentLeads, spamSubmissions, openRequests] = await Promise.all([
    readLeadAggregates(),
    listRecentLeads(LEAD_ADMIN_LIMITS.recentLeads),
    readSpamCount(),
    listOpenDataRequests(),
  ]);
  const { totals } = aggregates;
  const body: AnalyticsOverview = {
    totals: {
      total: totals.total,
      new: totals.new,
      contacted: totals.contacted,
      qualified: totals.qualified,
      closed: totals.closed,
      guideDownloads: totals.guideDownloads,
      countries: aggregates.countries.filter((entry) => entry.count > 0).length,
      conversionRate: conversionRate(totals.closed, totals.total),
    },
    recentLeads,
    topCountries: top(aggregates.countries).map((entry) => ({ country: entry.name, count: entry.count })),
    topBusinessTypes: top(aggregates.activities).map((entry) => ({ businessActivity: entry.name, count: entry.count })),
    spamSubmissions,
    privacyRequests: countUrgency(openRequests, request.receivedAt),
  };
  return json(200, body);
}

export const handler = apiHandler({}, overview);
