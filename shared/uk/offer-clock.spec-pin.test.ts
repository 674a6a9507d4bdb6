/** The offer countdowns as the spec states them (uk-and-admin.md sections 4 and 9), copied. */
import {
  BANNER_TICK_MS,
  BATCH_MIN_SLOTS_REMAINING,
  BATCH_REFRESH_MS,
  BATCH_TOTAL_SLOTS,
  DEFAULT_OFFER_BANNER_END,
  DEFAULT_OFFER_NAV_END,
  NAV_BADGE_RECHECK_MS,
  OFFER_ENDED_MESSAGE,
} from './offer-clock.ts';

describe('the offer countdowns, as the spec states them', () => {
  it('runs the banner to 31 July 2025 23:59:59 UAE time, updating each second, and the badge to 1 August 2025 00:00 UTC, re-checked every 60 s', () => {
    expect(new Date(DEFAULT_OFFER_BANNER_END).toISOString()).toBe('2025-07-31T19:59:59.000Z');
    expect(new Date(DEFAULT_OFFER_NAV_END).toISOString()).toBe('2025-08-01T00:00:00.000Z');
    expect(BANNER_TICK_MS).toBe(1000);
    expect(NAV_BADGE_RECHECK_MS).toBe(60000);
  });

  it('says the limited-time offer has ended afterwards', () => {
    expect(OFFER_ENDED_MESSAGE).toBe('This limited-time offer has ended.');
  });

  it('counts 25 slots a batch, never fewer than 3 remaining, refreshed hourly', () => {
    expect(BATCH_TOTAL_SLOTS).toBe(25);
    expect(BATCH_MIN_SLOTS_REMAINING).toBe(3);
    expect(BATCH_REFRESH_MS).toBe(3600000);
  });
});
