import type { VitalsDigest } from '../data/vitals.ts';
import { buildTrend } from './build-trend.ts';
import { bucketOf } from './vitals-histogram.ts';

type Metric = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
function digest(day: string, page: string, device: 'phone' | 'desktop', visits: number, values: Partial<Record<Metric, number>>): VitalsDigest {
  const histograms = { LCP: new Map(), INP: new Map(), CLS: new Map(), FCP: new Map(), TTFB: new Map() } as VitalsDigest['histograms'];
  for (const [metric, value] of Object.entries(values) as [Metric, number][]) histograms[metric].set(bucketOf(metric, value), visits);
  return { day, page, device, histograms };
}
const days = ['2026-11-20', '2026-11-21', '2026-11-22'];

describe("the Performance Optimizer's 30-day trend", () => {
  it('merges every page and device of a day into one p75 per metric, once the day has 20 visits', () => {
    const trend = buildTrend(
      [digest('2026-11-21', '/uk', 'phone', 12, { LCP: 3000 }), digest('2026-11-21', '/', 'desktop', 8, { LCP: 3000, CLS: 0.05 })],
      days,
    );

    const day = trend.days.find((entry) => entry.day === '2026-11-21')!;
    expect(day.metrics.LCP).toMatchObject({ visits: 20, status: 'warning' });
    expect(Math.abs(day.metrics.LCP.p75! - 3000)).toBeLessThanOrEqual(75);
    expect(day.metrics.CLS).toEqual({ visits: 8 });
  });

  it('lists every day of the window, a day without visits with zero visits and no figure, so the chart has its whole axis', () => {
    const trend = buildTrend([], days);

    expect(trend.from).toBe('2026-11-20');
    expect(trend.to).toBe('2026-11-22');
    expect(trend.days.map((entry) => entry.day)).toEqual(days);
    expect(trend.days[0]!.metrics).toEqual({ LCP: { visits: 0 }, INP: { visits: 0 }, CLS: { visits: 0 }, FCP: { visits: 0 }, TTFB: { visits: 0 } });
  });

  it("names the spec's targets beside the figures: FCP 1.8 s, LCP 2.5 s, CLS 0.1, INP 200 ms and the 300 KB script budget", () => {
    const trend = buildTrend([], days);

    expect(trend.targets).toMatchObject({ FCP: 1800, LCP: 2500, CLS: 0.1, INP: 200 });
    expect(trend.scriptBudgetKb).toBe(300);
  });

  it('leaves out a digest of a day outside the window', () => {
    const trend = buildTrend([digest('2026-11-19', '/uk', 'phone', 40, { LCP: 1000 })], days);

    expect(trend.days.every((entry) => entry.metrics.LCP.visits === 0)).toBe(true);
  });
});
