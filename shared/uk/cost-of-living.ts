/**
 * The London-versus-Dubai cost-of-living widget (spec sections 2, 4 and 9). London prices are in pounds; Dubai prices
 * are kept in their AED source values and converted at AED_TO_GBP, to the penny. Averages as of June 2025.
 *
 * Totals follow the spec literally: a category's total is the plain sum of its items as shown (whatever their unit),
 * and the saving is the London sum minus the Dubai sum. Sums are done in pence so no floating-point dust shows.
 */

/** 1 AED in pounds. */
export const AED_TO_GBP = 0.21;

export const COST_DATA_AS_OF = 'June 2025';

export type CostUnit = '£' | '£/month' | '£/year';

export type CategoryId = 'housing' | 'transportation' | 'food' | 'education' | 'healthcare' | 'leisure';

/** A price line as written: London in pounds, Dubai in AED. */
export type CostSourceItem = { name: string; london: number; dubaiAed: number; unit: CostUnit; note?: string };

/** A price line as shown: both prices in pounds. */
export type CostItem = { name: string; london: number; dubai: number; unit: CostUnit; note?: string };

export type CostCategory = { id: CategoryId; name: string; items: readonly CostItem[] };

/** An AED amount in pounds, to the penny: 8,500 AED -> £1,785. */
export function aedToGbp(aed: number): number {
  return Math.round(aed * AED_TO_GBP * 100) / 100;
}

const SOURCE: ReadonlyArray<{ id: CategoryId; name: string; items: readonly CostSourceItem[] }> = [
  {
    id: 'housing',
    name: 'Housing & Rent',
    items: [
      { name: '1-bedroom apartment, city centre', london: 2_300, dubaiAed: 8_500, unit: '£/month' },
      { name: '3-bedroom family apartment, city centre', london: 4_500, dubaiAed: 16_000, unit: '£/month' },
      {
        name: 'Utilities (electricity, cooling/heating, water)',
        london: 250,
        dubaiAed: 800,
        unit: '£/month',
        note: 'Air conditioning raises Dubai bills in summer',
      },
      {
        name: 'Council tax / Dubai housing fee',
        london: 170,
        dubaiAed: 425,
        unit: '£/month',
        note: 'Dubai charges a 5% housing fee on annual rent instead of council tax',
      },
      { name: 'Home broadband', london: 35, dubaiAed: 389, unit: '£/month' },
    ],
  },
  {
    id: 'transportation',
    name: 'Transportation',
    items: [
      { name: 'Monthly public transport pass', london: 183, dubaiAed: 350, unit: '£/month', note: 'London Zones 1-2 Travelcard; Dubai Nol pass' },
      { name: 'Petrol, 60 litres', london: 82, dubaiAed: 155, unit: '£/month' },
      { name: 'Car insurance', london: 80, dubaiAed: 250, unit: '£/month' },
      { name: 'Taxi, 8 km journey', london: 25, dubaiAed: 30, unit: '£' },
    ],
  },
  {
    id: 'food',
    name: 'Food & Dining',
    items: [
      { name: 'Groceries, family of four', london: 900, dubaiAed: 3_500, unit: '£/month' },
      { name: 'Dinner for two, mid-range restaurant', london: 80, dubaiAed: 350, unit: '£' },
      { name: 'Cappuccino', london: 3.8, dubaiAed: 20, unit: '£' },
      { name: 'Pint of beer in a bar', london: 6.5, dubaiAed: 45, unit: '£', note: 'Alcohol is licensed and taxed in Dubai' },
    ],
  },
  {
    id: 'education',
    name: 'Education & Schools',
    items: [
      {
        name: 'Primary school fees, private/international',
        london: 24_000,
        dubaiAed: 60_000,
        unit: '£/year',
        note: 'UK private school fees carry 20% VAT from January 2025',
      },
      { name: 'Secondary school fees, private/international', london: 27_000, dubaiAed: 85_000, unit: '£/year' },
      { name: 'Full-time nursery', london: 18_000, dubaiAed: 45_000, unit: '£/year' },
      { name: 'School bus', london: 1_200, dubaiAed: 7_000, unit: '£/year' },
    ],
  },
  {
    id: 'healthcare',
    name: 'Healthcare & Medical',
    items: [
      {
        name: 'Private health insurance, family',
        london: 350,
        dubaiAed: 1_500,
        unit: '£/month',
        note: 'Employers in Dubai must provide health insurance for staff',
      },
      { name: 'Private GP consultation', london: 90, dubaiAed: 350, unit: '£' },
      { name: 'Dental check-up and clean', london: 120, dubaiAed: 400, unit: '£' },
      { name: 'Prescription item', london: 9.9, dubaiAed: 50, unit: '£' },
    ],
  },
  {
    id: 'leisure',
    name: 'Leisure & Entertainment',
    items: [
      { name: 'Gym membership', london: 60, dubaiAed: 350, unit: '£/month' },
      { name: 'Cinema ticket', london: 16, dubaiAed: 50, unit: '£' },
      { name: 'Weekend brunch for two', london: 90, dubaiAed: 600, unit: '£', note: 'Dubai brunches usually include drinks' },
      { name: 'Family day out at a theme park', london: 180, dubaiAed: 700, unit: '£' },
      { name: 'Round of golf', london: 85, dubaiAed: 450, unit: '£' },
    ],
  },
];

/** The six categories, Dubai prices converted to pounds. */
export const COST_CATEGORIES: readonly CostCategory[] = SOURCE.map((category) => ({
  id: category.id,
  name: category.name,
  items: category.items.map(({ dubaiAed, ...item }) => ({ ...item, dubai: aedToGbp(dubaiAed) })),
}));

/** The AED source values, for showing 'AED 8,500' beside the converted price. */
export const COST_SOURCE_CATEGORIES = SOURCE;

/** Only housing is open at first. */
export const INITIALLY_OPEN: readonly CategoryId[] = ['housing'];

const sumPounds = (amounts: readonly number[]) => amounts.reduce((pence, amount) => pence + Math.round(amount * 100), 0) / 100;

/** Whole-number percentage, rounded half away from zero so '+' and '-' badges round alike. */
const roundedPercent = (part: number, whole: number) => {
  if (whole === 0) return 0;
  const percent = (part / whole) * 100;
  return Math.sign(percent) * Math.round(Math.abs(percent)) || 0;
};

export type Totals = { london: number; dubai: number };

/** The London and Dubai sums of a category's items. */
export function categoryTotals(category: CostCategory): Totals {
  return {
    london: sumPounds(category.items.map((item) => item.london)),
    dubai: sumPounds(category.items.map((item) => item.dubai)),
  };
}

/** The category's 'total saved': London sum minus Dubai sum (negative when Dubai costs more). */
export function categorySaving(category: CostCategory): number {
  const { london, dubai } = categoryTotals(category);
  return sumPounds([london, -dubai]);
}

/** How much Dubai differs from London, as a whole-number percentage of London, without sign. */
export function percentDifference(category: CostCategory): number {
  const { london } = categoryTotals(category);
  return Math.abs(roundedPercent(categorySaving(category), london));
}

/** The category header's badge: '-24%' when Dubai is cheaper; '+5%' in the destructive style when it is not. */
export function badge(category: CostCategory): { text: string; destructive: boolean } {
  const dubaiCheaper = categorySaving(category) > 0;
  return { text: `${dubaiCheaper ? '-' : '+'}${percentDifference(category)}%`, destructive: !dubaiCheaper };
}

export type GrandTotals = { london: number; dubai: number; savings: number; percent: number };

/** The grand total card: sums over all categories, savings and the saving as a whole-number percent of London. */
export function grandTotals(categories: readonly CostCategory[] = COST_CATEGORIES): GrandTotals {
  const totals = categories.map(categoryTotals);
  const london = sumPounds(totals.map((total) => total.london));
  const dubai = sumPounds(totals.map((total) => total.dubai));
  const savings = sumPounds([london, -dubai]);
  return { london, dubai, savings, percent: roundedPercent(savings, london) };
}
