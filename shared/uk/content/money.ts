import { formatPounds } from '../tax-engine.ts';

export { formatPounds };

/** Millions with two decimals: 2,333,400 -> '£2.33M'. */
export function formatMillions(amount: number): string {
  return `£${(amount / 1_000_000).toFixed(2)}M`;
}

/** Compact pounds as the sales tables write them: 270,000 -> '£270k', 1,800,000 -> '£1.8m', 25,000,000 -> '£25m'. */
export function formatCompactPounds(amount: number): string {
  if (amount >= 1_000_000) return `£${Number((amount / 1_000_000).toFixed(2))}m`;
  if (amount >= 1_000) return `£${Number((amount / 1_000).toFixed(1))}k`;
  return formatPounds(amount);
}

/** Adds amounts exactly (whole pounds). */
export function sum(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}
