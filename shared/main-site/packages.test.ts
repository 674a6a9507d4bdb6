import {
  formatAed,
  getPackage,
  isPackageId,
  packageSavings,
  PACKAGES,
  readSelectedPackage,
  SELECTED_PACKAGE_KEY,
} from './packages.ts';

describe('packages', () => {
  it('shows Mainland, Free Zone and Offshore in that order', () => {
    expect(PACKAGES.map((p) => [p.id, p.title])).toEqual([
      ['mainland', 'UAE Mainland'],
      ['freezone', 'Free Zone'],
      ['offshore', 'Offshore'],
    ]);
  });

  it('prices each package as advertised, with its former price struck through', () => {
    expect(PACKAGES.map((p) => [p.price, p.originalPrice])).toEqual([
      [12900, 15000],
      [16900, 20000],
      [9900, 12000],
    ]);
  });

  it('promises 24-hour setup on mainland and free zone and 48 hours offshore', () => {
    expect(PACKAGES.map((p) => p.setupTime)).toEqual(['24 hours', '24 hours', '48 hours']);
  });

  it('states 2 investor visas on mainland, 3 visas in a free zone and none offshore', () => {
    expect(PACKAGES.map((p) => p.visas)).toEqual(['2 investor visas', '3 visas', null]);
    expect(getPackage('mainland').features).toContain('2 investor visas');
    expect(getPackage('freezone').features).toContain('3 visas');
    expect(getPackage('offshore').features.some((f) => /visa/i.test(f))).toBe(false);
  });

  it('marks only the Free Zone package as Most Popular', () => {
    expect(PACKAGES.filter((p) => p.popular).map((p) => p.id)).toEqual(['freezone']);
  });

  it('advertises a money-back guarantee on every package', () => {
    for (const pkg of PACKAGES) {
      expect(pkg.moneyBackGuarantee).toBe(true);
      expect(pkg.features).toContain('Money-back guarantee');
    }
  });

  it('shows the saving against the former price', () => {
    expect(PACKAGES.map(packageSavings)).toEqual([2100, 3100, 2100]);
  });
});

describe('remembering the chosen package', () => {
  it('stores the choice under selectedPackage', () => {
    expect(SELECTED_PACKAGE_KEY).toBe('selectedPackage');
  });

  it('reads back a stored package id', () => {
    expect(readSelectedPackage('freezone')).toBe('freezone');
  });

  it('ignores a missing or tampered stored value', () => {
    expect(readSelectedPackage(null)).toBeNull();
    expect(readSelectedPackage(undefined)).toBeNull();
    expect(readSelectedPackage('')).toBeNull();
    expect(readSelectedPackage('Free Zone')).toBeNull();
    expect(readSelectedPackage('"freezone"')).toBeNull();
  });

  it('recognises package ids only', () => {
    expect(isPackageId('offshore')).toBe(true);
    expect(isPackageId('uk')).toBe(false);
    expect(isPackageId(1)).toBe(false);
  });

  it('refuses an unknown package id', () => {
    expect(() => getPackage('nowhere' as never)).toThrow(RangeError);
  });
});

describe('formatAed', () => {
  it('shows AED with thousands separators', () => {
    expect(formatAed(12900)).toBe('AED 12,900');
    expect(formatAed(9900)).toBe('AED 9,900');
    expect(formatAed(1_234_567)).toBe('AED 1,234,567');
  });

  it('shows small amounts and zero without separators', () => {
    expect(formatAed(0)).toBe('AED 0');
    expect(formatAed(999)).toBe('AED 999');
    expect(formatAed(-0.4)).toBe('AED 0');
  });

  it('rounds fractions to whole dirhams', () => {
    expect(formatAed(12899.5)).toBe('AED 12,900');
    expect(formatAed(12900.49)).toBe('AED 12,900');
  });

  it('refuses something that is not an amount', () => {
    expect(() => formatAed(Number.NaN)).toThrow(RangeError);
    expect(() => formatAed(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
