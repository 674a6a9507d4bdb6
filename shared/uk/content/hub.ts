/** /uk hub content (spec section 2): reason cards and calculator examples. */
import { calculateTax } from '../tax-engine.ts';
import type { TaxCalculationResult } from '../tax-engine.ts';
import { UK_SALES_PAGES } from './pages.ts';

/** The seven reason cards, one per sales page, with its route. */
export const HUB_REASON_CARDS = UK_SALES_PAGES.map((page) => ({ ...page.reason, route: page.route, pageId: page.id }));

/** The hub's calculator examples: what the calculator gives for typical profits (dividend method). */
export const HUB_CALCULATOR_EXAMPLES: ReadonlyArray<{ label: string; result: TaxCalculationResult }> = [
  { label: 'Consultant', profit: 100_000 },
  { label: 'Agency owner', profit: 250_000 },
  { label: 'Established business', profit: 500_000 },
].map(({ label, profit }) => ({ label, result: calculateTax({ profit, method: 'dividend' }) }));

/** The hub's analytics panel shows only with ?admin=true. */
export function showsAnalyticsPanel(search: string): boolean {
  return new URLSearchParams(search).get('admin') === 'true';
}
