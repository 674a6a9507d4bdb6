/**
 * The Performance tab's figures and recommendations, computed from the window's digests: the 75th percentile of each
 * metric per page and device and for the whole site per device, graded against the thresholds, with 'Not enough data'
 * (no p75) below the minimum number of visits. Recommendations come only from figures with enough data; an automatic
 * fix that is in force stays listed (implemented) so staff can undo it.
 */
import {
  AUTO_FIXES,
  DEVICES,
  VITAL_METRICS,
  VITAL_TARGETS,
  VITALS_RULES,
  vitalStatus,
  type Device,
  type PerformanceReport,
  type Recommendation,
  type SiteSettings,
  type VitalFigure,
  type VitalMetric,
} from '#shared/admin/performance-rules.ts';
import type { VitalsDigest } from '../data/vitals.ts';
import { histogramCount, mergeHistogram, percentile75, type Histogram } from './vitals-histogram.ts';

type Histograms = Record<VitalMetric, Histogram>;
const emptyHistograms = (): Histograms => Object.fromEntries(VITAL_METRICS.map((metric) => [metric, new Map()])) as Histograms;

function figures(histograms: Histograms, minVisits: number): Record<VitalMetric, VitalFigure> {
  return Object.fromEntries(
    VITAL_METRICS.map((metric) => {
      const visits = histogramCount(histograms[metric]);
      if (visits < minVisits) return [metric, { visits }];
      const p75 = percentile75(metric, histograms[metric])!;
      return [metric, { visits, p75, status: vitalStatus(metric, p75) }];
    }),
  ) as Record<VitalMetric, VitalFigure>;
}

const format = (metric: VitalMetric, value: number) => (metric === 'CLS' ? String(value) : `${value} ms`);
const deviceName = (device: Device) => (device === 'phone' ? 'phones' : 'desktops');

/** Is an automatic fix's setting in force? */
const fixInForce = (id: keyof typeof AUTO_FIXES, settings: SiteSettings) =>
  Object.entries(AUTO_FIXES[id].apply).every(([key, value]) => settings[key as keyof SiteSettings] === value);

function recommendationsFor(report: Omit<PerformanceReport, 'recommendations'>, settings: SiteSettings): Recommendation[] {
  const list: Recommendation[] = [];
  const slowInp = report.site.filter((row) => row.metrics.INP.status && row.metrics.INP.status !== 'good');
  const deferred = fixInForce('defer-marketing-tags', settings);
  if (slowInp.length > 0 || deferred) {
    const evidence = slowInp.map((row) => `${format('INP', row.metrics.INP.p75!)} on ${deviceName(row.device)}`).join(', ');
    list.push({
      id: 'defer-marketing-tags',
      title: 'Load marketing tags at the first interaction',
      description: `${evidence ? `Interaction to Next Paint is ${evidence} (target ${VITAL_TARGETS.INP} ms). ` : ''}Marketing tags load 5 seconds after the page; loading them at the visitor's first tap, click, key or scroll keeps their scripts off the main thread while the page is first used.`,
      category: 'INP',
      impact: slowInp.some((row) => row.metrics.INP.status === 'critical') ? 'high' : 'medium',
      difficulty: 'easy',
      estimatedImprovement: 'Faster response to the first interactions',
      actionType: 'auto',
      implemented: deferred,
      autoFixAvailable: true,
    });
  }
  const advice: Partial<Record<VitalMetric, { title: (page: string) => string; description: string; category: string }>> = {
    LCP: { title: (page) => `Speed up the main content of ${page}`, description: 'Serve the largest image or heading sooner: compress and size the hero image, preload it, and keep render-blocking scripts out of the way.', category: 'LCP' },
    CLS: { title: (page) => `Stop the layout shifting on ${page}`, description: 'Give images, embeds and late banners their space before they load (width and height, reserved boxes).', category: 'CLS' },
    FCP: { title: (page) => `Show the first content of ${page} sooner`, description: 'Inline the critical styles and defer scripts and fonts the first paint does not need.', category: 'FCP' },
    TTFB: { title: (page) => `Answer ${page} faster`, description: 'Check that the page is served from the CDN cache and that nothing before it redirects.', category: 'TTFB' },
  };
  for (const row of report.pages) {
    for (const [metric, text] of Object.entries(advice) as [VitalMetric, NonNullable<(typeof advice)[VitalMetric]>][]) {
      const figure = row.metrics[metric];
      if (!figure.status || figure.status === 'good') continue;
      list.push({
        id: `${metric.toLowerCase()}:${row.page}:${row.device}`,
        title: text.title(row.page),
        description: `${metric} is ${format(metric, figure.p75!)} on ${deviceName(row.device)} over ${figure.visits} visits (target ${format(metric, VITAL_TARGETS[metric])}). ${text.description}`,
        category: text.category,
        impact: figure.status === 'critical' ? 'high' : 'medium',
        difficulty: 'medium',
        estimatedImprovement: `${metric} down to ${format(metric, VITAL_TARGETS[metric])}`,
        actionType: 'manual',
        implemented: false,
        autoFixAvailable: false,
      });
    }
  }
  return list;
}

/** The report of the window from `from` to `to` (both YYYY-MM-DD). */
export function buildReport(digests: VitalsDigest[], settings: SiteSettings, range: { from: string; to: string }): PerformanceReport {
  const { minVisits, windowDays } = VITALS_RULES;
  const byPage = new Map<string, { page: string; device: Device; histograms: Histograms }>();
  const bySite = new Map<Device, Histograms>(DEVICES.map((device) => [device, emptyHistograms()]));
  for (const digest of digests) {
    const key = `${digest.page}#${digest.device}`;
    const entry = byPage.get(key) ?? { page: digest.page, device: digest.device, histograms: emptyHistograms() };
    byPage.set(key, entry);
    for (const metric of VITAL_METRICS) {
      mergeHistogram(entry.histograms[metric], digest.histograms[metric]);
      mergeHistogram(bySite.get(digest.device)![metric], digest.histograms[metric]);
    }
  }
  const pages = [...byPage.values()]
    .sort((a, b) => a.page.localeCompare(b.page) || a.device.localeCompare(b.device))
    .map(({ page, device, histograms }) => ({ page, device, metrics: figures(histograms, minVisits) }));
  const site = DEVICES.map((device) => ({ device, metrics: figures(bySite.get(device)!, minVisits) }));
  const base = { windowDays, minVisits, from: range.from, to: range.to, site, pages, settings };
  return { ...base, recommendations: recommendationsFor(base, settings) };
}
