/**
 * The /uk hub's interface words that shared/uk does not hold (headings, labels, button texts). Figures come from
 * shared/uk (claims, tax engine, content); messages from pdf-request.ts, tax-engine.ts and form-rules.ts.
 */
import { businessEmail, LAUNCH_SETTINGS, type BusinessEmail } from '#shared/launch-settings.ts';
import { CLAIMS, GUARANTEES, HEADLINE_ANNUAL_SAVING_TEXT, LIFESTYLE_FACTS } from '#shared/uk/content/claims.ts';
import { WHATSAPP_COUNTDOWN_SECONDS } from '#shared/uk/lead-capture.ts';
import { FORM_FIELD_WORDING } from '#shared/form-wording.ts';
import { CONSENT_TEXTS } from '#shared/privacy/consent-texts.ts';

/** The case-study teaser's 'notify me' e-mail link, or null while there is no business e-mail to write to. */
export const caseStudyMailto = (email: BusinessEmail | null) =>
  email ? `${email.href}?subject=${encodeURIComponent('Notify me: UK to Dubai case study')}` : null;

/** The hub's section anchors. */
export const HUB_SECTION_IDS = {
  hero: 'uk-hero',
  examples: 'calculator-examples',
  reasons: 'reasons',
  guide: 'migration-guide',
  trust: 'trust',
  calculator: 'tax-calculator',
  caseStudy: 'case-study',
  booking: 'book-call',
  analytics: 'analytics-panel',
} as const;

/**
 * The booking calendar. The spec names a booking calendar link without its address: the owner sets it in
 * shared/launch-settings.ts before launch; until then the hub shows no calendar button (WhatsApp and the phone remain).
 */
export const BOOKING_CALENDAR_URL: string | null = LAUNCH_SETTINGS.bookingCalendarUrl;

export const HUB_COPY = {
  hero: {
    eyebrow: 'For UK business owners, executives and families',
    title: `Move Your Business to Dubai and Save up to ${HEADLINE_ANNUAL_SAVING_TEXT} a Year`,
    lead: `0% personal income tax, 0-9% corporate tax and no inheritance tax. Your company set up in ${CLAIMS.setupGuaranteeHours} hours, with ${CLAIMS.bankingSuccessRatePercent}% banking success.`,
    calculate: 'Calculate my savings',
    whatsapp: 'Chat on WhatsApp',
    guide: `Get the free ${CLAIMS.guidePages}-page guide`,
  },
  examples: {
    title: 'What UK Owners Save',
    subtitle: 'Our calculator on typical company profits, dividend extraction.',
    profit: 'Annual profit',
    ukTax: 'UK tax',
    dubaiTax: 'Dubai tax',
    saving: 'Annual saving',
  },
  reasons: {
    title: 'Seven Reasons UK Entrepreneurs Choose Dubai',
    subtitle: 'Each one explained in detail.',
    more: 'Read more',
  },
  guide: {
    title: 'Free UK to Dubai Migration Guide',
    subtitle: `${CLAIMS.guidePages} pages on tax, setup, banking, visas and moving your family.`,
    name: FORM_FIELD_WORDING.fullName.label,
    email: FORM_FIELD_WORDING.email.label,
    consent: CONSENT_TEXTS.ukGuideUpdates.text,
    submit: 'Send me the guide',
    submitting: 'Sending...',
    successTitle: 'Thank you! Your guide is on its way.',
    successBody: 'We are opening WhatsApp so an adviser can answer your questions.',
    countdown: (seconds: number) => `Opening WhatsApp in ${seconds}...`,
    countdownSeconds: WHATSAPP_COUNTDOWN_SECONDS,
    opened: 'WhatsApp opened in a new tab.',
    openNow: 'Open WhatsApp now',
  },
  trust: {
    title: 'Why UK Founders Trust Us',
    stats: [
      { value: LIFESTYLE_FACTS.ukDubaiSetups, label: 'UK-Dubai setups' },
      { value: `${CLAIMS.bankingSuccessRatePercent}%`, label: 'banking success rate' },
      { value: `${CLAIMS.setupGuaranteeHours}h`, label: 'setup guarantee' },
      { value: CLAIMS.freeZones, label: 'free zones compared' },
    ],
    guarantees: GUARANTEES,
  },
  calculator: {
    title: 'UK vs Dubai Tax Calculator',
    subtitle: 'Enter your company’s annual profit and how you take it out.',
    profit: 'Annual company profit',
    profitPlaceholder: '£150,000',
    method: 'Extraction method',
    methods: { dividend: 'Dividends', salary: 'Salary' },
    calculate: 'Calculate',
    calculating: 'Calculating...',
    resultTitle: 'Your estimated annual tax',
    uk: 'United Kingdom',
    dubai: 'Dubai',
    rows: {
      income: 'Annual profit',
      ukCorporateTax: 'Corporation tax',
      ukPersonalTax: 'Personal tax (income or dividend tax)',
      employeeNIC: 'Employee National Insurance',
      employerNIC: 'Employer National Insurance',
      ukNIC: 'National Insurance total',
      totalUKTax: 'Total UK tax',
      dubaiCorporateTax: 'Corporate tax',
      dubaiPersonalTax: 'Personal income tax',
      totalDubaiTax: 'Total Dubai tax',
    },
    totalSavings: 'Total annual savings',
    savingsPercentage: 'Savings percentage',
    savingsShare: 'of your UK tax bill',
    requestPdf: 'Request the PDF report',
  },
  pdf: {
    title: 'Get your report as a PDF',
    name: FORM_FIELD_WORDING.fullName.label,
    email: FORM_FIELD_WORDING.email.label,
    phone: 'Phone (optional)',
    consent: CONSENT_TEXTS.ukReportPrivacy.text,
    submit: 'Send my PDF report',
    submitting: 'Requesting...',
    cancel: 'Cancel',
  },
  caseStudy: {
    badge: 'Coming soon',
    title: 'Upcoming Case Study: A UK Agency’s Move to Dubai',
    body: 'How a UK agency owner moved the company, the bank accounts and the family. Be the first to read it.',
    notify: 'Notify me when it is published',
    /** The link to be told by e-mail; null (the link hidden) while the owner has not set the business e-mail. */
    mailto: caseStudyMailto(businessEmail()),
  },
  booking: {
    title: `Book Your Free ${CLAIMS.consultationMinutes}-Minute Consultation`,
    subtitle: 'Talk to an adviser about your numbers, your timeline and your family.',
    calendar: 'Choose a time in the calendar',
    call: 'Call us',
    whatsapp: 'Book on WhatsApp',
  },
  analytics: {
    title: 'Analytics panel (sample data)',
    note: 'Hard-coded sample numbers, shown only with ?admin=true.',
    metrics: [
      { label: 'Visitors (7 days)', value: '12,480' },
      { label: 'Guide requests', value: '342' },
      { label: 'Calculator uses', value: '1,096' },
      { label: 'PDF requests', value: '187' },
      { label: 'WhatsApp chats', value: '264' },
      { label: 'Conversion rate', value: '5.4%' },
    ],
  },
} as const;
