/** /uk-4 and /uk-dubai-4 alternate landing page content (spec sections 2 and 9). */
import { headlineAmount, LIFESTYLE_FACTS as F, TESTIMONIAL_RATING } from './claims.ts';
import { sum } from './money.ts';
import type { AlternateTaxRow, Statistic, Testimonial } from './types.ts';

/** The basis of the savings table. */
export const UK_4_BASIS = { companyProfit: 500_000, executiveSalary: 200_000 } as const;

const row = (category: string, uk: number): AlternateTaxRow => ({ category, uk, dubai: 0, savings: uk });

/** The savings breakdown table: corporate, personal, VAT, inheritance (the headline figures, in this order). */
export const UK_4_ROWS: readonly AlternateTaxRow[] = [
  row('Corporate Tax', headlineAmount('corporate')),
  row('Personal Income Tax', headlineAmount('personal')),
  row('VAT', headlineAmount('vat')),
  row('Inheritance Tax', headlineAmount('inheritance')),
];

/** The table's total: the sum of the rows (£233,340). */
export const UK_4_TOTAL = sum(UK_4_ROWS.map((r) => r.savings));

export const UK_4_EXODUS_STATS: readonly Statistic[] = [
  { label: 'UK millionaires leaving', value: F.ukMillionairesLeaving, trend: 'up', colour: 'red' },
  { label: 'Arriving in the UAE', value: F.millionairesArrivingUae, trend: 'up', colour: 'green' },
  { label: 'UK-Dubai setups', value: F.ukDubaiSetups, trend: 'up', colour: 'blue' },
];

export const UK_4_ADVANTAGES = [
  { title: '0% Income Tax', description: 'No tax on salary or dividends.' },
  { title: '0-9% Corporate Tax', description: '0% in free zones on qualifying income.' },
  { title: 'No Inheritance Tax', description: 'Pass on everything you built.' },
  { title: '24-Hour Setup', description: 'Licence and company in a day.' },
  { title: '100% Ownership', description: 'No local partner required.' },
  { title: 'Global Hub', description: '80% of the world within 4 hours.' },
] as const;

export const UK_4_TESTIMONIALS: readonly Testimonial[] = [
  { name: 'Andrew Collins', position: 'CEO', company: 'Collins Tech', rating: TESTIMONIAL_RATING, content: 'I kept an extra £190,000 in my first year.' },
  { name: 'Laura Bennett', position: 'Founder', company: 'Bennett Consulting', rating: TESTIMONIAL_RATING, content: 'The move was seamless and the savings are real.' },
  { name: 'Simon Price', position: 'Director', company: 'Price Imports', rating: TESTIMONIAL_RATING, content: 'Best business decision I have made.' },
];
