/**
 * When the browser's outbox sends a kept form submission again, and when it gives up: a submission is
 * tried at most 50 times and kept at most 7 days, then forgotten with the visitor's details in it; an answer below
 * 500 is final (a 4xx means the input was refused, and sending the same input again cannot help). Pure, so the
 * limits are proven by unit tests; submission-outbox.ts applies them.
 */

/** Our own limits (the spec states none): a week covers a holiday offline, 50 tries a week of 30-second retries on open pages. */
export const OUTBOX_LIMITS = {
  maxAgeMs: 7 * 24 * 60 * 60 * 1000,
  maxAttempts: 50,
} as const;

/** What one attempt got: the server's status, or no answer at all (offline, DNS, a dropped connection). */
export type AttemptResult = number | 'network-error';

/** Which failures keep a submission for later: only a lost connection, or also a server error (5xx). */
export type KeepOn = 'network-error' | 'network-or-server-error';

/** A kept submission's bookkeeping (the body is not the policy's business). */
export type OutboxRecord = { queuedAt: string; attempts: number };

export type OutboxDecision = 'done' | 'keep' | 'give-up';

/** Whether the record is past its age limit at `now` (also when its time is unreadable: nothing is kept forever). */
export function isExpired(record: Pick<OutboxRecord, 'queuedAt'>, now: Date): boolean {
  const queuedAt = Date.parse(record.queuedAt);
  return !Number.isFinite(queuedAt) || now.getTime() - queuedAt >= OUTBOX_LIMITS.maxAgeMs;
}

/** Whether this attempt's result is worth trying again under `keepOn` (never a 4xx, never a success). */
export function isRetryable(result: AttemptResult, keepOn: KeepOn): boolean {
  if (result === 'network-error') return true;
  return keepOn === 'network-or-server-error' && result >= 500;
}

/**
 * After an attempt (already counted in `record.attempts`): 'done' when the server answered for good, 'keep' to try
 * again later, 'give-up' when a retryable failure has used up the tries or the time (the entry is then deleted).
 */
export function afterAttempt(record: OutboxRecord, result: AttemptResult, keepOn: KeepOn, now: Date): OutboxDecision {
  if (!isRetryable(result, keepOn)) return 'done';
  if (record.attempts >= OUTBOX_LIMITS.maxAttempts || isExpired(record, now)) return 'give-up';
  return 'keep';
}
