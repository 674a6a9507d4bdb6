/**
 * GET /api/performance (staff): the Performance Optimizer's figures for the last 7 days (p75 per metric, per page and
 * device and for the whole site, graded, with their visit counts) and the recommendations derived from them.
 */
import { VITALS_RULES } from '#shared/admin/performance-rules.ts';
import { getSiteSettings } from '../data/site-settings.ts';
import { dayOf, readVitalsWindow } from '../data/vitals.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';
import { buildReport } from './build-report.ts';

async function report(request: ApiRequest<undefined, undefined, undefined>) {
  const until = request.receivedAt;
  const from = new Date(until.getTime() - (VITALS_RULES.windowDays - 1) * 24 * 60 * 60 * 1000);
  const [digests, settings] = await Promise.all([readVitalsWindow(until, VITALS_RULES.windowDays), getSiteSettings()]);
  return json(200, buildReport(digests, settings, { from: dayOf(from), to: dayOf(until) }));
}

export const handler = apiHandler({}, report);
