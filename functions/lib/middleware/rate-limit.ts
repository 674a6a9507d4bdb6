import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { RATE_LIMIT_MESSAGE } from '#shared/public-forms/rate-limit.ts';
import { countRequest, isFirstRefusal } from '../../data/rate-limit-windows.ts';
import { recordRefusedRequest } from '../../data/refused-requests.ts';
import { ROUTES, routeKey } from '../../routes.ts';
import { rateLimitMultiplier } from '../config.ts';
import { tooManyRequests } from '../errors.ts';
import { countMetric, METRIC } from '../metrics.ts';
import { viewerIp } from '../viewer-ip.ts';

const limitByRouteKey = new Map(ROUTES.flatMap((route) => (route.rateLimit ? [[routeKey(route), route.rateLimit] as const] : [])));

/**
 * Enforces the route table's rateLimit column before the body is read: one counter per address, route and fixed
 * window in the table (TTL); over the limit the answer is 429 with Retry-After (seconds to the window's end). Each
 * limit is multiplied by RATE_LIMIT_MULTIPLIER (default 1). The window's clock is the request's arrival time. The first
 * refusal of each address, route and window is stored for staff (the admin's refused requests), masked.
 */
export function rateLimit(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async ({ event }) => {
      const limit = limitByRouteKey.get(event.routeKey);
      if (!limit) return;
      const requests = Math.floor(limit.requests * rateLimitMultiplier());
      const now = new Date(event.requestContext.timeEpoch || Date.now());
      const ip = viewerIp(event);
      const retryAfter = await countRequest(event.routeKey, ip, { ...limit, requests }, now);
      if (retryAfter === undefined) return;
      if (await isFirstRefusal(event.routeKey, ip, limit.windowSeconds, now)) {
        await recordRefusedRequest({ route: event.routeKey, reason: 'rateLimit', recipient: '', sourceIp: ip });
      }
      countMetric(METRIC.rateLimited, { route: event.routeKey });
      throw tooManyRequests(RATE_LIMIT_MESSAGE, retryAfter);
    },
  };
}
