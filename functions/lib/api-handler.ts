import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpSecurityHeaders from '@middy/http-security-headers';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { bodyLimit } from './middleware/body-limit.ts';
import { csrfGuard } from './middleware/csrf-guard.ts';
import { errorResponse } from './middleware/error-response.ts';
import { honeypot } from './middleware/honeypot.ts';
import { jsonBody } from './middleware/json-body.ts';
import { rateLimit } from './middleware/rate-limit.ts';
import { requestFingerprint } from './middleware/request-fingerprint.ts';
import { requestLog } from './middleware/request-log.ts';
import { sessionGuard } from './middleware/session-guard.ts';
import { validate } from './middleware/validate.ts';
import { viewerTrust } from './middleware/viewer-trust.ts';
import { viewerIp } from './viewer-ip.ts';
import type { ApiResult } from './responses.ts';
import type { Staff } from '../auth/session.ts';
import { storeSpamSubmission } from '../data/spam-submissions.ts';
import { countMetric, METRIC, withMetrics } from './metrics.ts';

/** Bodies above this answer 413 unless a route allows more; a form submission is a few hundred bytes. */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

/** What a route's business step receives: validated input and the facts about the caller that the edge supplies. */
export type ApiRequest<Body, Path, Query> = {
  body: Body;
  path: Path;
  query: Query;
  headers: Record<string, string | undefined>;
  cookies: string[];
  /** The visitor's address: CloudFront's viewer address on a request that came through it, else the connection's. */
  ip: string;
  userAgent: string;
  requestId: string;
  /** When API Gateway received the request (its timeEpoch): the clock of time windows, so tests can set it. */
  receivedAt: Date;
  /** The member of staff on an admin route (the route table's access column); undefined on public routes. */
  staff?: Staff;
  /** SHA-256 of the route and the body as sent: what an idempotency key is bound to. */
  fingerprint: string;
};

export type RouteInput<Body, Path, Query> = {
  body?: z.ZodType<Body>;
  path?: z.ZodType<Path>;
  query?: z.ZodType<Query>;
  maxBodyBytes?: number;
  /**
   * Public forms: the route's answer to a submission whose honeypot field was filled, exactly like its success answer
   * (a bot must not tell). Such a submission is stored as spam (data/spam-submissions.ts), and the route's own step,
   * which would store a lead or send an e-mail, does not run.
   */
  honeypot?: (request: ApiRequest<Body, Path, Query>) => ApiResult;
};

type Step<Body, Path, Query> = (request: ApiRequest<Body, Path, Query>) => Promise<ApiResult>;

function toApiRequest<Body, Path, Query>(event: APIGatewayProxyEventV2, context: Context): ApiRequest<Body, Path, Query> {
  return {
    body: event.body as Body,
    path: (event.pathParameters ?? {}) as Path,
    query: (event.queryStringParameters ?? {}) as Query,
    headers: event.headers,
    cookies: event.cookies ?? [],
    ip: viewerIp(event),
    userAgent: event.requestContext.http.userAgent ?? event.headers['user-agent'] ?? '',
    requestId: context.awsRequestId,
    receivedAt: new Date(event.requestContext.timeEpoch || Date.now()),
    staff: (context as { staff?: Staff }).staff,
    fingerprint: (context as { fingerprint?: string }).fingerprint ?? '',
  };
}

/**
 * The one handler stack every route uses: request log, header normalisation, the origin secret (deployed, 403 without
 * it before any other step; locally, CloudFront's viewer headers believed only with it), the route table's
 * per-address rate limit (429), the route table's session check (401, also for a logged-out session) and CSRF check
 * (401), size limit (413), JSON body (400 when malformed), Zod validation of path, query and body (400 with a message
 * per field), security headers, and error mapping last so no error leaves as a stack trace or a 500 for bad input.
 * Its business metrics are flushed once per invocation.
 */
export function apiHandler<Body = undefined, Path = undefined, Query = undefined>(
  input: RouteInput<Body, Path, Query>,
  step: Step<Body, Path, Query>,
): ApiLambdaHandler {
  const stack = middy<APIGatewayProxyEventV2, APIGatewayProxyResultV2>({ timeoutEarlyInMillis: 0 })
    .use(requestLog())
    .use(httpHeaderNormalizer())
    .use(viewerTrust())
    .use(rateLimit())
    .use(sessionGuard())
    .use(csrfGuard())
    .use(bodyLimit(input.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES))
    .use(requestFingerprint())
    .use(jsonBody());
  if (input.honeypot) stack.use(honeypot());
  if (input.path) stack.use(validate('pathParameters', input.path));
  if (input.query) stack.use(validate('queryStringParameters', input.query));
  if (input.body) stack.use(validate('body', input.body));
  const handler = stack
    .use(httpSecurityHeaders({ contentSecurityPolicy: { 'default-src': "'none'", 'frame-ancestors': "'none'" }, reportTo: false }))
    .use(errorResponse())
    .handler(async (event, context) => {
      const request = toApiRequest<Body, Path, Query>(event, context);
      const spam = (context as { spam?: { body: unknown } }).spam;
      if (!input.honeypot || !spam) return step(request);
      await storeSpamSubmission({ route: event.routeKey, body: spam.body, ipAddress: request.ip, userAgent: request.userAgent }, request.receivedAt);
      countMetric(METRIC.spamSubmission, { route: event.routeKey });
      return input.honeypot(request);
    });
  // The business metrics the request recorded (lib/metrics.ts) leave once, when it is answered, whatever the answer.
  return (event, context) => withMetrics(() => handler(event, context));
}

/** A route's Lambda handler, as API Gateway (and the local server) calls it. */
export type ApiLambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;
