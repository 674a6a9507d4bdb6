import { afterFailure } from './retry-policy.ts';

describe('the retry policy', () => {
  it('backs off exponentially from 30 seconds on 429 and 5xx', () => {
    // Act
    const delays = [1, 2, 3, 4].map((tries) => afterFailure({ transient: true }, tries));

    // Assess
    expect(delays).toEqual([
      { retry: true, delayMs: 30_000 },
      { retry: true, delayMs: 60_000 },
      { retry: true, delayMs: 120_000 },
      { retry: true, delayMs: 240_000 },
    ]);
  });

  it('never waits more than an hour between tries', () => {
    expect(afterFailure({ transient: true }, 9)).toEqual({ retry: true, delayMs: 3_600_000 });
  });

  it('waits longer when the provider asks for it (Retry-After)', () => {
    expect(afterFailure({ transient: true, retryAfterMs: 120_000 }, 1)).toEqual({ retry: true, delayMs: 120_000 });
  });

  it('gives up after the tenth try (the dead-letter state)', () => {
    expect(afterFailure({ transient: true }, 10)).toEqual({ retry: false });
  });

  it('does not retry a refusal that will not change by itself (401, 400)', () => {
    expect(afterFailure({ transient: false }, 1)).toEqual({ retry: false });
  });
});
