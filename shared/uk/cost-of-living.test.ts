import {
  AED_TO_GBP,
  aedToGbp,
  badge,
  categorySaving,
  categoryTotals,
  COST_CATEGORIES,
  COST_SOURCE_CATEGORIES,
  grandTotals,
  INITIALLY_OPEN,
  percentDifference,
} from './cost-of-living.ts';
import type { CostCategory } from './cost-of-living.ts';

const category = (items: Array<[number, number]>): CostCategory => ({
  id: 'food',
  name: 'Test',
  items: items.map(([london, dubai], index) => ({ name: `item ${index}`, london, dubai, unit: '£' })),
});

const byId = (id: string) => {
  const found = COST_CATEGORIES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('cost-of-living data', () => {
  it('has the six categories in order, with housing open at first', () => {
    expect(COST_CATEGORIES.map((c) => c.name)).toEqual([
      'Housing & Rent',
      'Transportation',
      'Food & Dining',
      'Education & Schools',
      'Healthcare & Medical',
      'Leisure & Entertainment',
    ]);
    expect(INITIALLY_OPEN).toEqual(['housing']);
  });

  it('shows each Dubai price as its AED source times 0.21', () => {
    expect(AED_TO_GBP).toBe(0.21);
    COST_SOURCE_CATEGORIES.forEach((source, c) => {
      source.items.forEach((item, i) => {
        expect(COST_CATEGORIES[c]?.items[i]?.dubai).toBeCloseTo(item.dubaiAed * 0.21, 2);
      });
    });
    expect(aedToGbp(8_500)).toBe(1_785);
    expect(aedToGbp(12_000)).toBe(2_520);
    expect(aedToGbp(389)).toBe(81.69);
  });

  it('gives every item positive prices and a known unit', () => {
    for (const item of COST_CATEGORIES.flatMap((c) => c.items)) {
      expect(item.london).toBeGreaterThan(0);
      expect(item.dubai).toBeGreaterThan(0);
      expect(['£', '£/month', '£/year']).toContain(item.unit);
    }
  });
});

describe('category totals and badges', () => {
  it('adds up London and Dubai prices to the penny', () => {
    expect(categoryTotals(category([[0.1, 0.2], [0.2, 0.1]]))).toEqual({ london: 0.3, dubai: 0.3 });
    expect(categoryTotals(byId('housing'))).toEqual({ london: 7_255, dubai: 5_483.94 });
  });

  it('saves London minus Dubai in each category', () => {
    expect(categorySaving(byId('housing'))).toBe(1_771.06);
    expect(categorySaving(byId('leisure'))).toBe(-20.5);
  });

  it('shows a minus badge when Dubai is cheaper', () => {
    expect(badge(byId('housing'))).toEqual({ text: '-24%', destructive: false });
    expect(badge(category([[100, 77]]))).toEqual({ text: '-23%', destructive: false });
  });

  it('shows a plus badge in the destructive style when Dubai costs more', () => {
    expect(badge(byId('leisure'))).toEqual({ text: '+5%', destructive: true });
    expect(badge(category([[100, 105]]))).toEqual({ text: '+5%', destructive: true });
  });

  it('shows +0% (destructive) when prices are equal, since Dubai is not cheaper', () => {
    expect(badge(category([[50, 50]]))).toEqual({ text: '+0%', destructive: true });
  });

  it('rounds percentages to whole numbers, halves away from zero both ways', () => {
    expect(percentDifference(category([[200, 149]]))).toBe(26); // 25.5%
    expect(percentDifference(category([[200, 251]]))).toBe(26); // 25.5% dearer
    expect(percentDifference(category([[300, 200]]))).toBe(33); // 33.33%
    expect(percentDifference(category([[300, 100]]))).toBe(67); // 66.67%
  });

  it('does not divide by zero when a category has no London prices', () => {
    expect(percentDifference(category([]))).toBe(0);
  });
});

describe('grand total card', () => {
  it('sums every category and the saving as a whole percent of London', () => {
    const totals = grandTotals();
    const london = COST_CATEGORIES.reduce((sum, c) => sum + categoryTotals(c).london, 0);
    const dubai = COST_CATEGORIES.reduce((sum, c) => sum + categoryTotals(c).dubai, 0);

    expect(totals.london).toBeCloseTo(london, 6);
    expect(totals.dubai).toBeCloseTo(dubai, 6);
    expect(totals.savings).toBeCloseTo(london - dubai, 6);
    expect(totals.percent).toBe(Math.round(((london - dubai) / london) * 100));
  });

  it('shows a negative percent when Dubai would cost more overall', () => {
    expect(grandTotals([category([[100, 130]])])).toEqual({ london: 100, dubai: 130, savings: -30, percent: -30 });
  });
});
