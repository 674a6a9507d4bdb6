/**
 * The UK section's headline claims and sales-page figures (spec section 9), each written once. Totals that the spec
 * states as sums are computed here, and claims.test.ts checks them against the stated figures.
 */
import { formatPounds } from '../tax-engine.ts';
import { PRIVACY_REQUEST_RESPONSE_DAYS } from '../../privacy/retention.ts';

/** The four parts of the headline annual saving. */
export const HEADLINE_BREAKDOWN = [
  { key: 'personal', category: 'Personal Income Tax', amount: 90_000 },
  { key: 'corporate', category: 'Corporate Tax', amount: 125_000 },
  { key: 'vat', category: 'VAT', amount: 15_000 },
  { key: 'inheritance', category: 'Inheritance Tax', amount: 3_340 },
] as const;

export type HeadlineBreakdownKey = (typeof HEADLINE_BREAKDOWN)[number]['key'];

/** The amount of one part of the headline saving. */
export function headlineAmount(key: HeadlineBreakdownKey): number {
  const row = HEADLINE_BREAKDOWN.find((item) => item.key === key);
  if (!row) throw new Error(`Unknown headline breakdown part: ${key}`);
  return row.amount;
}

/** The headline annual saving: the sum of its parts (£233,340). */
export const HEADLINE_ANNUAL_SAVING = HEADLINE_BREAKDOWN.reduce((sum, row) => sum + row.amount, 0);

/** '£233,340' */
export const HEADLINE_ANNUAL_SAVING_TEXT = formatPounds(HEADLINE_ANNUAL_SAVING);

/** The daily saving as the pages state it (233,340 / 365 = 639.3; most pages say £636, one says £639). */
export const DAILY_SAVING = 636;
/** The figure one page states instead of £636 (the spec does not say which page). */
export const DAILY_SAVING_ALT = 639;

export const CLAIMS = {
  guidePages: 47,
  bankingSuccessRatePercent: 95,
  setupGuaranteeHours: 24,
  consultationMinutes: 30,
  privacyResponseDays: PRIVACY_REQUEST_RESPONSE_DAYS,
  formConversionTargetPercent: 5,
  setupRefundCompensationPounds: 500,
  ukSetupWeeks: '6-12 weeks',
  ukSetupAlternate: '12 months',
  freeZones: '40+',
  businessActivities: '2000+',
} as const;

export const GUARANTEES = [
  {
    title: 'Money-Back Guarantee',
    description: 'If we cannot set up your Dubai company, you get your setup fee back in full.',
  },
  {
    title: '24-Hour Setup Guarantee',
    description: `Your company is set up within ${CLAIMS.setupGuaranteeHours} hours or you get a full refund plus ${formatPounds(CLAIMS.setupRefundCompensationPounds)} compensation.`,
  },
] as const;

/** The rates the sales pages quote (not the calculator's rates, which are in tax-engine.ts). */
export const SALES_TAX_RATES = {
  uk: {
    personal: '45%',
    corporate: '25%',
    vat: '20%',
    inheritance: '40%',
    inheritanceThresholdPounds: 325_000,
    capitalGains: 'up to 28%',
    nationalInsurance: '13.25%',
    dividend: '38.1%',
  },
  dubai: {
    personal: '0%',
    corporate: '0-9%',
    corporateMainland: '9%',
    vat: '5%',
    inheritance: '0%',
  },
} as const;

/** The numeric rates behind the sales pages' tables. */
export const SALES_TAX_RATE_VALUES = {
  ukCorporate: 0.25,
  dubaiCorporateMin: 0,
  dubaiCorporateMax: 0.09,
  ukInheritance: 0.4,
} as const;

export const MARKET_FACTS = {
  consumers: '3 billion',
  consumersShort: '3B',
  flightHours: 4,
  flightHoursShort: '4hr',
  worldPopulationInReachPercent: 80,
  tradeAgreements: '200+',
} as const;

export const LIFESTYLE_FACTS = {
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
} as const;

/** Star rating shown on every testimonial. */
export const TESTIMONIAL_RATING = 5;
