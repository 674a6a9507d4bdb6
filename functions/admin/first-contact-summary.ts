/**
 * GET /api/admin/first-contact (staff): how many leads wait for their first contact (the Lead Management tab's badge)
 * and the business's own measure over the last 7 and 30 Dubai days whose leads have all had their 24 hours (ending the
 * day before yesterday, Dubai time): the share first contacted within 24 hours and the median time to first contact.
 * Read from counters kept up to date on write (one GetItem, one Query of at most 30 day items), never a count of leads.
 */
import type { FirstContactSummary } from '#shared/admin/api-contract.ts';
import { addDays, lastSettledDubaiDay } from '#shared/lead/first-contact-promise.ts';
import { firstContactMeasure, readFirstContactStats } from '../data/first-contact-stats.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

/** The two windows the overview shows, in Dubai days. */
const WINDOWS = { last7Days: 7, last30Days: 30 } as const;

async function firstContactSummary(request: ApiRequest<undefined, undefined, undefined>) {
  const to = lastSettledDubaiDay(request.receivedAt);
  const from = (days: number) => addDays(to, -(days - 1));
  const stats = await readFirstContactStats(from(WINDOWS.last30Days), to);
  const summary: FirstContactSummary = {
    waiting: stats.waiting,
    last7Days: firstContactMeasure(stats.days, from(WINDOWS.last7Days), to),
    last30Days: firstContactMeasure(stats.days, from(WINDOWS.last30Days), to),
  };
  return json(200, summary);
}

export const handler = apiHandler({}, firstContactSummary);
