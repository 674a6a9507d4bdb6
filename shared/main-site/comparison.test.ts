import { COMPARISON_FEATURES, COMPARISON_ROWS, COMPARISON_TITLE, comparisonCell, type ComparisonRow } from './comparison.ts';

const [us, massMarket, diy] = COMPARISON_ROWS as [ComparisonRow, ComparisonRow, ComparisonRow];

describe('comparison section', () => {
  it("is titled We're Different. Here's How.", () => {
    expect(COMPARISON_TITLE).toBe("We're Different. Here's How.");
  });

  it('compares us with mass-market providers and with doing it yourself, us first and highlighted', () => {
    expect(COMPARISON_ROWS.map((r) => [r.isUs, r.highlight])).toEqual([
      [true, true],
      [false, false],
      [false, false],
    ]);
    expect(massMarket.company).toBe('Mass-Market Providers');
    expect(diy.company).toBe('Doing It Yourself');
  });

  it('shows mass-market providers at 5-15 days from AED 8,000', () => {
    expect([massMarket.setupTime, massMarket.pricing]).toEqual(['5-15 days', 'From AED 8,000']);
  });

  it('shows doing it yourself at 2-6 months from AED 15,000+', () => {
    expect([diy.setupTime, diy.pricing]).toEqual(['2-6 months', 'From AED 15,000+']);
  });

  it('shows our 24-hour setup from our cheapest package price, with no hidden fees', () => {
    expect([us.setupTime, us.pricing, us.hiddenFees]).toEqual(['24 hours', 'From AED 9,900', false]);
  });

  it('has eight rows, one per compared field of the entity', () => {
    const entityFields = Object.keys(us).filter((k) => !['company', 'isUs', 'pricing', 'highlight'].includes(k));
    expect(COMPARISON_FEATURES).toHaveLength(8);
    expect(COMPARISON_FEATURES.map((f) => f.field).sort()).toEqual(entityFields.sort());
    expect(COMPARISON_FEATURES.map((f) => f.label)).toEqual([
      'Setup Time',
      'Hidden Fees',
      'Money-Back Guarantee',
      'Dedicated Manager',
      'Premium Location',
      'Visa Support',
      'Banking Assistance',
      'Ongoing Support',
    ]);
  });

  it('wins every row in our own column', () => {
    for (const { field } of COMPARISON_FEATURES) expect(comparisonCell(us, field).tone).toBe('good');
  });
});

describe('comparison cells', () => {
  it('reads no hidden fees as None (good), hidden fees as Yes (bad), unknown as Unknown (neutral)', () => {
    expect(comparisonCell(us, 'hiddenFees')).toEqual({ text: 'None', tone: 'good' });
    expect(comparisonCell(massMarket, 'hiddenFees')).toEqual({ text: 'Yes', tone: 'bad' });
    expect(comparisonCell(diy, 'hiddenFees')).toEqual({ text: 'Unknown', tone: 'neutral' });
  });

  it('reads a missing service as No (bad) and an offered one as Yes (good)', () => {
    expect(comparisonCell(diy, 'moneyBackGuarantee')).toEqual({ text: 'No', tone: 'bad' });
    expect(comparisonCell(massMarket, 'visaSupport')).toEqual({ text: 'Yes', tone: 'good' });
  });

  it("shows a competitor's setup time as plain text", () => {
    expect(comparisonCell(diy, 'setupTime')).toEqual({ text: '2-6 months', tone: 'neutral' });
  });
});
