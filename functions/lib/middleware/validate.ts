import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { z } from 'zod';
import { badRequest, type FieldErrors } from '../errors.ts';

export const INVALID_INPUT_MESSAGE = 'Please correct the highlighted fields.';

/** The first message for each field of a failed parse, keyed by its dotted path. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}

type Part = 'body' | 'pathParameters' | 'queryStringParameters';

/** Replaces a part of the event with its parsed value, or answers 400 with a message per field. */
export function validate(part: Part, schema: z.ZodType): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: ({ event }) => {
      const result = schema.safeParse(event[part] ?? {});
      if (!result.success) throw badRequest(INVALID_INPUT_MESSAGE, fieldErrorsOf(result.error));
      (event as Record<Part, unknown>)[part] = result.data;
    },
  };
}
