/**
 * The comparison section 'We're Different. Here's How.' (spec main-site.md sections 2, 3 and 9): our service against
 * mass-market providers and doing it yourself, on eight rows.
 *
 * The spec fixes the competitors' setup times and prices and allows hiddenFees to be a boolean or 'Unknown'. The
 * remaining yes/no cells are our reading of the section's point: only our column offers the guarantee, a dedicated
 * manager, a premium address and ongoing support; mass-market providers help with visas but have fees that surface
 * later; for doing it yourself the fees are 'Unknown' and all help is on you.
 */
import { formatAed, PACKAGES } from './packages.ts';

/** The section title. */
export const COMPARISON_TITLE = "We're Different. Here's How.";

/** One column of the comparison (the spec's 'Comparison row' entity: one per provider). */
export interface ComparisonRow {
  readonly company: string;
  /** True for our own column. */
  readonly isUs: boolean;
  readonly setupTime: string;
  /** False is good: no hidden fees. 'Unknown' where nobody can say in advance. */
  readonly hiddenFees: boolean | 'Unknown';
  readonly moneyBackGuarantee: boolean;
  readonly dedicatedManager: boolean;
  readonly premiumLocation: boolean;
  readonly visaSupport: boolean;
  readonly bankingAssistance: boolean;
  readonly ongoingSupport: boolean;
  /** Price as displayed. */
  readonly pricing: string;
  /** True for the column drawn highlighted. */
  readonly highlight: boolean;
}

const lowestPackagePrice = Math.min(...PACKAGES.map((pkg) => pkg.price));

/** The three columns: us, mass-market providers, doing it yourself. */
export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  {
    company: 'Our Premium Boutique Service',
    isUs: true,
    setupTime: '24 hours',
    hiddenFees: false,
    moneyBackGuarantee: true,
    dedicatedManager: true,
    premiumLocation: true,
    visaSupport: true,
    bankingAssistance: true,
    ongoingSupport: true,
    pricing: `From ${formatAed(lowestPackagePrice)}`,
    highlight: true,
  },
  {
    company: 'Mass-Market Providers',
    isUs: false,
    setupTime: '5-15 days',
    hiddenFees: true,
    moneyBackGuarantee: false,
    dedicatedManager: false,
    premiumLocation: false,
    visaSupport: true,
    bankingAssistance: false,
    ongoingSupport: false,
    pricing: 'From AED 8,000',
    highlight: false,
  },
  {
    company: 'Doing It Yourself',
    isUs: false,
    setupTime: '2-6 months',
    hiddenFees: 'Unknown',
    moneyBackGuarantee: false,
    dedicatedManager: false,
    premiumLocation: false,
    visaSupport: false,
    bankingAssistance: false,
    ongoingSupport: false,
    pricing: 'From AED 15,000+',
    highlight: false,
  },
];

/** The fields compared row by row (everything in the entity except company, isUs, pricing and highlight). */
export type ComparedField =
  | 'setupTime'
  | 'hiddenFees'
  | 'moneyBackGuarantee'
  | 'dedicatedManager'
  | 'premiumLocation'
  | 'visaSupport'
  | 'bankingAssistance'
  | 'ongoingSupport';

/** The eight rows of the comparison table, in display order, with their labels. */
export const COMPARISON_FEATURES: readonly { readonly field: ComparedField; readonly label: string }[] = [
  { field: 'setupTime', label: 'Setup Time' },
  { field: 'hiddenFees', label: 'Hidden Fees' },
  { field: 'moneyBackGuarantee', label: 'Money-Back Guarantee' },
  { field: 'dedicatedManager', label: 'Dedicated Manager' },
  { field: 'premiumLocation', label: 'Premium Location' },
  { field: 'visaSupport', label: 'Visa Support' },
  { field: 'bankingAssistance', label: 'Banking Assistance' },
  { field: 'ongoingSupport', label: 'Ongoing Support' },
];

/** How one cell is drawn: its text and whether it counts for ('good') or against ('bad') the provider. */
export interface ComparisonCell {
  readonly text: string;
  readonly tone: 'good' | 'bad' | 'neutral';
}

/**
 * The cell for one provider and one row. Booleans read 'Yes'/'No'; for hidden fees false reads 'None' and is good;
 * 'Unknown' is neutral; setup time is neutral text except our own, which is good.
 */
export function comparisonCell(row: ComparisonRow, field: ComparedField): ComparisonCell {
  if (field === 'setupTime') return { text: row.setupTime, tone: row.isUs ? 'good' : 'neutral' };
  if (field === 'hiddenFees') {
    if (row.hiddenFees === 'Unknown') return { text: 'Unknown', tone: 'neutral' };
    return row.hiddenFees ? { text: 'Yes', tone: 'bad' } : { text: 'None', tone: 'good' };
  }
  return row[field] ? { text: 'Yes', tone: 'good' } : { text: 'No', tone: 'bad' };
}
