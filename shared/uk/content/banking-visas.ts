/** /uk/banking-visas content: UAE banking and residence visas for UK founders (the spec does not show this page). */
import { CLAIMS } from './claims.ts';
import type { TimelineStage } from './types.ts';

export const BANKING_SUCCESS_RATE_PERCENT = CLAIMS.bankingSuccessRatePercent;

export const BANKING_INTRO = {
  title: 'UAE Banking & Residence Visas for UK Founders',
  summary: `We prepare your corporate bank application with partner banks, with a ${CLAIMS.bankingSuccessRatePercent}% banking success rate, and handle your residence visa and your family's.`,
} as const;

/** Opening a UAE corporate bank account, step by step. */
export const ACCOUNT_OPENING_STEPS = [
  { step: 1, title: 'Choose the bank', details: 'We match your activity and turnover to the partner bank most likely to approve you.' },
  { step: 2, title: 'Prepare the KYC pack', details: 'Trade licence, memorandum, passports, proof of address, CV and a business plan with expected turnover.' },
  { step: 3, title: 'Compliance interview', details: 'A short call or meeting with the bank’s relationship manager, in person or by video.' },
  { step: 4, title: 'Account activated', details: 'IBAN, online banking and cards issued; multi-currency accounts in AED, GBP, USD and EUR.' },
] as const;

/** The residence visas UK founders use. */
export const VISA_TYPES = [
  { name: 'Investor / Partner Visa', duration: '2 years, renewable', for: 'Shareholders of a UAE company', requirements: 'Trade licence and Emirates ID medical test' },
  { name: 'Golden Visa', duration: '10 years, renewable', for: 'Investors, entrepreneurs and high earners', requirements: 'For example AED 2 million in property or a qualifying business' },
  { name: 'Employment Visa', duration: '2 years, renewable', for: 'Staff of your company', requirements: 'Employment contract and labour approval' },
  { name: 'Family / Dependant Visa', duration: 'Matches the sponsor’s visa', for: 'Spouse, children and parents', requirements: 'Sponsor’s salary or income and tenancy contract' },
  { name: 'Green Visa', duration: '5 years, renewable', for: 'Freelancers and skilled professionals', requirements: 'Self-sponsored with proof of income' },
] as const;

/** From licence to account and visa. */
export const BANKING_VISA_TIMELINE: readonly TimelineStage[] = [
  { time: 'Day 1', task: 'Company licence issued', details: 'Your 24-hour setup completes and the visa quota is opened.' },
  { time: 'Days 2-5', task: 'Entry permit and bank application', details: 'Entry permit issued; bank KYC pack submitted.' },
  { time: 'Days 5-10', task: 'Medical and Emirates ID', details: 'Medical test and biometrics in Dubai.' },
  { time: 'Days 10-15', task: 'Residence visa stamped', details: 'Your visa and Emirates ID are issued.' },
  { time: 'Weeks 2-4', task: 'Bank account active', details: 'Account opened once the bank’s compliance review completes.' },
] as const;
