import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { ApiError, INTERNAL_ERROR_MESSAGE, isHttpError } from '../errors.ts';
import { logger } from '../logger.ts';
import { json } from '../responses.ts';

/**
 * Maps any error to an answer a person can read: our own ApiErrors keep their status (5xx included, e.g. 503 "try
 * again"), message and field messages, as do other HTTP errors below 500; anything else (an AWS SDK error, a bug) is
 * logged with its stack and answers 500 with a generic message, never the stack or the AWS error's text.
 */
export function errorResponse(): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> {
  return {
    onError: (request) => {
      const { error } = request;
      if (error instanceof ApiError || (isHttpError(error) && error.statusCode < 500)) {
        if (error.statusCode >= 500) logger.error('Request failed', { error });
        const body = error.fieldErrors ? { message: error.message, fieldErrors: error.fieldErrors } : { message: error.message };
        request.response = json(error.statusCode, body, error.headers);
        return;
      }
      logger.error('Request failed', { error });
      request.response = json(500, { message: INTERNAL_ERROR_MESSAGE });
    },
  };
}
