/**
 * When a failed delivery is tried again: 429, 5xx and network failures are retried with exponential
 * backoff (30 s, 1 min, 2 min, ... capped at 1 hour) or later when the provider asked for more (Retry-After,
 * X-RateLimit-Reset); after MAX_TRIES the record ends 'failed' (the dead-letter state, shown with Resync). Any other
 * refusal (401, 400, 422 ...) will not change by itself and fails at once with the provider's words.
 */
export const RETRY_POLICY = {
  maxTries: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  /** How long a worker holds an item it is sending (a crashed worker's items come back after this). */
  leaseMs: 5 * 60_000,
  /** How often a queued SendGrid import is asked about. */
  pollQueuedMs: 15_000,
} as const;

export type RetryDecision = { retry: true; delayMs: number } | { retry: false };

/** What to do after the `tries`-th attempt failed. */
export function afterFailure(failure: { transient: boolean; retryAfterMs?: number }, tries: number): RetryDecision {
  if (!failure.transient || tries >= RETRY_POLICY.maxTries) return { retry: false };
  const backoff = Math.min(RETRY_POLICY.baseDelayMs * 2 ** (tries - 1), RETRY_POLICY.maxDelayMs);
  return { retry: true, delayMs: Math.max(backoff, failure.retryAfterMs ?? 0) };
}

/**
 * Sends per integration per drain run (the drain runs every minute), under each provider's documented limit:
 * MailerLite about 120 requests a minute, and a lead takes two there (the look-up that keeps an existing subscriber's
 * status, then the write); Mailchimp 10 simultaneous connections (we use one at a time); Zoho CRM's API credits and
 * SendGrid's contacts endpoint are the tightest, so they get the fewest. A bulk sync of 500 therefore takes a few
 * minutes and never runs into a wall of 429s.
 */
export const PROVIDER_PACE_PER_RUN = { zoho_crm: 60, mailerlite: 50, mailchimp: 200, sendgrid: 50 } as const;

/** How long one drain run starts new sends (its Lambda may run 60 s). */
export const DRAIN_BUDGET_MS = 45_000;
