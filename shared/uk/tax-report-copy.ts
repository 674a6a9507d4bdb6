/** The wording of the e-mailed tax report (PDF and message); its figures come from the tax engine. */
export const TAX_REPORT_COPY = {
  fileName: 'uk-dubai-tax-savings-report.pdf',
  subject: 'Your UK vs Dubai tax savings report',
  title: 'UK vs Dubai Tax Savings Report',
  preparedFor: 'Prepared for',
  generatedOn: 'Generated on',
  method: { dividend: 'Dividend extraction', salary: 'Salary extraction' },
  annualProfit: 'Annual company profit',
  ukHeading: 'United Kingdom',
  dubaiHeading: 'Dubai',
  rows: {
    ukCorporateTax: 'Corporation tax',
    ukPersonalTax: 'Personal tax (income or dividend tax)',
    ukNIC: 'National Insurance',
    dubaiCorporateTax: 'Corporate tax',
    dubaiPersonalTax: 'Personal income tax',
  },
  totalUk: 'Total UK tax',
  totalDubai: 'Total Dubai tax',
  savings: 'Your estimated annual saving',
  savingsShare: 'of your UK tax bill',
  disclaimer:
    'This estimate uses the rates of our online calculator and is for guidance only; it is not tax advice. Your adviser will confirm your position in a free 30-minute consultation.',
  /** Names the visitor only when the name is plainly one (tax-report-rules.ts); otherwise a neutral greeting. */
  greeting: (name: string | undefined) => (name ? `Dear ${name},` : 'Hello,'),
  body: 'Thank you for using our UK vs Dubai tax calculator. Your personalised savings report is attached as a PDF. Reply to this e-mail or message us on WhatsApp to book your free 30-minute consultation.',
  signOff: 'Kind regards,\nThe Dubai setup team',
} as const;
