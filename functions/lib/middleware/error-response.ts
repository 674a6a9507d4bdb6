import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { INTERNAL_ERROR_MESSAGE, isHttpError } from '../errors.ts';
import { logger } from '../logger.ts';
import { json } from '../responses.ts';

/**
 * Maps any error to an answer a person can read: HTTP errors keep their status, message and field messages; anything
 * else is logged with its stack and answers 500 with a generic message, never the stack.
 */
export function errorResponse(): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> {
  return {
    onError: (request) => {
      const { error } = request;
      if (isHttpError(error) && error.statusCode < 500) {
        const body = error.fieldErrors ? { message: error.message, fieldErrors: error.fieldErrors } : { message: error.message };
        request.response = json(error.statusCode, body, error.headers);
        return;
      }
      logger.error('Request failed', { error });
      request.response = json(500, { message: INTERNAL_ERROR_MESSAGE });
    },
  };
}
