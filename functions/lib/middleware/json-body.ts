import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { badRequest, unsupportedMediaType } from '../errors.ts';

/** application/json and its +json relatives, with or without parameters. */
export const JSON_MEDIA_TYPE = /^application\/(.+\+)?json($|;)/i;

/**
 * Parses a JSON body. Malformed JSON is the caller's mistake and answers 400 (Middy's own parser answers 415 for it);
 * a body of another media type answers 415. Needs header normalisation first.
 */
export function jsonBody(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: (request) => {
      const { event } = request;
      if (event.body === undefined || event.body === '') return;
      if (!JSON_MEDIA_TYPE.test(event.headers['content-type'] ?? '')) throw unsupportedMediaType();
      const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
      try {
        (event as { body: unknown }).body = JSON.parse(text);
      } catch {
        throw badRequest('The request body is not valid JSON.');
      }
    },
  };
}
