/** /uk/tax-savings content (spec sections 2 and 9). */
import { DAILY_SAVING, HEADLINE_ANNUAL_SAVING, HEADLINE_BREAKDOWN, headlineAmount, SALES_TAX_RATES } from './claims.ts';
import type { CaseStudy, TaxComparisonRow } from './types.ts';

const { uk, dubai } = SALES_TAX_RATES;

export const TAX_SAVINGS_HEADLINE = {
  annualSaving: HEADLINE_ANNUAL_SAVING,
  dailySaving: DAILY_SAVING,
} as const;

/** The UK-versus-Dubai rate comparison. */
export const TAX_COMPARISON_ROWS: readonly TaxComparisonRow[] = [
  { category: 'Personal Income Tax', ukRate: uk.personal, dubaiRate: dubai.personal, annualSaving: headlineAmount('personal'), persona: 'Director on a £200k salary' },
  { category: 'Corporate Tax', ukRate: uk.corporate, dubaiRate: dubai.corporate, annualSaving: headlineAmount('corporate'), persona: 'Company with £500k profit' },
  { category: 'VAT', ukRate: uk.vat, dubaiRate: dubai.vat, annualSaving: headlineAmount('vat'), persona: 'Business with £100k of VAT-able sales a year' },
  { category: 'Inheritance Tax', ukRate: uk.inheritance, dubaiRate: dubai.inheritance, annualSaving: headlineAmount('inheritance'), persona: 'Family estate planning ahead' },
];

/** The breakdown table: the four tax types, then the total row (their sum). */
export const TAX_BREAKDOWN_ROWS = HEADLINE_BREAKDOWN.map((row) => ({ category: row.category, amount: row.amount }));
export const TAX_BREAKDOWN_TOTAL = { category: 'Total Annual Savings', amount: HEADLINE_ANNUAL_SAVING } as const;

const caseStudy = (study: Omit<CaseStudy, 'savings'>): CaseStudy => ({ ...study, savings: study.ukTax - study.dubaiTax });

/** The three persona case cards. */
export const TAX_SAVINGS_CASE_STUDIES: readonly CaseStudy[] = [
  caseStudy({
    name: 'James Mitchell',
    business: 'Tech consultancy, London',
    ukTax: 186_000,
    dubaiTax: 12_000,
    description: 'Moved his £650k-profit consultancy to a Dubai free zone and now pays 0% personal income tax.',
  }),
  caseStudy({
    name: 'Sarah Thompson',
    business: 'E-commerce brand, Manchester',
    ukTax: 142_000,
    dubaiTax: 9_500,
    description: 'Runs her online store from Dubai with 5% VAT and 100% ownership of the company.',
  }),
  caseStudy({
    name: 'David Clarke',
    business: 'Property investor, Surrey',
    ukTax: 248_000,
    dubaiTax: 0,
    description: 'Holds his portfolio through a Dubai structure with no capital gains or inheritance tax.',
  }),
];

