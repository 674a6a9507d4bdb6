/**
 * How sure the difference between two landing variants is (issue 26, "What staff see"): a two-proportion z-test with
 * the pooled proportion, two-sided, over the same visitors on both sides: a variant's consented page views and the
 * conversions those visits reported with the beacon. The confidence shown is 1 - p, rounded down to a whole percent.
 * The normal approximation needs enough data: each side needs at least 5 expected conversions and 5 expected
 * non-conversions at the pooled rate, else the answer is "too little data" instead of a number that means nothing.
 */
import type { VariantComparison, VariantRate, VariantReport } from '../admin/analytics-contract.ts';
import { CLAIMS } from '../uk/content/claims.ts';
import { VARIANT_STATEMENTS } from './analytics-messages.ts';

/** The spec's form conversion target (uk-and-admin.md "form conversion target at least 5%"), held in CLAIMS. */
export const CONVERSION_TARGET_PERCENT = CLAIMS.formConversionTargetPercent;

/** The least expected count on each side (pooled rate times views, and its complement) for the test to be valid. */
export const MIN_EXPECTED = 5;

/** One variant's counts over a range. */
export type VariantCounts = { page: string; views: number; conversions: number };

/**
 * The conversions counted against the views: never more than the views (a visit that converts twice is one visit
 * that converted, and a rate above 100% has no meaning for the test).
 */
const successes = (counts: VariantCounts) => Math.min(Math.max(0, counts.conversions), Math.max(0, counts.views));

/**
 * erfc(x) for x >= 0, by the continued fraction of the upper incomplete gamma function (Numerical Recipes' `erfcc`
 * would do too; this one is accurate to about 1e-15, far below the whole percent shown).
 */
function erfc(x: number): number {
  if (x < 0) return 2 - erfc(-x);
  if (x < 2) {
    // Series of erf for small x: erf(x) = 2/sqrt(pi) * sum (-1)^n x^(2n+1) / (n! (2n+1)).
    let term = x;
    let sum = x;
    for (let n = 1; n < 200; n += 1) {
      term *= (-x * x) / n;
      const add = term / (2 * n + 1);
      sum += add;
      if (Math.abs(add) < 1e-17 * Math.abs(sum)) break;
    }
    return 1 - (2 / Math.sqrt(Math.PI)) * sum;
  }
  // Lentz's continued fraction: erfc(x) = exp(-x^2)/sqrt(pi) * 1/(x + 1/2/(x + 1/(x + 3/2/(x + 2/(x + ...))))).
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let n = 1; n < 500; n += 1) {
    const a = n / 2;
    d = x + a * d;
    d = Math.abs(d) < tiny ? tiny : d;
    c = x + a / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) / Math.sqrt(Math.PI) / f;
}

/** The two-sided p-value of a standard normal statistic z. */
export const twoSidedP = (z: number) => erfc(Math.abs(z) / Math.SQRT2);

/** A variant's rate against the target (`ratePercent` null without views). */
export function variantRate(counts: VariantCounts, targetPercent = CONVERSION_TARGET_PERCENT): VariantRate {
  const ratePercent = counts.views > 0 ? (successes(counts) / counts.views) * 100 : null;
  return { page: counts.page, views: counts.views, conversions: counts.conversions, ratePercent, meetsTarget: ratePercent !== null && ratePercent >= targetPercent };
}

/** The pooled two-proportion z statistic of a against b, or undefined when the test is not valid (MIN_EXPECTED). */
export function pooledZ(a: VariantCounts, b: VariantCounts): number | undefined {
  const [xa, xb] = [successes(a), successes(b)];
  const pooled = (xa + xb) / (a.views + b.views);
  const enough = (views: number) => views * pooled >= MIN_EXPECTED && views * (1 - pooled) >= MIN_EXPECTED;
  if (!enough(a.views) || !enough(b.views)) return undefined;
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / a.views + 1 / b.views));
  return (xa / a.views - xb / b.views) / standardError;
}

/**
 * Compares two variants: the one converting better first (`a`; the first given when equal), with the ratio of the
 * rates, the confidence and the statement to show; or the reason they cannot be compared.
 */
export function compareVariants(first: VariantCounts, second: VariantCounts): VariantComparison {
  const [rateFirst, rateSecond] = [variantRate(first), variantRate(second)];
  const notCompared = (outcome: VariantComparison['outcome'], statement: string): VariantComparison => ({
    outcome,
    a: rateFirst,
    b: rateSecond,
    ratio: null,
    confidencePercent: null,
    statement,
  });
  if (first.views <= 0 || second.views <= 0) {
    const missing = first.views <= 0 && second.views <= 0 ? VARIANT_STATEMENTS.noViewsAtAll : VARIANT_STATEMENTS.noViews(first.views <= 0 ? first.page : second.page);
    return notCompared('no-views', missing);
  }
  if (successes(first) === 0 && successes(second) === 0) return notCompared('no-conversions', VARIANT_STATEMENTS.noConversions(first.page, second.page));
  const swap = rateSecond.ratePercent! > rateFirst.ratePercent!;
  const [a, b] = swap ? [second, first] : [first, second];
  const [rateA, rateB] = swap ? [rateSecond, rateFirst] : [rateFirst, rateSecond];
  const z = pooledZ(a, b);
  if (z === undefined) return { ...notCompared('too-little-data', VARIANT_STATEMENTS.tooLittleData(a.page, b.page)), a: rateA, b: rateB };
  const confidencePercent = Math.floor((1 - twoSidedP(z)) * 100);
  const ratio = rateB.ratePercent! > 0 ? rateA.ratePercent! / rateB.ratePercent! : null;
  const statement =
    rateA.ratePercent === rateB.ratePercent
      ? VARIANT_STATEMENTS.same(a.page, b.page)
      : ratio === null
        ? VARIANT_STATEMENTS.betterThanNone(a.page, b.page, confidencePercent)
        : VARIANT_STATEMENTS.better(a.page, b.page, ratio, confidencePercent);
  return { outcome: 'compared', a: rateA, b: rateB, ratio, confidencePercent, statement };
}

/**
 * Every landing variant side by side (in the order given): each one's rate against the target, and the best
 * converting variant with views compared with each other variant with views; with fewer than two variants with views,
 * one result that says why.
 */
export function compareLandingVariants(variants: readonly VariantCounts[], targetPercent = CONVERSION_TARGET_PERCENT): VariantReport {
  const rates = variants.map((counts) => variantRate(counts, targetPercent));
  const withViews = variants.filter((counts) => counts.views > 0);
  if (withViews.length === 0) {
    const first = rates[0] ?? variantRate({ page: '', views: 0, conversions: 0 }, targetPercent);
    return { targetPercent, rates, comparisons: [{ outcome: 'no-views', a: first, ratio: null, confidencePercent: null, statement: VARIANT_STATEMENTS.noViewsAtAll }] };
  }
  if (withViews.length === 1) {
    const only = variantRate(withViews[0]!, targetPercent);
    return { targetPercent, rates, comparisons: [{ outcome: 'one-variant', a: only, ratio: null, confidencePercent: null, statement: VARIANT_STATEMENTS.oneVariant(only.page) }] };
  }
  const rateOf = (counts: VariantCounts) => successes(counts) / counts.views;
  const best = withViews.reduce((leader, counts) => (rateOf(counts) > rateOf(leader) ? counts : leader));
  const comparisons = withViews.filter((counts) => counts !== best).map((counts) => compareVariants(best, counts));
  // compareVariants rates against the default target: the report's own target decides meetsTarget everywhere.
  const withTarget = (rate: VariantRate | undefined) => (rate ? { ...rate, meetsTarget: rate.ratePercent !== null && rate.ratePercent >= targetPercent } : rate);
  return { targetPercent, rates, comparisons: comparisons.map((comparison) => ({ ...comparison, a: withTarget(comparison.a)!, b: withTarget(comparison.b) })) };
}
