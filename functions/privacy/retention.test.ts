import { retentionCutoff } from './retention.ts';

describe('the retention cutoff (how far back a lead’s last activity must be to be anonymised)', () => {
  it('is the same day and time 24 calendar months earlier', () => {
    expect(retentionCutoff(new Date('2026-11-26T03:30:00.000Z'), 24).toISOString()).toBe('2024-11-26T03:30:00.000Z');
  });

  it('crosses a year boundary by calendar months', () => {
    expect(retentionCutoff(new Date('2026-02-10T00:00:00.000Z'), 3).toISOString()).toBe('2025-11-10T00:00:00.000Z');
  });

  it('takes the last day of a shorter month (31 March minus one month is the end of February)', () => {
    expect(retentionCutoff(new Date('2026-03-31T12:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(retentionCutoff(new Date('2028-02-29T12:00:00.000Z'), 24).toISOString()).toBe('2026-02-28T12:00:00.000Z');
  });
});
