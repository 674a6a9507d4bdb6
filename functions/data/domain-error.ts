/**
 * What the data layer refuses, said in the data's own terms: these errors know nothing of HTTP. The handler stack
 * (`lib/middleware/error-response.ts`) is the one place that turns each into an answer (status, message, field
 * messages). Other outcomes a caller is expected to handle (not found, a concurrent change) are returned, not thrown.
 */

/** A page cursor this query did not hand out: not a table key, or a key of another index, partition, prefix or phase. */
export class InvalidCursorError extends Error {
  constructor(reason: string) {
    super(`Not a page cursor of this query: ${reason}`);
    this.name = 'InvalidCursorError';
  }
}

/**
 * An idempotency key that an earlier request used with another fingerprint (another body, or another route): not a
 * repeat of that request. Nothing was stored.
 */
export class IdempotencyKeyReusedError extends Error {
  /** The idempotency scope (`LEAD`, `TAX_REPORT`) the key was used in. */
  readonly scope: string;

  constructor(scope: string) {
    super(`Idempotency key of scope ${scope} was used by another request`);
    this.name = 'IdempotencyKeyReusedError';
    this.scope = scope;
  }
}
