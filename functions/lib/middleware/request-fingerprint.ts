import { createHash } from 'node:crypto';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * Records a SHA-256 of the route and the body exactly as sent (before parsing), which an idempotency key is bound to:
 * a repeat counts as the same submission only on the same route with the same body.
 */
export function requestFingerprint(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: ({ event, context }) => {
      const body = event.body ?? '';
      const text = event.isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      (context as { fingerprint?: string }).fingerprint = createHash('sha256').update(`${event.routeKey}\n${text}`).digest('hex');
    },
  };
}
