import { bucketOf, bucketValue, percentile75 } from './vitals-histogram.ts';

const histogramOf = (metric: 'LCP' | 'CLS', values: number[]) => {
  const histogram = new Map<number, number>();
  for (const value of values) histogram.set(bucketOf(metric, value), (histogram.get(bucketOf(metric, value)) ?? 0) + 1);
  return histogram;
};

describe('Web Vitals histograms', () => {
  it('gives back a value within 2.5 % (or 1 ms) of itself', () => {
    for (const value of [1, 37, 812, 2500, 4000, 60_000]) {
      const back = bucketValue('LCP', bucketOf('LCP', value));
      expect(Math.abs(back - value)).toBeLessThanOrEqual(Math.max(value * 0.025, 1));
    }
    expect(Math.abs(bucketValue('CLS', bucketOf('CLS', 0.1)) - 0.1)).toBeLessThanOrEqual(0.0026);
  });

  it('reads the 75th percentile: the 3rd of 4 visits, the 75th of 100', () => {
    expect(Math.abs(percentile75('LCP', histogramOf('LCP', [1000, 2000, 3000, 9000]))! - 3000)).toBeLessThanOrEqual(3000 * 0.026);
    const hundred = Array.from({ length: 100 }, (_, i) => (i + 1) * 100);
    expect(Math.abs(percentile75('LCP', histogramOf('LCP', hundred))! - 7500)).toBeLessThanOrEqual(7500 * 0.026);
  });

  it('puts zero and sub-unit values in the first bucket and says nothing for an empty histogram', () => {
    expect(bucketOf('CLS', 0)).toBe(0);
    expect(percentile75('CLS', histogramOf('CLS', [0, 0, 0, 0.3]))).toBe(0);
    expect(percentile75('LCP', new Map())).toBeUndefined();
  });
});
