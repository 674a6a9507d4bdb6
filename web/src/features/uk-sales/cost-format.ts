import type { CostUnit } from '#shared/uk/cost-of-living.ts';

const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Pounds as the cost widget shows them: whole amounts without pence ('£2,300'), others to the penny ('£3.80'). */
export function pounds(amount: number): string {
  const text = POUNDS.format(amount);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** A price with its unit: '£2,300/month', '£24,000/year', '£3.80'. */
export function price(amount: number, unit: CostUnit): string {
  return unit === '£' ? pounds(amount) : `${pounds(amount)}${unit.slice(1)}`;
}
