/** /uk/corporate-tax content (spec sections 2 and 9). Profit-level savings are computed from the rates. */
import { SALES_TAX_RATE_VALUES as R } from './claims.ts';
import type { Benefit, FreeZone } from './types.ts';

/** The six-row free-zone table. */
export const FREE_ZONES: readonly FreeZone[] = [
  { zone: 'DMCC', corporateTax: '0% on qualifying income', duration: '50 years', activities: 'Trading, commodities, technology', highlight: 'World’s leading free zone' },
  { zone: 'DIFC', corporateTax: '0% on qualifying income', duration: '50 years', activities: 'Financial services, fintech, wealth management', highlight: 'English common-law courts' },
  { zone: 'JAFZA', corporateTax: '0% on qualifying income', duration: '15-50 years', activities: 'Logistics, manufacturing, trading', highlight: 'Next to Jebel Ali port' },
  { zone: 'Dubai Internet City', corporateTax: '0% on qualifying income', duration: '15-50 years', activities: 'Technology, software, digital', highlight: 'Home of global tech firms' },
  { zone: 'Dubai South', corporateTax: '0% on qualifying income', duration: 'Permanent', activities: 'Aviation, logistics, e-commerce', highlight: 'Beside Al Maktoum airport' },
  { zone: 'IFZA', corporateTax: '0% on qualifying income', duration: 'Permanent', activities: 'Consulting, services, general trading', highlight: 'Low-cost licences' },
];

export type ProfitLevel = {
  profitLevel: number;
  ukTax: number;
  /** Dubai corporate tax at 0% (free zone) to 9% (mainland). */
  dubaiTax: { min: number; max: number };
  annualSaving: { min: number; max: number };
  fiveYearSaving: { min: number; max: number };
};

export const SAVING_YEARS = 5;

/** A profit level's UK tax at 25% against Dubai at 0-9%, with the annual and five-year savings. */
export function profitLevel(profit: number): ProfitLevel {
  const ukTax = profit * R.ukCorporate;
  const dubaiTax = { min: profit * R.dubaiCorporateMin, max: profit * R.dubaiCorporateMax };
  const annualSaving = { min: ukTax - dubaiTax.max, max: ukTax - dubaiTax.min };
  return {
    profitLevel: profit,
    ukTax,
    dubaiTax,
    annualSaving,
    fiveYearSaving: { min: annualSaving.min * SAVING_YEARS, max: annualSaving.max * SAVING_YEARS },
  };
}

/** The four-row profit-level savings table: £100k, £500k, £1m, £2m. */
export const PROFIT_LEVELS: readonly ProfitLevel[] = [100_000, 500_000, 1_000_000, 2_000_000].map(profitLevel);

export const CORPORATE_TAX_BENEFITS: readonly Benefit[] = [
  { title: '0% on Qualifying Income', description: 'Free-zone companies pay no corporate tax on qualifying income.', ukProblem: '25% corporation tax on profits over £250k', dubaiSolution: '0% in free zones, 9% on the mainland' },
  { title: 'Guaranteed Tax Holidays', description: 'Free-zone guarantees of 15-50 years, 50 years or permanent.', ukProblem: 'Rates changed by every budget', dubaiSolution: 'Long-term written guarantees' },
  { title: 'No Withholding Tax', description: 'Pay dividends and interest abroad without deductions.', ukProblem: 'Dividend tax on every payout', dubaiSolution: '0% withholding tax' },
];
