import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ApiError } from '../errors.ts';
import { distributionOf, ORIGIN_REQUIRED_MESSAGE, ORIGIN_VERIFY_HEADER, originSecretRequired } from '../origin-verify.ts';
import { distributionsOf, routeKey, ROUTES, type Distribution } from '../../routes.ts';

const distributionsByRouteKey = new Map(ROUTES.map((route) => [routeKey(route), distributionsOf(route)]));

/** API Gateway's own answer to a path it has no route for: what a route not served on a host answers there. */
export const NOT_FOUND_MESSAGE = 'Not Found';

/**
 * The handler stack's first check: which distribution the request came through, by the origin secret it carries.
 *
 * Deployed (`originSecretRequired`), a request that came through neither (no origin secret, or a wrong one) answers
 * 403 here, before the rate-limit counter, the session check, the body or the route's own work: the execute-api
 * address serves nothing to a caller that skipped CloudFront (and its WAF). Locally such a request is served, with its
 * CloudFront-Viewer-* headers dropped so every later step sees only what can be believed: the source address is then
 * the connection's, and /api/geo answers as a failed lookup. The secret header itself is removed in every case, so no
 * handler or log ever sees it.
 *
 * A route reached through a distribution that does not serve it (routes.ts `distributionsOf`: a staff route through
 * the public site, a public form through the back office) answers 404, as if it did not exist there, whatever the
 * CloudFront behaviours forward: a script on a public page can never reach a staff route with the staff session.
 *
 * 403 reaches only direct callers: CloudFront adds its secret to every request it forwards. (Were its value ever
 * neither the current nor the previous one, visitors would get the distribution's 404 page, its error response for a
 * 403: rotate as README "Deployed protections" says.)
 */
export function viewerTrust(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async ({ event, context }) => {
      const headers = event.headers ?? {};
      const distribution = await distributionOf(headers);
      delete headers[ORIGIN_VERIFY_HEADER];
      if (distribution) {
        (context as { distribution?: Distribution }).distribution = distribution;
        if (!distributionsByRouteKey.get(event.routeKey)?.includes(distribution)) throw new ApiError(404, NOT_FOUND_MESSAGE);
        return;
      }
      if (originSecretRequired()) throw new ApiError(403, ORIGIN_REQUIRED_MESSAGE);
      for (const name of Object.keys(headers)) {
        if (name.startsWith('cloudfront-viewer-')) delete headers[name];
      }
    },
  };
}
