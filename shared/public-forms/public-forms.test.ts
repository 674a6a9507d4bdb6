import { IDEMPOTENCY_MISMATCH_MESSAGE } from './idempotency.ts';
import { RATE_LIMIT_MESSAGE } from './rate-limit.ts';

describe('the public forms\' refusal messages (ours: the spec has neither case)', () => {
  it('tells a visitor over the rate limit to wait', () => {
    // Assess
    expect(RATE_LIMIT_MESSAGE).toBe('Too many requests from your address. Please wait a few minutes and try again.');
  });

  it('tells a caller who reused an Idempotency-Key for another request to send a new key', () => {
    // Assess
    expect(IDEMPOTENCY_MISMATCH_MESSAGE).toBe(
      'This Idempotency-Key was already used for a different request. Send a new key for a new submission.',
    );
  });
});
