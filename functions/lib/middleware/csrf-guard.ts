import { timingSafeEqual } from 'node:crypto';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { CSRF_COOKIE, CSRF_HEADER } from '#shared/admin/api-contract.ts';
import { SESSION_MESSAGES } from '#shared/auth/session-messages.ts';
import { ROUTES, csrfProtectionOf, routeKey } from '../../routes.ts';
import { cookieValue } from '../cookies.ts';
import { unauthorized } from '../errors.ts';
import { JSON_MEDIA_TYPE } from './json-body.ts';

const protectionByRouteKey = new Map(ROUTES.map((route) => [routeKey(route), csrfProtectionOf(route)]));

/**
 * The host the browser addressed. Behind CloudFront, API Gateway sees its own host name, so the distribution's
 * function for /api/* copies the viewer's Host into x-forwarded-host (overwriting whatever the viewer sent); locally
 * and straight to API Gateway, Host is the host the browser addressed.
 */
function siteHost(event: APIGatewayProxyEventV2): string | undefined {
  return event.headers['x-forwarded-host'] ?? event.headers.host ?? event.requestContext?.domainName;
}

/** True when the Origin header names the host this request was sent to ("null" and malformed origins never do). */
function isOwnOrigin(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}

function sameToken(cookie: string | undefined, header: string | undefined): boolean {
  if (!cookie || !header) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Refuses a state-changing request that does not prove it comes from our own pages, as the route table asks
 * (`csrfProtectionOf`): a cross-site Origin, a body that is not JSON (a cross-site form or text/plain post needs no
 * preflight, JSON does), and on 'token' routes an `x-csrf-token` header that is not the `csrf` cookie (another site
 * can neither read our cookie nor send a custom header without our CORS consent, which we never give).
 * Answers 401, never 403 (the distribution shows 403s as the 404 page). Needs header normalisation first.
 */
export function csrfGuard(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: ({ event }) => {
      const protection = protectionByRouteKey.get(event.routeKey);
      if (!protection) return;
      const origin = event.headers.origin;
      if (origin !== undefined && !isOwnOrigin(origin, siteHost(event))) throw unauthorized(SESSION_MESSAGES.forgedRequest);
      if (event.body && !JSON_MEDIA_TYPE.test(event.headers['content-type'] ?? '')) throw unauthorized(SESSION_MESSAGES.forgedRequest);
      if (protection === 'token' && !sameToken(cookieValue(event.cookies, CSRF_COOKIE), event.headers[CSRF_HEADER])) {
        throw unauthorized(SESSION_MESSAGES.forgedRequest);
      }
    },
  };
}
