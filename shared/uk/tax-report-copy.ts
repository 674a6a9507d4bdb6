/**
 * The wording of the e-mailed tax report (PDF and message). Its figures come from the tax engine, its rates from the
 * calculator's constants (CALCULATOR_RATES), its structures from the site's packages and its timeline from the
 * 24-hour setup page, so the report never states a number the site does not.
 */
import { CLAIMS } from './content/claims.ts';
import { CALCULATOR_RATES, formatPounds, type ExtractionMethod } from './tax-engine.ts';

/** A rate as a percentage with only the decimals it has: 0.235 -> '23.5%', 0.0875 -> '8.75%', 0.2 -> '20%'. */
export function formatRate(rate: number): string {
  return `${Number((rate * 100).toFixed(2))}%`;
}

/** The income tax bands as one phrase: '0% up to £12,570, 20% to £50,270, 40% to £125,140 and 45% above'. */
function incomeTaxBands(): string {
  const bands = CALCULATOR_RATES.incomeTaxBands;
  const parts = bands.map((band, index) =>
    index === 0
      ? `${formatRate(band.rate)} up to ${formatPounds(band.to)}`
      : Number.isFinite(band.to)
        ? `${formatRate(band.rate)} to ${formatPounds(band.to)}`
        : `${formatRate(band.rate)} above`,
  );
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The rates and thresholds the calculation used, one line each, as the report lists them. */
export function rateAssumptions(): string[] {
  const r = CALCULATOR_RATES;
  return [
    `UK corporation tax: ${formatRate(r.ukCorporateTaxDividend)} of the profit on dividend extraction (a salary is deductible).`,
    `UK dividend tax: ${formatRate(r.dividendTaxRate)} of dividends above the ${formatPounds(r.dividendAllowance)} dividend allowance.`,
    `UK income tax on a salary: ${incomeTaxBands()}.`,
    `Employee National Insurance: ${formatRate(r.employeeNicMainRate)} from ${formatPounds(r.employeeNicThreshold)} to ${formatPounds(r.employeeNicThreshold + r.employeeNicMainBand)}, ${formatRate(r.employeeNicUpperRate)} above ${formatPounds(r.employeeNicUpperThreshold)}.`,
    `Employer National Insurance: ${formatRate(r.employerNicRate)} of a salary above ${formatPounds(r.employerNicThreshold)}.`,
    `Dubai corporate tax: ${formatRate(r.dubaiCorporateTaxRate)} of the profit above ${formatPounds(r.dubaiCorporateTaxThreshold)}.`,
    `Dubai personal income tax: ${formatRate(r.dubaiPersonalTaxRate)}.`,
  ];
}

const reportDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

/** The report's date as a UK reader writes it: '1 July 2026' (the day in London, where its readers are). */
export function formatReportDate(date: Date): string {
  return reportDate.format(date);
}

export const TAX_REPORT_COPY = {
  fileName: 'uk-dubai-tax-savings-report.pdf',
  subject: 'Your UK vs Dubai tax savings report',
  title: 'UK vs Dubai Tax Savings Report',
  /** The PDF's Subject field. */
  documentSubject: (profit: number, method: ExtractionMethod) =>
    `Estimated annual UK and Dubai tax on a company profit of ${formatPounds(profit)}, ${TAX_REPORT_COPY.method[method].toLowerCase()}`,
  keywords: ['UK tax', 'Dubai tax', 'company setup', 'tax savings'],
  confidential: 'Personal and confidential',
  preparedFor: 'Prepared for',
  generatedOn: 'Generated on',
  method: { dividend: 'Dividend extraction', salary: 'Salary extraction' },
  savings: 'Your estimated annual saving',
  savingsShare: (percent: string, profit: number) => `${percent} of your UK tax bill, on an annual company profit of ${formatPounds(profit)}`,
  figuresHeading: 'Your calculation',
  columns: { tax: 'Tax per year', uk: 'United Kingdom', dubai: 'Dubai' },
  annualProfit: 'Annual company profit',
  rows: {
    corporateTax: 'Corporation tax / corporate tax',
    personalTax: 'Personal tax (income or dividend tax)',
    nationalInsurance: 'National Insurance (employee and employer)',
    total: 'Total tax',
  },
  annualSaving: 'Annual saving',
  chartHeading: 'UK tax against Dubai tax, per year',
  methodHeading: 'How we calculated it',
  methodExplained: {
    dividend:
      'Dividend extraction: the company pays UK corporation tax on its whole profit and pays out what is left to you as a dividend. No National Insurance is due on dividends.',
    salary:
      'Salary extraction: the whole profit is paid to you as a salary, so no UK corporation tax is due; you pay income tax and National Insurance, and the company pays employer National Insurance.',
  },
  dubaiExplained: 'In Dubai, whichever way you take the profit, the company pays corporate tax above the threshold and you pay no personal income tax.',
  ratesHeading: 'Rates and thresholds used',
  structuresHeading: 'Recommended Dubai business structures',
  structuresIntro: 'Every package includes 100% ownership, bank account opening and a money-back guarantee.',
  recommended: 'Recommended for your profit',
  structurePrice: (price: string, was: string) => `${price} (was ${was})`,
  setupIn: (setupTime: string) => `Set up in ${setupTime}`,
  noVisas: 'No residence visas',
  timelineHeading: `Your relocation timeline: the ${CLAIMS.setupGuaranteeHours}-hour setup, step by step`,
  nextStepsHeading: 'Next steps',
  nextStepsIntro: `Book your free ${CLAIMS.consultationMinutes}-minute consultation: an adviser goes through your numbers, your timeline and your family's move with you.`,
  bookingLink: `Book your free ${CLAIMS.consultationMinutes}-minute consultation`,
  whatsappLink: (number: string) => `Message us on WhatsApp: ${number}`,
  phoneLink: (number: string) => `Call our UK office: ${number}`,
  disclaimerHeading: 'Tax disclaimer',
  page: (number: number, total: number) => `Page ${number} of ${total}`,
  /** Names the visitor only when the name is plainly a name (tax-report-rules.ts); otherwise a neutral greeting. */
  greeting: (name: string | undefined) => (name ? `Dear ${name},` : 'Hello,'),
  body: 'Thank you for using our UK vs Dubai tax calculator. Your personalised savings report is attached as a PDF. Reply to this e-mail or message us on WhatsApp to book your free 30-minute consultation.',
  signOff: 'Kind regards,\nThe Dubai setup team',
} as const;
