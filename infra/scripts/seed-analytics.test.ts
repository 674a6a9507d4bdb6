import { analyticsYearItems } from './seed-analytics.ts';

describe('the benchmark\'s year of analytics counters', () => {
  const items = analyticsYearItems({ lastDay: '2026-11-26' });
  const pageDays = items.filter((item) => String(item.pk).startsWith('ANALYTICS#PAGE#') && String(item.sk).startsWith('DAY#'));
  const pageMonths = items.filter((item) => String(item.pk).startsWith('ANALYTICS#PAGE#') && String(item.sk).startsWith('MONTH#'));

  it('holds exactly 2,000,000 page views over 365 days of every counted page', () => {
    expect(pageDays.reduce((sum, item) => sum + Number(item.views), 0)).toBe(2_000_000);
    expect(new Set(pageDays.map((item) => item.day)).size).toBe(365);
    expect(new Set(pageDays.map((item) => item.page)).size).toBe(24);
    expect(pageDays.length).toBe(24 * 365);
    expect(pageDays.map((item) => item.day).sort()[0]).toBe('2025-11-27');
    expect(pageDays.every((item) => Number(item['views#phone']) + Number(item['views#desktop']) === Number(item.views))).toBe(true);
  });

  it('lists 50 campaigns a day and the rest as "(other)", like a day of beacons at the cap', () => {
    const campaignDays = items.filter((item) => String(item.sk).startsWith('DAY#') && String(item.sk).endsWith('#utm#campaign'));
    expect(campaignDays.length).toBe(365);
    expect(campaignDays.every((item) => item.distinct === 50 && Object.keys(item).filter((name) => name.startsWith('v#')).length === 51)).toBe(true);
  });

  it("holds each month's items as the sum of its days, as the beacons' ADDs to both leave them (13 months touched by the year)", () => {
    expect(new Set(pageMonths.map((item) => item.month)).size).toBe(13);
    expect(pageMonths.length).toBe(24 * 13);
    expect(pageMonths.reduce((sum, item) => sum + Number(item.views), 0)).toBe(2_000_000);
    const november2025 = pageMonths.find((item) => item.pk === 'ANALYTICS#PAGE#/uk-4' && item.month === '2025-11')!;
    const itsDays = pageDays.filter((item) => item.page === '/uk-4' && String(item.day).startsWith('2025-11'));
    expect(itsDays.length).toBe(4);
    expect(november2025.views).toBe(itsDays.reduce((sum, item) => sum + Number(item.views), 0));
    expect(november2025.sk).toBe('MONTH#2025-11');
  });

  it('gives the same counters for the same options', () => {
    expect(analyticsYearItems({ lastDay: '2026-11-26', days: 3, views: 1000 })).toEqual(analyticsYearItems({ lastDay: '2026-11-26', days: 3, views: 1000 }));
  });
});
