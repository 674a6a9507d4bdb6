import type { VitalsDigest } from '../data/vitals.ts';
import { buildReport } from './build-report.ts';
import { bucketOf } from './vitals-histogram.ts';

type Metric = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
/** A digest with `visits` visits each measuring `values`. */
function digest(page: string, device: 'phone' | 'desktop', visits: number, values: Partial<Record<Metric, number>>, day = '2026-11-20'): VitalsDigest {
  const histograms = { LCP: new Map(), INP: new Map(), CLS: new Map(), FCP: new Map(), TTFB: new Map() } as VitalsDigest['histograms'];
  for (const [metric, value] of Object.entries(values) as [Metric, number][]) histograms[metric].set(bucketOf(metric, value), visits);
  return { day, page, device, histograms };
}
const range = { from: '2026-11-16', to: '2026-11-22' };
const delay = { tagLoadTrigger: 'delay' } as const;

describe('the Performance report', () => {
  it('says "not enough data" (no p75) below 20 visits, and grades a figure from 20 visits on', () => {
    // Prepare: our own minimum (20 visits) pinned here.
    const report = buildReport([digest('/uk', 'phone', 19, { LCP: 3000 }), digest('/', 'phone', 20, { LCP: 3000 })], delay, range);

    const uk = report.pages.find((row) => row.page === '/uk')!;
    const home = report.pages.find((row) => row.page === '/')!;
    expect(uk.metrics.LCP).toEqual({ visits: 19 });
    expect(home.metrics.LCP).toMatchObject({ visits: 20, status: 'warning' });
    expect(Math.abs(home.metrics.LCP.p75! - 3000)).toBeLessThanOrEqual(75);
  });

  it.each([
    ['LCP', 2400, 'good'], ['LCP', 2700, 'warning'], ['LCP', 4300, 'critical'],
    ['FCP', 1750, 'good'], ['FCP', 1900, 'warning'], ['FCP', 3200, 'critical'],
    ['CLS', 0.09, 'good'], ['CLS', 0.12, 'warning'], ['CLS', 0.3, 'critical'],
    ['TTFB', 780, 'good'], ['TTFB', 900, 'warning'], ['TTFB', 1900, 'critical'],
    ['INP', 190, 'good'], ['INP', 220, 'warning'], ['INP', 600, 'critical'],
  ] as const)('grades %s at %s as %s (spec section 9 thresholds; INP 200/500 ms)', (metric, value, status) => {
    const report = buildReport([digest('/', 'desktop', 30, { [metric]: value })], delay, range);
    expect(report.site.find((row) => row.device === 'desktop')!.metrics[metric].status).toBe(status);
  });

  it('keeps phones and desktops apart and sums the days of the window', () => {
    const report = buildReport(
      [digest('/', 'phone', 15, { LCP: 2000 }, '2026-11-20'), digest('/', 'phone', 15, { LCP: 2000 }, '2026-11-21'), digest('/', 'desktop', 5, { LCP: 900 })],
      delay,
      range,
    );
    expect(report.site.map((row) => [row.device, row.metrics.LCP.visits])).toEqual([['phone', 30], ['desktop', 5]]);
    expect(report.pages.map((row) => [row.page, row.device])).toEqual([['/', 'desktop'], ['/', 'phone']]);
  });

  it('has no figures and no recommendations without data', () => {
    const report = buildReport([], delay, range);
    expect(report.pages).toEqual([]);
    expect(report.site.every((row) => Object.values(row.metrics).every((figure) => figure.visits === 0 && figure.p75 === undefined))).toBe(true);
    expect(report.recommendations).toEqual([]);
  });

  it('recommends loading tags at the first interaction when INP misses its target, with an automatic fix, and keeps it listed once implemented', () => {
    const slow = buildReport([digest('/', 'phone', 25, { INP: 350 })], delay, range);
    const implemented = buildReport([], { tagLoadTrigger: 'interaction' }, range);

    expect(slow.recommendations).toEqual([expect.objectContaining({ id: 'defer-marketing-tags', autoFixAvailable: true, implemented: false, impact: 'medium' })]);
    expect(implemented.recommendations).toEqual([expect.objectContaining({ id: 'defer-marketing-tags', implemented: true })]);
  });

  it('recommends manual work for a page whose LCP is poor on phones, naming the figure', () => {
    const report = buildReport([digest('/uk-dubai', 'phone', 40, { LCP: 4500 })], delay, range);

    expect(report.recommendations).toEqual([
      expect.objectContaining({ id: 'lcp:/uk-dubai:phone', actionType: 'manual', autoFixAvailable: false, impact: 'high', category: 'LCP' }),
    ]);
    expect(report.recommendations[0]!.description).toMatch(/^LCP is \d+ ms on phones over 40 visits \(target 2500 ms\)/);
  });
});
