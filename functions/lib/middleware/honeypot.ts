import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isHoneypotFilled } from '#shared/public-forms/honeypot.ts';

/**
 * Notes, on the parsed body and before validation removes unknown fields, whether the honeypot field was filled. The
 * stack's last step then stores the submission as spam instead of running the route (see apiHandler's honeypot).
 */
export function honeypot(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: ({ event, context }) => {
      (context as { spam?: { body: unknown } }).spam = isHoneypotFilled(event.body) ? { body: event.body } : undefined;
    },
  };
}
