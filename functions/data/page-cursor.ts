import { InvalidCursorError } from './domain-error.ts';

/**
 * An opaque page cursor: DynamoDB's LastEvaluatedKey as base64url JSON. Callers only ever hand back what we gave them,
 * so decoding checks the shape (an object of string or number values) and refuses anything else (InvalidCursorError).
 */
export function encodeCursor(lastEvaluatedKey: Record<string, unknown> | undefined): string | undefined {
  return lastEvaluatedKey ? Buffer.from(JSON.stringify(lastEvaluatedKey)).toString('base64url') : undefined;
}

/** The ExclusiveStartKey behind a cursor, or undefined for the first page; a malformed cursor is an InvalidCursorError. */
export function decodeCursor(cursor: string | undefined): Record<string, string | number> | undefined {
  if (!cursor) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError('not JSON');
  }
  const valid =
    typeof key === 'object' &&
    key !== null &&
    !Array.isArray(key) &&
    Object.values(key).every((value) => typeof value === 'string' || typeof value === 'number');
  if (!valid) throw new InvalidCursorError('not a key');
  return key as Record<string, string | number>;
}
