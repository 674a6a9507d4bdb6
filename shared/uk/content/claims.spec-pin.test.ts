/** The UK headline claims as the spec states them (uk-and-admin.md section 9), copied. */
import { DAILY_SAVING, DAILY_SAVING_ALT, HEADLINE_ANNUAL_SAVING, HEADLINE_ANNUAL_SAVING_TEXT, HEADLINE_BREAKDOWN, TESTIMONIAL_RATING } from './claims.ts';
import { COST_DATA_AS_OF } from '../cost-of-living.ts';

describe('the UK headline claims, as the spec states them', () => {
  it('saves £233,340 a year: personal income £90,000, corporate £125,000, VAT £15,000, inheritance £3,340', () => {
    expect(HEADLINE_BREAKDOWN.map(({ category, amount }) => [category, amount])).toEqual([
      ['Personal Income Tax', 90000],
      ['Corporate Tax', 125000],
      ['VAT', 15000],
      ['Inheritance Tax', 3340],
    ]);
    expect(HEADLINE_ANNUAL_SAVING).toBe(233340);
    expect(HEADLINE_ANNUAL_SAVING_TEXT).toBe('£233,340');
  });

  it('saves £636 a day (one page says £639)', () => {
    expect([DAILY_SAVING, DAILY_SAVING_ALT]).toEqual([636, 639]);
  });

  it('rates every testimonial 5 stars and dates the cost data June 2025', () => {
    expect(TESTIMONIAL_RATING).toBe(5);
    expect(COST_DATA_AS_OF).toBe('June 2025');
  });
});
