/** /uk-dubai-3 alternate landing page content (spec sections 2 and 9). */
import { LIFESTYLE_FACTS as F } from './claims.ts';
import { sum } from './money.ts';
import type { AlternateTaxRow, FeatureCard, LifestyleComparisonRow } from './types.ts';

export const UK_DUBAI_3_HERO = { title: 'ESCAPE THE UK Tax Trap', particles: 20 } as const;

const row = (category: string, uk: number): AlternateTaxRow => ({ category, uk, dubai: 0, savings: uk });

/** The complete tax breakdown table (section id 'comparison-section'). */
export const UK_DUBAI_3_ROWS: readonly AlternateTaxRow[] = [
  row('Personal Income Tax', 54_000),
  row('Corporate Tax', 32_000),
  row('Capital Gains Tax', 42_000),
  row('National Insurance', 19_875),
  row('Council Tax', 3_000),
  row('Dividend Tax', 57_150),
  row('Inheritance Tax', 120_000),
];

/** The table's total row: the sum of the rows (£328,025). */
export const UK_DUBAI_3_TOTAL = sum(UK_DUBAI_3_ROWS.map((r) => r.savings));

export const UK_DUBAI_3_SECTION_IDS = { comparison: 'comparison-section' } as const;

/**
 * The annual savings summary card, as stated. 'Others' is the spec's £80,000: national insurance, council tax and
 * dividend tax (£80,025) in round thousands; inheritance tax is not in the card.
 */
export const UK_DUBAI_3_SUMMARY = [
  { label: 'Income Tax', amount: 54_000 },
  { label: 'Corporate Tax', amount: 32_000 },
  { label: 'Capital Gains', amount: 42_000 },
  { label: 'Others', amount: 80_000 },
] as const;

export const UK_DUBAI_3_QUALITY_OF_LIFE: readonly LifestyleComparisonRow[] = [
  { category: 'Weather', uk: { value: `${F.ukRainyDays} rainy days`, icon: 'cloud-rain', colour: 'gray' }, dubai: { value: `${F.sunnyDays} sunny days`, icon: 'sun', colour: 'orange' } },
  { category: 'Business environment', uk: { value: '25% corporation tax', icon: 'trending-down', colour: 'red' }, dubai: { value: `${F.companies} companies`, icon: 'trending-up', colour: 'green' } },
  { category: 'Cost of living', uk: { value: F.ukCostOfLivingPerMonth, icon: 'pound-sterling', colour: 'red' }, dubai: { value: F.dubaiCostOfLivingPerMonth, icon: 'wallet', colour: 'green' } },
  { category: 'Safety', uk: { value: 'Rising crime', icon: 'alert-triangle', colour: 'red' }, dubai: { value: `${F.safetyRating} safety rating`, icon: 'shield', colour: 'green' } },
];

export const UK_DUBAI_3_WHY_DUBAI: readonly FeatureCard[] = [
  { title: '0% Personal Tax', description: 'Keep every pound you earn.', image: 'tax-free', stats: '0%', colour: 'gold' },
  { title: '24-Hour Setup', description: 'Trade from tomorrow.', image: 'fast-setup', stats: '24h', colour: 'blue' },
  { title: 'Global Gateway', description: '80% of the world within 4 hours.', image: 'global', stats: '3B consumers', colour: 'purple' },
  { title: 'Safety First', description: 'One of the safest cities on earth.', image: 'safety', stats: F.safetyRating, colour: 'green' },
  { title: 'World-Class Schools', description: 'British curriculum across the city.', image: 'schools', stats: F.internationalSchools, colour: 'teal' },
  { title: 'Sunshine Lifestyle', description: 'Beach, golf and outdoor living.', image: 'lifestyle', stats: F.sunnyDays, colour: 'orange' },
];

export const UK_DUBAI_3_BLOCKS = { ready: 'Ready to Make the Move?', final: "Don't Wait. Act Now." } as const;
