import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { payloadTooLarge } from '../errors.ts';

/** Answers 413 before any parsing when the body is larger than the route accepts. */
export function bodyLimit(maxBytes: number): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: ({ event }) => {
      if (!event.body) return;
      const size = event.isBase64Encoded ? Buffer.from(event.body, 'base64').byteLength : Buffer.byteLength(event.body);
      if (size > maxBytes) throw payloadTooLarge(maxBytes);
    },
  };
}
