/**
 * The comparison and the advisory figures as the spec states them (main-site.md sections 2 and 9). The spec fixes the
 * competitors' times and prices and the advisory stats; the yes/no cells are our reading, pinned so a change is
 * deliberate.
 */
import { ADVISORY_STATS } from './advisory-content.ts';
import { COMPARISON_FEATURES, COMPARISON_ROWS, COMPARISON_TITLE } from './comparison.ts';

describe('the comparison, as the spec states it', () => {
  it("is titled \"We're Different. Here's How.\" and compares eight rows", () => {
    expect(COMPARISON_TITLE).toBe("We're Different. Here's How.");
    expect(COMPARISON_FEATURES.map((feature) => [feature.field, feature.label])).toEqual([
      ['setupTime', 'Setup Time'],
      ['hiddenFees', 'Hidden Fees'],
      ['moneyBackGuarantee', 'Money-Back Guarantee'],
      ['dedicatedManager', 'Dedicated Manager'],
      ['premiumLocation', 'Premium Location'],
      ['visaSupport', 'Visa Support'],
      ['bankingAssistance', 'Banking Assistance'],
      ['ongoingSupport', 'Ongoing Support'],
    ]);
  });

  it('sets us (24 hours, from AED 9,900) against mass-market providers (5-15 days, from AED 8,000) and doing it yourself (2-6 months, AED 15,000+)', () => {
    expect(COMPARISON_ROWS).toEqual([
      {
        company: 'Our Premium Boutique Service', isUs: true, setupTime: '24 hours', hiddenFees: false, moneyBackGuarantee: true,
        dedicatedManager: true, premiumLocation: true, visaSupport: true, bankingAssistance: true, ongoingSupport: true,
        pricing: 'From AED 9,900', highlight: true,
      },
      {
        company: 'Mass-Market Providers', isUs: false, setupTime: '5-15 days', hiddenFees: true, moneyBackGuarantee: false,
        dedicatedManager: false, premiumLocation: false, visaSupport: true, bankingAssistance: false, ongoingSupport: false,
        pricing: 'From AED 8,000', highlight: false,
      },
      {
        company: 'Doing It Yourself', isUs: false, setupTime: '2-6 months', hiddenFees: 'Unknown', moneyBackGuarantee: false,
        dedicatedManager: false, premiumLocation: false, visaSupport: false, bankingAssistance: false, ongoingSupport: false,
        pricing: 'From AED 15,000+', highlight: false,
      },
    ]);
  });
});

describe('the advisory page, as the spec states it', () => {
  it('shows 150+ ventures, 25+ countries, $50M+ capital and a 95% growth rate', () => {
    expect(ADVISORY_STATS).toEqual([
      { value: '150+', label: 'Ventures' },
      { value: '25+', label: 'Countries' },
      { value: '$50M+', label: 'Capital' },
      { value: '95%', label: 'Growth Rate' },
    ]);
  });
});
