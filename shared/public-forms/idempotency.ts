/**
 * An Idempotency-Key stands for one submission: one route and one body. The same key sent again with another body or
 * to another route is a client mistake (a reused key), answered 422 with this message and stored nowhere, instead of
 * silently answering the first submission's id. The spec has no such case, so the words are ours.
 */
export const IDEMPOTENCY_MISMATCH_MESSAGE =
  'This Idempotency-Key was already used for a different request. Send a new key for a new submission.';
