import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ApiError } from '../errors.ts';
import { cameThroughDistribution, ORIGIN_REQUIRED_MESSAGE, ORIGIN_VERIFY_HEADER, originSecretRequired } from '../origin-verify.ts';

/**
 * The handler stack's first check. Deployed (`originSecretRequired`), a request that did not come through our
 * distribution (no origin secret, or a wrong one) answers 403 here, before the rate-limit counter, the session check,
 * the body or the route's own work: the execute-api address serves nothing to a caller that skipped CloudFront (and
 * its WAF). Locally such a request is served, with its CloudFront-Viewer-* headers dropped so every later step sees
 * only what can be believed: the source address is then the connection's, and /api/geo answers as a failed lookup.
 * The secret header itself is removed in every case, so no handler or log ever sees it.
 *
 * 403 reaches only such direct callers: CloudFront adds the secret to every request it forwards. (Were its value ever
 * neither the current nor the previous one, visitors would get the distribution's 404 page, its error response for a
 * 403: rotate as README "Deployed protections" says.)
 */
export function viewerTrust(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async ({ event }) => {
      const headers = event.headers ?? {};
      const trusted = await cameThroughDistribution(headers);
      delete headers[ORIGIN_VERIFY_HEADER];
      if (trusted) return;
      if (originSecretRequired()) throw new ApiError(403, ORIGIN_REQUIRED_MESSAGE);
      for (const name of Object.keys(headers)) {
        if (name.startsWith('cloudfront-viewer-')) delete headers[name];
      }
    },
  };
}
