/** /uk/fast-setup content (spec sections 2 and 9). */
import { TESTIMONIAL_RATING } from './claims.ts';
import type { SetupStep, Testimonial, TimelineStage } from './types.ts';

/** The five process steps, UK versus Dubai. */
export const SETUP_STEPS: readonly SetupStep[] = [
  { step: 'Company registration', uk: '1-2 weeks', dubai: 'Hour 1', ukIssues: 'Companies House queries and paperwork back-and-forth', dubaiAdvantages: 'Name approval and registration online in one go' },
  { step: 'Business licence', uk: '2-4 weeks', dubai: 'Hour 2-4', ukIssues: 'Sector licences and local authority permits applied for separately', dubaiAdvantages: 'One free-zone licence covering 2000+ activities' },
  { step: 'Bank account', uk: '2-6 weeks', dubai: 'Hour 5-8', ukIssues: 'Lengthy KYC and frequent rejections for new companies', dubaiAdvantages: 'Pre-vetted application with partner banks (95% success rate)' },
  { step: 'Office and address', uk: '1-2 weeks', dubai: 'Hour 9-16', ukIssues: 'Long leases, deposits and business rates', dubaiAdvantages: 'Flexi-desk or virtual office included with the licence' },
  { step: 'Visas and go-live', uk: '1-2 weeks', dubai: 'Hour 17-24', ukIssues: 'HMRC, VAT and PAYE registrations before trading', dubaiAdvantages: 'Residence visa applications filed and trading from day one' },
];

/** The hour-by-hour timeline. */
export const SETUP_TIMELINE: readonly TimelineStage[] = [
  { time: 'Hour 1', task: 'Consultation and name reservation', details: 'We confirm your activities, pick the free zone and reserve your company name.' },
  { time: 'Hour 2-4', task: 'Documents and licence application', details: 'Passport copies and forms are submitted; the licence application is filed.' },
  { time: 'Hour 5-8', task: 'Licence issued', details: 'Your trade licence and incorporation certificate are issued.' },
  { time: 'Hour 9-16', task: 'Bank and office', details: 'Corporate bank application submitted and office address assigned.' },
  { time: 'Hour 17-24', task: 'Visas and handover', details: 'Residence visa process started and your company pack handed over.' },
];

export const FAST_SETUP_TESTIMONIALS: readonly Testimonial[] = [
  { name: 'Oliver Grant', position: 'Founder', company: 'Grant Digital', rating: TESTIMONIAL_RATING, content: 'Licence in hand the next morning. In the UK my last company took seven weeks.' },
  { name: 'Emma Hughes', position: 'Managing Director', company: 'Hughes Trading', rating: TESTIMONIAL_RATING, content: 'Everything was done while I slept. I started invoicing clients the same week.' },
  { name: 'Raj Patel', position: 'CEO', company: 'Patel Logistics', rating: TESTIMONIAL_RATING, content: 'They handled the bank and visas too. Truly a 24-hour setup.' },
];
