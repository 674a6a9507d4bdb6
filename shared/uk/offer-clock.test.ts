import {
  BATCH_REFRESH_MS,
  batchStatus,
  countdown,
  formatBatchDate,
  navOfferTimeLeft,
  NAV_BADGE_RECHECK_MS,
  nextBatch,
  offerConfig,
  OFFER_ENDED_MESSAGE,
} from './offer-clock.ts';

const at = (iso: string) => new Date(iso);
const day = (iso: string) => nextBatch(at(iso)).toISOString().slice(0, 10);

describe('offer configuration', () => {
  it('ends the banner at 31 July 2025 23:59:59 UAE time and the nav badge at 1 August 2025 00:00 UTC', () => {
    const config = offerConfig();
    expect(config.bannerEnd.toISOString()).toBe('2025-07-31T19:59:59.000Z');
    expect(config.navEnd.toISOString()).toBe('2025-08-01T00:00:00.000Z');
  });

  it('lets the environment move either end date', () => {
    const config = offerConfig({ VITE_OFFER_BANNER_END: '2025-12-31T23:59:59+04:00', VITE_OFFER_NAV_END: '' });
    expect(config.bannerEnd.toISOString()).toBe('2025-12-31T19:59:59.000Z');
    expect(config.navEnd.toISOString()).toBe('2025-08-01T00:00:00.000Z');
  });

  it('refuses an end date without an offset or that is not a date, naming each', () => {
    expect(() => offerConfig({ VITE_OFFER_BANNER_END: '2025-12-31', VITE_OFFER_NAV_END: 'soon' })).toThrow(
      /VITE_OFFER_BANNER_END.*VITE_OFFER_NAV_END/,
    );
    expect(() => offerConfig({ VITE_OFFER_NAV_END: '2025-13-45T00:00:00Z' })).toThrow('VITE_OFFER_NAV_END');
  });
});

describe('countdown banner', () => {
  const end = offerConfig().bannerEnd;

  it('shows days, hours, minutes and seconds left', () => {
    expect(countdown(at('2025-07-29T18:58:57Z'), end)).toEqual({ days: 2, hours: 1, minutes: 1, seconds: 2, ended: false });
  });

  it('shows one second left just before the end', () => {
    expect(countdown(at('2025-07-31T19:59:58Z'), end)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, ended: false });
  });

  it('says the offer has ended at and after the end', () => {
    expect(countdown(end, end)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, ended: true });
    expect(countdown(at('2026-01-01T00:00:00Z'), end).ended).toBe(true);
    expect(OFFER_ENDED_MESSAGE).toMatch(/limited-time offer has ended/);
  });
});

describe('nav offer badge', () => {
  const end = offerConfig().navEnd;

  it('shows days and hours left', () => {
    expect(navOfferTimeLeft(at('2025-07-28T20:30:00Z'), end)).toEqual({ days: 3, hours: 3, ended: false });
    expect(navOfferTimeLeft(at('2025-07-31T23:59:00Z'), end)).toEqual({ days: 0, hours: 0, ended: false });
    expect(navOfferTimeLeft(end, end).ended).toBe(true);
  });

  it('re-checks every minute and the batch every hour', () => {
    expect(NAV_BADGE_RECHECK_MS).toBe(60_000);
    expect(BATCH_REFRESH_MS).toBe(3_600_000);
  });
});

describe('next batch', () => {
  it('is the 15th during the first half of the month, including the 15th itself', () => {
    expect(day('2025-07-01T09:00:00Z')).toBe('2025-07-15');
    expect(day('2025-07-15T22:00:00Z')).toBe('2025-07-15');
  });

  it('is the month end from the 16th, including the month end itself', () => {
    expect(day('2025-07-16T09:00:00Z')).toBe('2025-07-31'); // 31-day month
    expect(day('2025-07-31T12:00:00Z')).toBe('2025-07-31');
    expect(day('2025-04-20T12:00:00Z')).toBe('2025-04-30'); // 30-day month
    expect(day('2025-02-16T12:00:00Z')).toBe('2025-02-28'); // 28-day February
    expect(day('2024-02-28T12:00:00Z')).toBe('2024-02-29'); // leap year
    expect(day('2024-02-29T12:00:00Z')).toBe('2024-02-29');
  });

  it('moves from December to the January 15th', () => {
    expect(day('2025-12-31T12:00:00Z')).toBe('2025-12-31');
    expect(day('2026-01-01T00:30:00Z')).toBe('2026-01-15');
  });

  it('uses the London date, which in summer starts an hour before UTC', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(day('2025-06-30T23:30:00Z')).toBe('2025-07-15');
    expect(day('2025-06-30T22:30:00Z')).toBe('2025-06-30');
  });

  it('shows the batch date in words', () => {
    expect(formatBatchDate(nextBatch(at('2025-07-03T10:00:00Z')))).toBe('15 July 2025');
  });
});

describe('batch progress and slots', () => {
  it('starts each half-month with most of the 25 slots free', () => {
    expect(batchStatus(at('2025-07-01T10:00:00Z'))).toMatchObject({ progressPercent: 7, slotsRemaining: 23, totalSlots: 25 });
    expect(batchStatus(at('2025-07-16T10:00:00Z'))).toMatchObject({ progressPercent: 6, slotsRemaining: 23 }); // 1 of 16
  });

  it('fills as the batch day nears, never leaving fewer than 3 slots', () => {
    expect(batchStatus(at('2025-07-08T10:00:00Z'))).toMatchObject({ progressPercent: 53, slotsRemaining: 12 });
    expect(batchStatus(at('2025-07-14T10:00:00Z'))).toMatchObject({ progressPercent: 93, slotsRemaining: 3 });
    expect(batchStatus(at('2025-07-15T10:00:00Z'))).toMatchObject({ progressPercent: 100, slotsRemaining: 3 });
    expect(batchStatus(at('2025-07-31T10:00:00Z'))).toMatchObject({ progressPercent: 100, slotsRemaining: 3 });
  });

  it('measures the second half by the month length', () => {
    expect(batchStatus(at('2025-02-22T10:00:00Z')).progressPercent).toBe(54); // 7 of 13
    expect(batchStatus(at('2024-02-22T10:00:00Z')).progressPercent).toBe(50); // 7 of 14
    expect(batchStatus(at('2025-04-22T10:00:00Z')).progressPercent).toBe(47); // 7 of 15
    expect(batchStatus(at('2025-02-28T10:00:00Z')).progressPercent).toBe(100);
  });

  it('names the next batch', () => {
    expect(batchStatus(at('2025-12-20T10:00:00Z')).nextBatch.toISOString()).toBe('2025-12-31T00:00:00.000Z');
  });
});
