/** The UK headline claims as the spec states them (uk-and-admin.md section 9), copied. */
import {
  CLAIMS,
  DAILY_SAVING,
  DAILY_SAVING_ALT,
  HEADLINE_ANNUAL_SAVING,
  HEADLINE_ANNUAL_SAVING_TEXT,
  HEADLINE_BREAKDOWN,
  LIFESTYLE_FACTS,
  MARKET_FACTS,
  SALES_TAX_RATES,
  SALES_TAX_RATE_VALUES,
  TESTIMONIAL_RATING,
} from './claims.ts';
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

describe('the UK sales figures, as the spec states them', () => {
  it('claims a 47-page guide, 95% banking success, 24-hour setup, a 30-minute consultation, privacy answers in 30 days and the rest of section 9', () => {
    expect(CLAIMS).toEqual({
      guidePages: 47,
      bankingSuccessRatePercent: 95,
      setupGuaranteeHours: 24,
      consultationMinutes: 30,
      privacyResponseDays: 30,
      formConversionTargetPercent: 5,
      setupRefundCompensationPounds: 500,
      ukSetupWeeks: '6-12 weeks',
      ukSetupAlternate: '12 months',
      freeZones: '40+',
      businessActivities: '2000+',
    });
  });

  it('quotes UK 45/25/20/40% (above £325,000), CGT up to 28%, NI 13.25%, dividends 38.1%; Dubai 0%, 0-9% (9% mainland), VAT 5%', () => {
    expect(SALES_TAX_RATES).toEqual({
      uk: {
        personal: '45%',
        corporate: '25%',
        vat: '20%',
        inheritance: '40%',
        inheritanceThresholdPounds: 325000,
        capitalGains: 'up to 28%',
        nationalInsurance: '13.25%',
        dividend: '38.1%',
      },
      dubai: { personal: '0%', corporate: '0-9%', corporateMainland: '9%', vat: '5%', inheritance: '0%' },
    });
    expect(SALES_TAX_RATE_VALUES).toEqual({ ukCorporate: 0.25, dubaiCorporateMin: 0, dubaiCorporateMax: 0.09, ukInheritance: 0.4 });
  });

  it('states 3 billion consumers within 4 hours for 80% of the world and 200+ trade agreements', () => {
    expect(MARKET_FACTS).toEqual({
      consumers: '3 billion',
      consumersShort: '3B',
      flightHours: 4,
      flightHoursShort: '4hr',
      worldPopulationInReachPercent: 80,
      tradeAgreements: '200+',
    });
  });

  it('states the lifestyle figures: 350+ sunny days, 28°C, 99.2% safety, 16,500 millionaires leaving and 9,800 arriving', () => {
    expect(LIFESTYLE_FACTS).toEqual({
      sunnyDays: '350+',
      ukRainyDays: '200+',
      averageTemperature: '28°C',
      internationalSchools: '200+',
      crimeLowerPercent: 90,
      ukCostOfLivingPerMonth: '£4,500/month',
      dubaiCostOfLivingPerMonth: 'AED 12,000/month',
      safetyRating: '99.2%',
      companies: '200,000+',
      countries: '190+',
      ukMillionairesLeaving: '16,500',
      millionairesArrivingUae: '9,800',
      ukDubaiSetups: '4,200+',
    });
  });
});
