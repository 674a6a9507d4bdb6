import { badRequest } from '../lib/errors.ts';

/** The query message for a cursor that is not one we handed out. */
export const BAD_CURSOR_MESSAGE = 'This page link is no longer valid. Please start from the first page.';

/**
 * An opaque page cursor: DynamoDB's LastEvaluatedKey as base64url JSON. Callers only ever hand back what we gave them,
 * so decoding checks the shape (an object of string or number values) and answers 400 for anything else.
 */
export function encodeCursor(lastEvaluatedKey: Record<string, unknown> | undefined): string | undefined {
  return lastEvaluatedKey ? Buffer.from(JSON.stringify(lastEvaluatedKey)).toString('base64url') : undefined;
}

/** The ExclusiveStartKey behind a cursor, or undefined for the first page; a malformed cursor is a 400. */
export function decodeCursor(cursor: string | undefined): Record<string, string | number> | undefined {
  if (!cursor) return undefined;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const valid =
      typeof key === 'object' &&
      key !== null &&
      !Array.isArray(key) &&
      Object.values(key).every((value) => typeof value === 'string' || typeof value === 'number');
    if (!valid) throw new Error('not a key');
    return key as Record<string, string | number>;
  } catch {
    throw badRequest(BAD_CURSOR_MESSAGE, { cursor: BAD_CURSOR_MESSAGE });
  }
}
