import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { cameThroughDistribution, ORIGIN_VERIFY_HEADER } from '../origin-verify.ts';

/**
 * Drops the CloudFront-Viewer-* headers from a request that did not come through our distribution (no origin secret,
 * or a wrong one), so every later step sees only what can be believed: the source address is then the connection's,
 * and /api/geo answers as a failed lookup. The secret header itself is removed in every case, so no handler or log
 * ever sees it.
 */
export function viewerTrust(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async ({ event }) => {
      const headers = event.headers ?? {};
      const trusted = await cameThroughDistribution(headers);
      delete headers[ORIGIN_VERIFY_HEADER];
      if (trusted) return;
      for (const name of Object.keys(headers)) {
        if (name.startsWith('cloudfront-viewer-')) delete headers[name];
      }
    },
  };
}
