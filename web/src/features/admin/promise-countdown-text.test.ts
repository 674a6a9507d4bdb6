import { promiseCountdown } from './promise-countdown-text.ts';

const ARRIVED = '2026-11-26T21:50:00.000Z';
/** The moment `minutes` after the lead arrived. */
const after = (minutes: number) => new Date(Date.parse(ARRIVED) + minutes * 60_000);

describe("a waiting lead's countdown", () => {
  it('reads 24 hours left as the lead arrives, and hours and minutes left after', () => {
    expect(promiseCountdown(ARRIVED, after(0))).toMatchObject({ state: 'on-time', text: '24 h left' });
    expect(promiseCountdown(ARRIVED, after(18 * 60 + 48))).toMatchObject({ state: 'on-time', text: '5 h 12 min left' });
  });

  it('turns amber and says "Due soon" in the last 4 hours', () => {
    expect(promiseCountdown(ARRIVED, after(20 * 60 - 1))).toMatchObject({ state: 'on-time', text: '4 h 1 min left' });
    expect(promiseCountdown(ARRIVED, after(20 * 60))).toMatchObject({ state: 'due-soon', text: 'Due soon: 4 h left' });
    expect(promiseCountdown(ARRIVED, after(23 * 60 + 15))).toMatchObject({ state: 'due-soon', text: 'Due soon: 45 min left' });
  });

  it('reads "1 min left" until the very deadline, never "0 min left"', () => {
    expect(promiseCountdown(ARRIVED, new Date(Date.parse(ARRIVED) + 24 * 3_600_000 - 1_000)).text).toBe('Due soon: 1 min left');
  });

  it('turns red at the deadline and says how long ago the promise was broken', () => {
    expect(promiseCountdown(ARRIVED, after(24 * 60))).toMatchObject({ state: 'broken', text: 'Promise broken just now' });
    expect(promiseCountdown(ARRIVED, after(26 * 60))).toMatchObject({ state: 'broken', text: 'Promise broken 2 h ago' });
    expect(promiseCountdown(ARRIVED, after(24 * 60 + 3 * 24 * 60))).toMatchObject({ state: 'broken', text: 'Promise broken 3 days ago' });
  });

  it('gives the deadline 24 elapsed hours after arrival, across midnight', () => {
    expect(promiseCountdown(ARRIVED, after(1)).deadline).toBe('2026-11-27T21:50:00.000Z');
  });
});
