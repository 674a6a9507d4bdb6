/** /uk-dubai premium landing page content (spec sections 2 and 9). */
import { HEADLINE_ANNUAL_SAVING, HEADLINE_ANNUAL_SAVING_TEXT, LIFESTYLE_FACTS } from './claims.ts';
import { formatMillions } from './money.ts';

export const PREMIUM_HERO = {
  badges: [`${LIFESTYLE_FACTS.ukMillionairesLeaving} UK Millionaires Fleeing`, `${LIFESTYLE_FACTS.millionairesArrivingUae} Choosing UAE`],
  headline: "THE UK's TAX EXODUS",
  annualSaving: HEADLINE_ANNUAL_SAVING,
  perks: ['350+ sunny days', '0% income tax', 'Zero inheritance tax', '24h setup guarantee', '100% confidential', 'Regulated and licensed'],
  consultationButton: 'GET VIP CONSULTATION',
  reportButton: 'EXCLUSIVE TAX REPORT',
  particles: 50,
} as const;

/** The section ids the hero buttons scroll to. */
export const PREMIUM_SECTION_IDS = { consultation: 'premium-consultation', report: 'premium-report' } as const;

export const PREMIUM_REPORT = {
  button: `GET MY ${HEADLINE_ANNUAL_SAVING_TEXT} SAVINGS ANALYSIS`,
  includes: [
    'Personalised tax savings calculation',
    'Dubai business structure recommendations',
    'Step-by-step relocation timeline',
    'Consultation booking link',
  ],
} as const;

/** The comparison on £500K income, as the page states it. */
export const PREMIUM_COMPARISON = {
  income: 500_000,
  uk: {
    rows: [
      { label: 'Income Tax', amount: 225_000, orMore: false },
      { label: 'National Insurance', amount: 6_340, orMore: false },
      { label: 'Dividend Tax', amount: 2_000, orMore: true },
      { label: 'Council Tax', amount: 3_000, orMore: true },
    ],
    /**
     * The stated annual total. The rows as written add up to £236,340, not £233,340; the '+' rows are 'or more'
     * figures, so the page keeps the stated total, which is the headline saving.
     */
    total: HEADLINE_ANNUAL_SAVING,
  },
  dubai: { rows: [{ label: 'Income Tax', amount: 0 }, { label: 'National Insurance', amount: 0 }, { label: 'Dividend Tax', amount: 0 }, { label: 'Council Tax', amount: 0 }], total: 0 },
} as const;

/** Take-home pay on £500K: income minus the year's tax (£266,660 in the UK, £500,000 in Dubai). */
export const PREMIUM_TAKE_HOME = {
  uk: PREMIUM_COMPARISON.income - PREMIUM_COMPARISON.uk.total,
  dubai: PREMIUM_COMPARISON.income - PREMIUM_COMPARISON.dubai.total,
} as const;

/** 10, 20 and 30 years of the headline saving: £2.33M, £4.67M, £7.00M. */
export const PREMIUM_LONG_TERM_SAVINGS = [10, 20, 30].map((years) => ({
  years,
  amount: years * HEADLINE_ANNUAL_SAVING,
  text: formatMillions(years * HEADLINE_ANNUAL_SAVING),
}));

export const PREMIUM_NOTICE = 'Limited Time: UK Tax Rates Increasing 2025';

export const WEALTH_MIGRATION_STATS = {
  attribution: 'Henley Private Wealth Migration Report',
  stats: [
    { label: 'UK millionaires leaving', value: LIFESTYLE_FACTS.ukMillionairesLeaving },
    { label: 'Millionaires arriving in the UAE', value: LIFESTYLE_FACTS.millionairesArrivingUae },
    { label: 'UK-Dubai setups', value: LIFESTYLE_FACTS.ukDubaiSetups },
  ],
} as const;

/** Analytics event names of the premium page. */
export const PREMIUM_EVENTS = {
  whatsapp: { name: 'uk_dubai_whatsapp', category: 'engagement' },
  emailCapture: { name: 'uk_dubai_email_capture', category: 'lead' },
  consultation: { name: 'uk_dubai_premium_consultation', category: 'lead' },
  heroCta: { name: 'uk_dubai_hero_cta', category: 'engagement', label: 'primary' },
  heroReport: { name: 'uk_dubai_hero_report', category: 'engagement', label: 'secondary' },
  savingsCta: { name: 'uk_dubai_savings_cta', category: 'engagement', label: 'savings_spotlight' },
} as const;

/** The in-view flag turns on when 10% of a section is visible. */
export const INTERSECTION_THRESHOLD = 0.1;
