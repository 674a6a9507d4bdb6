/**
 * GET /api/performance/trend (staff): the whole site's 75th percentile per metric and UTC day over the last 30 days
 * (shared/admin/performance-trend-contract.ts), for the Analytics Overview's trend chart. One Query per day
 * (data/vitals.ts readVitalsWindow), whatever the number of visits.
 */
import { VITALS_TREND_DAYS } from '#shared/admin/performance-trend-contract.ts';
import { dayOf, readVitalsWindow } from '../data/vitals.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';
import { buildTrend } from './build-trend.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function trend(request: ApiRequest<undefined, undefined, undefined>) {
  const until = request.receivedAt;
  const days = Array.from({ length: VITALS_TREND_DAYS }, (_, i) => dayOf(new Date(until.getTime() - (VITALS_TREND_DAYS - 1 - i) * DAY_MS)));
  return json(200, buildTrend(await readVitalsWindow(until, VITALS_TREND_DAYS), days));
}

export const handler = apiHandler({}, trend);
