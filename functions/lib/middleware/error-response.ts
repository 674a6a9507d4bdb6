import type middy from '@middy/core';
import { HttpError } from '@middy/util';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { IDEMPOTENCY_MISMATCH_MESSAGE } from '#shared/public-forms/idempotency.ts';
import { IdempotencyKeyReusedError, InvalidCursorError } from '../../data/domain-error.ts';
import { ApiError, BAD_CURSOR_MESSAGE, badRequest, INTERNAL_ERROR_MESSAGE, isHttpError } from '../errors.ts';
import { logger } from '../logger.ts';
import { json } from '../responses.ts';

/**
 * The one place where the data layer's refusals (data/domain-error.ts), which know nothing of HTTP, become answers:
 * a cursor we did not hand out is 400 with the message under `cursor`; an idempotency key reused with another request
 * is 422 with the public forms' message. Anything else is not a refusal of the data layer.
 */
function answerForDomainError(error: unknown): ApiError | undefined {
  if (error instanceof InvalidCursorError) return badRequest(BAD_CURSOR_MESSAGE, { cursor: BAD_CURSOR_MESSAGE });
  if (error instanceof IdempotencyKeyReusedError) return new ApiError(422, IDEMPOTENCY_MISMATCH_MESSAGE);
  return undefined;
}

/**
 * Maps any error to an answer a person can read: errors thrown on purpose keep their status, 5xx included (a 503 "try
 * again" stays 503): the data layer's refusals as `answerForDomainError` says, our own ApiErrors with their message
 * and field messages, Middy's HTTP errors with their message when it is meant to be shown (`expose`) and the generic
 * one otherwise, and other HTTP errors below 500. Anything else (an AWS SDK error, a bug) is logged with its stack and
 * answers 500 with a generic message, never the stack or the AWS error's text.
 */
export function errorResponse(): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> {
  return {
    onError: (request) => {
      const error = answerForDomainError(request.error) ?? request.error;
      if (error instanceof ApiError || (isHttpError(error) && error.statusCode < 500)) {
        if (error.statusCode >= 500) logger.error('Request failed', { error });
        const body = error.fieldErrors ? { message: error.message, fieldErrors: error.fieldErrors } : { message: error.message };
        request.response = json(error.statusCode, body, error.headers);
        return;
      }
      if (error instanceof HttpError && error.statusCode >= 500 && error.statusCode <= 599) {
        logger.error('Request failed', { error });
        const exposed = error.expose;
        request.response = json(error.statusCode, { message: exposed ? error.message : INTERNAL_ERROR_MESSAGE });
        return;
      }
      logger.error('Request failed', { error });
      request.response = json(500, { message: INTERNAL_ERROR_MESSAGE });
    },
  };
}
