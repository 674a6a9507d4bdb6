import { structuresForProfit } from './structure-recommendation.ts';

const titles = (profit: number) => structuresForProfit(profit).map((row) => row.setupPackage.title);

describe('the Dubai structures the tax report recommends', () => {
  it('puts the free zone first for a consultancy-sized profit, then mainland, then offshore', () => {
    expect(titles(120_000)).toEqual(['Free Zone', 'UAE Mainland', 'Offshore']);
    expect(titles(249_999)).toEqual(['Free Zone', 'UAE Mainland', 'Offshore']);
  });

  it('puts the mainland company first from £250,000 of profit', () => {
    expect(titles(250_000)).toEqual(['UAE Mainland', 'Free Zone', 'Offshore']);
    expect(titles(2_000_000)).toEqual(['UAE Mainland', 'Free Zone', 'Offshore']);
  });

  it('marks exactly the first one as recommended and carries the site prices and setup times', () => {
    const rows = structuresForProfit(80_000);

    expect(rows.map((row) => row.recommended)).toEqual([true, false, false]);
    expect(rows.map((row) => [row.setupPackage.price, row.setupPackage.setupTime])).toEqual([
      [16_900, '24 hours'],
      [12_900, '24 hours'],
      [9_900, '48 hours'],
    ]);
  });
});
