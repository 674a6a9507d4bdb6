/**
 * Web Vitals are kept as per-day histograms, not as raw samples: each value falls in a logarithmic bucket 5 % wide,
 * so the 75th percentile read back is within 2.5 % of the true one, whatever the number of visits, and a day's digest
 * for one page and device is a fixed, small item.
 */
import type { VitalMetric } from '#shared/admin/performance-rules.ts';

const GROWTH = 1.05;
const LOG_GROWTH = Math.log(GROWTH);

/** Values are bucketed in milliseconds, CLS in thousandths, so every metric's scale starts at 1. */
const scaleOf = (metric: VitalMetric) => (metric === 'CLS' ? 1000 : 1);

/** The bucket of a value: 0 below 1 unit, else i where GROWTH^(i-1) <= scaled value < GROWTH^i. */
export function bucketOf(metric: VitalMetric, value: number): number {
  const scaled = value * scaleOf(metric);
  if (scaled < 1) return 0;
  return Math.floor(Math.log(scaled) / LOG_GROWTH) + 1;
}

/** The value a bucket stands for: the geometric middle of its range, in the metric's own unit. */
export function bucketValue(metric: VitalMetric, bucket: number): number {
  if (bucket === 0) return 0;
  const value = GROWTH ** (bucket - 0.5) / scaleOf(metric);
  return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
}

/** bucket -> number of visits. */
export type Histogram = Map<number, number>;

/** The total count of a histogram. */
export const histogramCount = (histogram: Histogram) => [...histogram.values()].reduce((sum, count) => sum + count, 0);

/** Adds `from` into `into` (summing days). */
export function mergeHistogram(into: Histogram, from: Histogram): Histogram {
  for (const [bucket, count] of from) into.set(bucket, (into.get(bucket) ?? 0) + count);
  return into;
}

/** The 75th percentile: the value of the bucket holding the visit at rank ceil(0.75 n); undefined when empty. */
export function percentile75(metric: VitalMetric, histogram: Histogram): number | undefined {
  const total = histogramCount(histogram);
  if (total === 0) return undefined;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(bucket)!;
    if (seen >= rank) return bucketValue(metric, bucket);
  }
  return undefined;
}
