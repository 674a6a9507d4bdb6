import { lastDayOfMonth, rangeParts } from './analytics-counters.ts';

describe('how a range of days is read: whole months as month items, the days around them as day items', () => {
  it('reads a year ending mid-month as the whole months and the days of the last, partial month', () => {
    expect(rangeParts('2032-01-01', '2032-12-30')).toEqual({ months: { from: '2032-01', to: '2032-11' }, days: [{ from: '2032-12-01', to: '2032-12-30' }] });
  });

  it('reads the partial months at both ends day by day', () => {
    expect(rangeParts('2032-02-10', '2032-04-20')).toEqual({
      months: { from: '2032-03', to: '2032-03' },
      days: [
        { from: '2032-02-10', to: '2032-02-29' },
        { from: '2032-04-01', to: '2032-04-20' },
      ],
    });
  });

  it('reads a range inside one month, or across two partial months, day by day only', () => {
    expect(rangeParts('2031-05-01', '2031-05-02')).toEqual({ days: [{ from: '2031-05-01', to: '2031-05-02' }] });
    expect(rangeParts('2031-05-20', '2031-06-10')).toEqual({ days: [{ from: '2031-05-20', to: '2031-06-10' }] });
  });

  it('reads exactly one whole month as its month item, across a year end too', () => {
    expect(rangeParts('2031-02-01', '2031-02-28')).toEqual({ months: { from: '2031-02', to: '2031-02' }, days: [] });
    expect(rangeParts('2031-12-01', '2032-01-31')).toEqual({ months: { from: '2031-12', to: '2032-01' }, days: [] });
  });

  it('knows the last day of February in leap and common years', () => {
    expect(lastDayOfMonth('2032-02')).toBe('2032-02-29');
    expect(lastDayOfMonth('2031-02')).toBe('2031-02-28');
    expect(lastDayOfMonth('2031-12')).toBe('2031-12-31');
  });
});
