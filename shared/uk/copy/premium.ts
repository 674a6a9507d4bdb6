import { FORM_FIELD_WORDING } from '#shared/form-wording.ts';

/**
 * Interface words of the landing pages that shared/uk/content does not hold yet (section titles, table headers, form
 * labels, link texts). No figure or claim is written here: those are imported from shared/uk. To move into
 * shared/uk/content (not editable from web/) once the content owners take them.
 */
export const PREMIUM_LABELS = {
  reportTitle: 'Your Personal Tax Savings Report',
  reportIncludesTitle: 'Your report includes',
  emailLabel: FORM_FIELD_WORDING.email.label,
  emailPlaceholder: FORM_FIELD_WORDING.email.placeholder,
  comparisonTitle: (income: string) => `UK vs Dubai on ${income} Income`,
  ukColumn: 'United Kingdom',
  dubaiColumn: 'Dubai',
  annualTax: 'Annual tax',
  takeHome: 'Take-home pay',
  longTermTitle: 'What You Keep Over Time',
  years: (years: number) => `${years} years`,
  savingsCta: 'SHOW ME MY SAVINGS',
  statsTitle: 'Wealth Migration Statistics',
  source: (attribution: string) => `Source: ${attribution}`,
  consultationTitle: 'Book Your VIP Consultation',
  fields: { name: FORM_FIELD_WORDING.fullName.label, email: FORM_FIELD_WORDING.email.label, phone: 'Phone', company: 'Company', revenue: 'Annual revenue (£)' },
  consultationSubmit: 'REQUEST MY VIP CONSULTATION',
  annualSaving: 'saved every year',
  whatsapp: 'WhatsApp us',
  email: 'Email us',
  backToUk: 'Back to UK overview',
} as const;

export const ALTERNATE_LABELS = {
  summaryTitle: 'Your Annual Savings',
  total: 'Total',
  statsTitle: 'The Numbers',
  breakdownTitle: 'Complete Tax Breakdown',
  columns: { category: 'Tax', uk: 'UK', dubai: 'Dubai', savings: 'You save' },
  qualityTitle: 'Quality of Life',
  whyTitle: 'Why Dubai',
  startCta: 'START MY MOVE ON WHATSAPP',
  talkCta: 'TALK TO AN EXPERT NOW',
  whatsappLine: (number: string) => `WhatsApp: ${number}`,
  emailLine: (email: string) => `Email: ${email}`,
  crisisAlert: 'UK TAX CRISIS ALERT',
  exodusTitle: 'The Exodus Is Real',
  savingsTitle: 'Your Savings Breakdown',
  basis: (profit: string, salary: string) => `Based on a ${profit} profit company with a ${salary} executive salary.`,
  advantagesTitle: 'Six Dubai Advantages',
  testimonialsTitle: 'They Made the Move',
  stars: (rating: number) => `${rating} out of 5 stars`,
  finalTitle: (saving: string) => `Start Saving ${saving} a Year`,
  footerContact: 'Contact',
} as const;
