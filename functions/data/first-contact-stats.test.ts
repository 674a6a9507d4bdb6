import { bucketOf, firstContactMeasure, type DayCounts } from './first-contact-stats.ts';

/** A day's counters with first contacts in the given 15-minute buckets (96: after 24 hours). */
const day = (date: string, leads: number, contactBuckets: number[]): DayCounts => {
  const buckets = Array.from({ length: 97 }, () => 0);
  for (const bucket of contactBuckets) buckets[bucket] += 1;
  return { day: date, leads, contacted: contactBuckets.length, withinPromise: contactBuckets.filter((bucket) => bucket < 96).length, buckets };
};

describe('the first-contact measure from the day counters', () => {
  it('files a first contact by the 15 minutes it fell in, and one at or after the deadline beyond 24 hours', () => {
    expect(bucketOf('2026-11-26T09:00:00.000Z', '2026-11-26T09:14:59.999Z')).toBe(0);
    expect(bucketOf('2026-11-26T09:00:00.000Z', '2026-11-26T09:15:00.000Z')).toBe(1);
    expect(bucketOf('2026-11-26T09:00:00.000Z', '2026-11-27T08:59:59.999Z')).toBe(95);
    expect(bucketOf('2026-11-26T09:00:00.000Z', '2026-11-27T09:00:00.000Z')).toBe(96);
  });

  it('gives the share within the promise and the median over the days of the window only', () => {
    const days = [day('2026-11-10', 2, [0, 4]), day('2026-11-11', 2, [8]), day('2026-11-20', 5, [0, 0, 0, 0, 0])];

    expect(firstContactMeasure(days, '2026-11-05', '2026-11-11')).toEqual({
      from: '2026-11-05',
      to: '2026-11-11',
      leads: 4,
      withinPromise: 3,
      sharePercent: 75,
      // The middle of 4 leads falls at the end of the 60-74 minute bucket (the second of 4 contacts)
      medianMinutes: 75,
      medianBeyondPromise: false,
    });
  });

  it('says the median lies beyond 24 hours when most leads were answered late or not at all', () => {
    expect(firstContactMeasure([day('2026-11-10', 3, [2, 96])], '2026-11-10', '2026-11-10')).toEqual({
      from: '2026-11-10',
      to: '2026-11-10',
      leads: 3,
      withinPromise: 1,
      sharePercent: 33,
      medianMinutes: null,
      medianBeyondPromise: true,
    });
  });

  it('has no share and no median for days without leads', () => {
    expect(firstContactMeasure([], '2026-11-01', '2026-11-07')).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
      leads: 0,
      withinPromise: 0,
      sharePercent: null,
      medianMinutes: null,
      medianBeyondPromise: false,
    });
  });
});
