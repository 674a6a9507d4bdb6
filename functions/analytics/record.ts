/**
 * POST /api/analytics/events (public): one consenting visit's page view, click on a call to action or conversion, or
 * one visitor's cookie-banner decision, sent by navigator.sendBeacon. Added to that Dubai day's counters
 * (data/analytics-counters.ts): pages, buttons and UTM values outside their lists count as "(other)", nothing about
 * the visitor is stored. Answers 204; a body that is not a beacon 400 and counts nothing; over `maxBodyBytes` 413;
 * more than `beaconsPerAddressPerMinute` from one address 429 (the route table's rate limit, in the handler stack).
 */
import { ANALYTICS_RULES } from '#shared/analytics/analytics-rules.ts';
import { countAnalyticsEvent } from '../data/analytics-counters.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { analyticsBeaconSchema, type AnalyticsBeaconInput } from './analytics.zod.ts';

async function record(request: ApiRequest<AnalyticsBeaconInput, undefined, undefined>) {
  await countAnalyticsEvent(request.body, request.receivedAt);
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
}

export const handler = apiHandler({ body: analyticsBeaconSchema, maxBodyBytes: ANALYTICS_RULES.maxBodyBytes }, record);
