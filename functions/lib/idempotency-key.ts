import { IDEMPOTENCY_HEADER } from '#shared/lead/lead-rules.ts';
import { badRequest } from './errors.ts';

/** What the web app sends (a UUID) and what fits in a table key: letters, digits, '-' and '_', at most 128. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The request's Idempotency-Key, if it sent one. A malformed key is the caller's mistake (400), never a key the
 * table would refuse with a 500.
 */
export function idempotencyKeyOf(headers: Record<string, string | undefined>): string | undefined {
  const key = headers[IDEMPOTENCY_HEADER];
  if (key === undefined || key === '') return undefined;
  if (!KEY_PATTERN.test(key)) {
    throw badRequest('The Idempotency-Key header must be 1 to 128 letters, digits, hyphens or underscores.');
  }
  return key;
}
