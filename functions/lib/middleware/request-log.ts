import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { logger } from '../logger.ts';

/**
 * One structured line per request with its id, route, status and duration. Bodies, cookies and headers are never
 * logged: they carry visitors' details and session tokens.
 */
export function requestLog(now: () => number = Date.now): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> {
  let started = 0;
  const done = (request: middy.Request<APIGatewayProxyEventV2, APIGatewayProxyResultV2>) => {
    const response = request.response;
    const statusCode = typeof response === 'object' && response ? response.statusCode : undefined;
    logger.info('Request handled', {
      route: request.event.routeKey,
      statusCode,
      durationMs: now() - started,
    });
    logger.resetKeys();
  };
  return {
    before: (request) => {
      started = now();
      logger.addContext(request.context);
      logger.appendKeys({ requestId: request.context.awsRequestId });
    },
    after: done,
    onError: done,
  };
}
