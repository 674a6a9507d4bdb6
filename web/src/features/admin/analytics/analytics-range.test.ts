import { parseAnalyticsRange, writeAnalyticsRange } from './analytics-range.ts';

// 2026-11-26 21:30 UTC is already 2026-11-27 in Dubai (UTC+4).
const now = new Date('2026-11-26T21:30:00.000Z');
const parse = (query: string) => parseAnalyticsRange(new URLSearchParams(query), now);

describe("the Analytics view's range in the address bar", () => {
  it('is the last 30 Dubai days, today included, without a range in the address', () => {
    expect(parse('tab=overview')).toEqual({ choice: '30', from: '2026-10-29', to: '2026-11-27' });
  });

  it('reads the 7, 90 and 365 day presets, and falls back to 30 days for an unknown one', () => {
    expect(parse('range=7')).toEqual({ choice: '7', from: '2026-11-21', to: '2026-11-27' });
    expect(parse('range=365').from).toBe('2025-11-28');
    expect(parse('range=12').choice).toBe('30');
  });

  it('reads a custom range, putting reversed days in order and cutting a range longer than 400 days or past today', () => {
    expect(parse('range=custom&from=2026-11-01&to=2026-11-10')).toEqual({ choice: 'custom', from: '2026-11-01', to: '2026-11-10' });
    expect(parse('range=custom&from=2026-11-10&to=2026-11-01')).toEqual({ choice: 'custom', from: '2026-11-01', to: '2026-11-10' });
    expect(parse('range=custom&from=2020-01-01&to=2026-12-31')).toEqual({ choice: 'custom', from: '2025-10-24', to: '2026-11-27' });
  });

  it('falls back to 30 days for a custom range with an impossible day', () => {
    expect(parse('range=custom&from=2026-02-30&to=2026-03-02').choice).toBe('30');
  });

  it('writes a preset as its length only (the default as nothing) and a custom range as its two days, keeping the tab', () => {
    const params = new URLSearchParams('tab=overview&range=custom&from=2026-11-01&to=2026-11-02');
    expect(writeAnalyticsRange(params, { choice: '90' }).toString()).toBe('tab=overview&range=90');
    expect(writeAnalyticsRange(params, { choice: '30' }).toString()).toBe('tab=overview');
    expect(writeAnalyticsRange(new URLSearchParams('tab=overview'), { choice: 'custom', from: '2026-11-03', to: '2026-11-05' }).toString()).toBe(
      'tab=overview&range=custom&from=2026-11-03&to=2026-11-05',
    );
  });
});
