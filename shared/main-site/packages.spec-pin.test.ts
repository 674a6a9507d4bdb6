/** The three packages as the spec states them (main-site.md sections 3 and 9), copied. */
import { MONEY_BACK_GUARANTEE_TEXT, PACKAGE_IDS, PACKAGES, POPULAR_LABEL, SELECTED_PACKAGE_KEY } from './packages.ts';

describe('the packages, as the spec states them', () => {
  it('offers UAE Mainland at AED 12,900 (was 15,000), Free Zone at 16,900 (was 20,000), Offshore at 9,900 (was 12,000)', () => {
    expect(PACKAGES.map(({ id, title, price, originalPrice, setupTime, visas, popular }) => ({ id, title, price, originalPrice, setupTime, visas, popular }))).toEqual([
      { id: 'mainland', title: 'UAE Mainland', price: 12900, originalPrice: 15000, setupTime: '24 hours', visas: '2 investor visas', popular: false },
      { id: 'freezone', title: 'Free Zone', price: 16900, originalPrice: 20000, setupTime: '24 hours', visas: '3 visas', popular: true },
      { id: 'offshore', title: 'Offshore', price: 9900, originalPrice: 12000, setupTime: '48 hours', visas: null, popular: false },
    ]);
    expect(PACKAGE_IDS).toEqual(['mainland', 'freezone', 'offshore']);
  });

  it('marks Free Zone "Most Popular" and promises a money-back guarantee on every card', () => {
    expect(POPULAR_LABEL).toBe('Most Popular');
    expect(MONEY_BACK_GUARANTEE_TEXT).toBe('Money-back guarantee');
    expect(PACKAGES.every((pkg) => pkg.moneyBackGuarantee && pkg.features.includes('Money-back guarantee'))).toBe(true);
  });

  // The spec's promises (section 1: 100% ownership, a Dubai World Trade Center address, visa processing, bank account
  // opening); the account manager comes from the comparison's "dedicated manager" row.
  it('lists the promises on each card', () => {
    expect(PACKAGES.map((pkg) => pkg.features)).toEqual([
      ['100% ownership', '2 investor visas', 'Dubai World Trade Center address', 'Visa processing', 'Bank account opening', 'Dedicated account manager', 'Money-back guarantee'],
      ['100% ownership', '3 visas', 'Dubai World Trade Center address', 'Visa processing', 'Bank account opening', 'Dedicated account manager', 'Money-back guarantee'],
      ['100% ownership', 'Bank account opening', 'Dedicated account manager', 'Money-back guarantee'],
    ]);
  });

  it('remembers the chosen package under selectedPackage', () => {
    expect(SELECTED_PACKAGE_KEY).toBe('selectedPackage');
  });
});
