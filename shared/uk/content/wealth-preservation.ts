/** /uk/wealth-preservation content (spec sections 2 and 9). */
import type { Benefit, Story } from './types.ts';

export type EstateRow = { estate: number; ukTax: number; dubaiTax: number; saving: number; description: string; impact: string };

/**
 * The four estate-size cards. The UK tax figures are the spec's stated ones (40% above £325,000 gives £270k exactly
 * for £1m, while £1.8m, £3.8m and £9.8m are stated a little below the £1.87m, £3.87m and £9.87m the rate gives).
 */
const estate = (row: Omit<EstateRow, 'dubaiTax' | 'saving'>): EstateRow => ({ ...row, dubaiTax: 0, saving: row.ukTax });

export const ESTATE_ROWS: readonly EstateRow[] = [
  estate({ estate: 1_000_000, ukTax: 270_000, description: 'Family home and savings', impact: 'A quarter of the estate lost' }),
  estate({ estate: 5_000_000, ukTax: 1_800_000, description: 'Business owner with property', impact: 'The business may have to be sold' }),
  estate({ estate: 10_000_000, ukTax: 3_800_000, description: 'Established entrepreneur', impact: 'Decades of growth handed to HMRC' }),
  estate({ estate: 25_000_000, ukTax: 9_800_000, description: 'Multi-generational wealth', impact: 'Family legacy cut by almost 40%' }),
];

export const WEALTH_BENEFITS: readonly Benefit[] = [
  { title: 'Zero Inheritance Tax', description: 'Pass on your estate in full.', ukProblem: '40% above £325,000', dubaiSolution: '0% inheritance tax' },
  { title: 'No Capital Gains Tax', description: 'Sell investments and businesses tax-free.', ukProblem: 'Capital gains tax up to 28%', dubaiSolution: '0% capital gains tax' },
  { title: 'DIFC Wills and Foundations', description: 'Common-law succession planning.', ukProblem: 'Complex trusts and probate', dubaiSolution: 'DIFC wills registry and foundations' },
  { title: 'Stable Currency', description: 'The dirham is pegged to the US dollar.', ukProblem: 'Sterling volatility', dubaiSolution: 'USD-pegged AED' },
];

export const WEALTH_STORIES: readonly Story[] = [
  { name: 'Robert Hayes', business: 'Retired manufacturer', quote: 'My children will inherit everything I built.', outcome: '£3.8m of inheritance tax avoided' },
  { name: 'Catherine Lee', business: 'Property portfolio', quote: 'Selling a property no longer means a 28% tax bill.', outcome: 'Reinvested every penny of her gains' },
  { name: 'Michael Ward', business: 'Family office', quote: 'DIFC foundations made succession simple.', outcome: 'Three generations planned for' },
];
