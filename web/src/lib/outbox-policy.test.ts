import { describe, expect, it } from '@jest/globals';
import { afterAttempt, isExpired, isRetryable } from './outbox-policy.ts';

// Our own limits (the spec states none), pinned here as literals: 50 tries, 7 days.
const DAY_MS = 24 * 60 * 60 * 1000;
const queuedAt = '2026-11-01T10:00:00.000Z';
const after = (ms: number) => new Date(Date.parse(queuedAt) + ms);

describe('the outbox policy', () => {
  it('never sends a refused submission (any 4xx) again, on any form', () => {
    for (const status of [400, 401, 403, 404, 408, 409, 413, 415, 422, 429]) {
      expect(afterAttempt({ queuedAt, attempts: 1 }, status, 'network-or-server-error', after(1000))).toBe('done');
      expect(afterAttempt({ queuedAt, attempts: 1 }, status, 'network-error', after(1000))).toBe('done');
    }
  });

  it('is done once the server has stored the submission', () => {
    expect(afterAttempt({ queuedAt, attempts: 1 }, 201, 'network-or-server-error', after(1000))).toBe('done');
    expect(afterAttempt({ queuedAt, attempts: 1 }, 200, 'network-error', after(1000))).toBe('done');
  });

  it('keeps a submission that could not reach the server, on every form', () => {
    expect(afterAttempt({ queuedAt, attempts: 1 }, 'network-error', 'network-error', after(1000))).toBe('keep');
    expect(afterAttempt({ queuedAt, attempts: 1 }, 'network-error', 'network-or-server-error', after(1000))).toBe('keep');
  });

  it('keeps a submission the server failed (5xx) only on the forms that ask for it', () => {
    expect(afterAttempt({ queuedAt, attempts: 1 }, 500, 'network-or-server-error', after(1000))).toBe('keep');
    expect(afterAttempt({ queuedAt, attempts: 1 }, 503, 'network-or-server-error', after(1000))).toBe('keep');
    expect(afterAttempt({ queuedAt, attempts: 1 }, 499, 'network-or-server-error', after(1000))).toBe('done');
    expect(afterAttempt({ queuedAt, attempts: 1 }, 503, 'network-error', after(1000))).toBe('done');
    expect(isRetryable(500, 'network-error')).toBe(false);
  });

  it('gives up after the 50th failed try', () => {
    expect(afterAttempt({ queuedAt, attempts: 49 }, 'network-error', 'network-or-server-error', after(1000))).toBe('keep');
    expect(afterAttempt({ queuedAt, attempts: 50 }, 'network-error', 'network-or-server-error', after(1000))).toBe('give-up');
    expect(afterAttempt({ queuedAt, attempts: 50 }, 503, 'network-or-server-error', after(1000))).toBe('give-up');
  });

  it('gives up on a submission 7 days old, and keeps one a moment younger', () => {
    expect(isExpired({ queuedAt }, after(7 * DAY_MS - 1))).toBe(false);
    expect(isExpired({ queuedAt }, after(7 * DAY_MS))).toBe(true);
    expect(afterAttempt({ queuedAt, attempts: 3 }, 'network-error', 'network-error', after(7 * DAY_MS - 1))).toBe('keep');
    expect(afterAttempt({ queuedAt, attempts: 3 }, 'network-error', 'network-error', after(7 * DAY_MS))).toBe('give-up');
  });

  it('treats an entry with an unreadable time as expired, so nothing is kept forever', () => {
    expect(isExpired({ queuedAt: 'not a date' }, after(0))).toBe(true);
  });
});
