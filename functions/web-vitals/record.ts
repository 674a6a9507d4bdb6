/**
 * POST /api/vitals (public): the Core Web Vitals one consenting visit measured, sent by navigator.sendBeacon. Adds them
 * to the day's digest for the page and device (no address or user agent stored with them; kept 30 days) and answers
 * 204. More than 60 beacons a minute from one address answer 429 (the route table's rate limit, in the handler stack).
 */
import { VITALS_RULES } from '#shared/admin/performance-rules.ts';
import { recordVitals } from '../data/vitals.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { vitalsBeaconSchema, type VitalsBeaconInput } from './vitals.zod.ts';

async function record(request: ApiRequest<VitalsBeaconInput, undefined, undefined>) {
  await recordVitals(request.body, request.receivedAt);
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
}

export const handler = apiHandler({ body: vitalsBeaconSchema, maxBodyBytes: VITALS_RULES.maxBodyBytes }, record);
