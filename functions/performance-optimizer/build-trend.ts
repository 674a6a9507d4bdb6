/**
 * The Performance Optimizer's 30-day trend (issue 26): the digests of each day merged over every page and device, and
 * the 75th percentile of each metric per day, graded like the tab's figures; a day with fewer than `minVisits` visits
 * for a metric keeps its count and no p75 (one slow visit must not draw a spike).
 */
import { VITAL_METRICS, VITAL_TARGETS, VITALS_RULES, vitalStatus, type VitalFigure, type VitalMetric } from '#shared/admin/performance-rules.ts';
import { SCRIPT_BUDGET_KB, type VitalsTrend } from '#shared/admin/performance-trend-contract.ts';
import type { VitalsDigest } from '../data/vitals.ts';
import { histogramCount, mergeHistogram, percentile75, type Histogram } from './vitals-histogram.ts';

/** The trend of the days `days` (oldest first, YYYY-MM-DD) from their digests. */
export function buildTrend(digests: readonly VitalsDigest[], days: readonly string[]): VitalsTrend {
  const { minVisits } = VITALS_RULES;
  const byDay = new Map<string, Record<VitalMetric, Histogram>>(
    days.map((day) => [day, Object.fromEntries(VITAL_METRICS.map((metric) => [metric, new Map()])) as Record<VitalMetric, Histogram>]),
  );
  for (const digest of digests) {
    const histograms = byDay.get(digest.day);
    if (!histograms) continue;
    for (const metric of VITAL_METRICS) mergeHistogram(histograms[metric], digest.histograms[metric]);
  }
  return {
    from: days[0]!,
    to: days.at(-1)!,
    minVisits,
    days: days.map((day) => {
      const histograms = byDay.get(day)!;
      const metrics = Object.fromEntries(
        VITAL_METRICS.map((metric): [VitalMetric, VitalFigure] => {
          const visits = histogramCount(histograms[metric]);
          if (visits < minVisits) return [metric, { visits }];
          const p75 = percentile75(metric, histograms[metric])!;
          return [metric, { visits, p75, status: vitalStatus(metric, p75) }];
        }),
      ) as Record<VitalMetric, VitalFigure>;
      return { day, metrics };
    }),
    targets: { ...VITAL_TARGETS },
    scriptBudgetKb: SCRIPT_BUDGET_KB,
  };
}
