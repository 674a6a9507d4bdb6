/**
 * The hub's UK-versus-Dubai tax calculator (spec uk-and-admin.md section 9, "Calculator rates").
 *
 * Rounding: every figure is kept exact (unrounded pounds) in the result so that totals add up; the page rounds to
 * whole pounds only when it shows a figure, through `formatPounds` (and `formatPercent` for the percentage).
 *
 * Interpretations (the spec gives rates, not formulas):
 * - Dividend method: the company pays UK corporation tax on the whole profit; what is left is paid out as a dividend,
 *   taxed at 8.75% above the 1,000 allowance. No National Insurance is due on dividends.
 * - Salary method: the whole profit is paid as salary (deductible, so no UK corporation tax). Income tax uses the
 *   bands as given, without tapering the personal allowance. Employee NIC "12% up to the 37,700 band" is read as 12% on
 *   the 37,700-wide band that starts at the 12,570 threshold (12,570 to 50,270), plus 2% on earnings above 50,270.
 *   Employer NIC is 13.8% above 12,570. `ukNIC` is employee plus employer NIC.
 * - Dubai: whichever method, the company pays 9% corporate tax on profit above the 80,000 threshold and the owner pays
 *   0% personal tax.
 */

/** How the owner takes the profit out of the company. */
export type ExtractionMethod = 'dividend' | 'salary';

export const EXTRACTION_METHODS = ['dividend', 'salary'] as const satisfies readonly ExtractionMethod[];

/** Every rate and threshold of the calculator, in one place. */
export const CALCULATOR_RATES = {
  ukCorporateTaxDividend: 0.235,
  dividendTaxRate: 0.0875,
  dividendAllowance: 1_000,
  incomeTaxBands: [
    { from: 0, to: 12_570, rate: 0 },
    { from: 12_570, to: 50_270, rate: 0.2 },
    { from: 50_270, to: 125_140, rate: 0.4 },
    { from: 125_140, to: Number.POSITIVE_INFINITY, rate: 0.45 },
  ],
  employeeNicThreshold: 12_570,
  employeeNicMainBand: 37_700,
  employeeNicMainRate: 0.12,
  employeeNicUpperThreshold: 50_270,
  employeeNicUpperRate: 0.02,
  employerNicThreshold: 12_570,
  employerNicRate: 0.138,
  dubaiCorporateTaxRate: 0.09,
  dubaiCorporateTaxThreshold: 80_000,
  dubaiPersonalTaxRate: 0,
} as const;

/** The pause between pressing Calculate and showing the result. */
export const TAX_CALCULATION_DELAY_MS = 800;

/** Shown when the profit is missing, zero, negative or not a number. */
export const PROFIT_MESSAGE = 'Please enter a profit amount greater than £0';

/** The Tax calculation result entity (spec section 3). All amounts are exact pounds. */
export type TaxCalculationResult = {
  income: number;
  ukPersonalTax: number;
  ukCorporateTax: number;
  ukNIC: number;
  employeeNIC: number;
  /** Present for the salary method only. */
  employerNIC?: number;
  dubaiPersonalTax: number;
  dubaiCorporateTax: number;
  totalUKTax: number;
  totalDubaiTax: number;
  totalSavings: number;
  /** Savings as a percentage of the UK tax (0 when there is no UK tax). */
  savingsPercentage: number;
  extractionMethod: ExtractionMethod;
};

export type TaxInput = { profit: number; method: ExtractionMethod };

/** Thrown by `calculateTax` for a profit that is not a positive finite number; its message is `PROFIT_MESSAGE`. */
export class TaxInputError extends Error {
  constructor() {
    super(PROFIT_MESSAGE);
    this.name = 'TaxInputError';
  }
}

/** Checks a profit without throwing: the form shows `message` under the input. */
export function validateProfit(profit: unknown): { ok: true; profit: number } | { ok: false; message: string } {
  return typeof profit === 'number' && Number.isFinite(profit) && profit > 0
    ? { ok: true, profit }
    : { ok: false, message: PROFIT_MESSAGE };
}

const above = (amount: number, threshold: number) => Math.max(0, amount - threshold);
const within = (amount: number, from: number, to: number) => Math.max(0, Math.min(amount, to) - from);

/** UK income tax on a salary, band by band. */
export function ukIncomeTax(salary: number): number {
  return CALCULATOR_RATES.incomeTaxBands.reduce((tax, band) => tax + within(salary, band.from, band.to) * band.rate, 0);
}

/** Employee (class 1 primary) NIC on a salary. */
export function employeeNic(salary: number): number {
  const r = CALCULATOR_RATES;
  const mainBand = within(salary, r.employeeNicThreshold, r.employeeNicThreshold + r.employeeNicMainBand);
  return mainBand * r.employeeNicMainRate + above(salary, r.employeeNicUpperThreshold) * r.employeeNicUpperRate;
}

/** Employer (class 1 secondary) NIC on a salary. */
export function employerNic(salary: number): number {
  return above(salary, CALCULATOR_RATES.employerNicThreshold) * CALCULATOR_RATES.employerNicRate;
}

/** Dubai corporate tax on a company's profit. */
export function dubaiCorporateTax(profit: number): number {
  return above(profit, CALCULATOR_RATES.dubaiCorporateTaxThreshold) * CALCULATOR_RATES.dubaiCorporateTaxRate;
}

/**
 * UK versus Dubai tax on a company's annual profit for the chosen extraction method.
 * @throws TaxInputError when the profit is not a positive finite number.
 */
export function calculateTax({ profit, method }: TaxInput): TaxCalculationResult {
  if (!validateProfit(profit).ok) throw new TaxInputError();
  if (!EXTRACTION_METHODS.includes(method)) throw new Error(`Unknown extraction method: ${String(method)}`);
  const r = CALCULATOR_RATES;

  let uk: Pick<TaxCalculationResult, 'ukPersonalTax' | 'ukCorporateTax' | 'ukNIC' | 'employeeNIC' | 'employerNIC'>;
  if (method === 'dividend') {
    const corporateTax = profit * r.ukCorporateTaxDividend;
    const dividend = profit - corporateTax;
    uk = {
      ukCorporateTax: corporateTax,
      ukPersonalTax: above(dividend, r.dividendAllowance) * r.dividendTaxRate,
      ukNIC: 0,
      employeeNIC: 0,
    };
  } else {
    const employee = employeeNic(profit);
    const employer = employerNic(profit);
    uk = {
      ukCorporateTax: 0,
      ukPersonalTax: ukIncomeTax(profit),
      ukNIC: employee + employer,
      employeeNIC: employee,
      employerNIC: employer,
    };
  }

  const dubaiPersonalTax = profit * r.dubaiPersonalTaxRate;
  const dubaiCorporate = dubaiCorporateTax(profit);
  const totalUKTax = uk.ukPersonalTax + uk.ukCorporateTax + uk.ukNIC;
  const totalDubaiTax = dubaiPersonalTax + dubaiCorporate;
  const totalSavings = totalUKTax - totalDubaiTax;

  return {
    income: profit,
    ...uk,
    dubaiPersonalTax,
    dubaiCorporateTax: dubaiCorporate,
    totalUKTax,
    totalDubaiTax,
    totalSavings,
    savingsPercentage: totalUKTax > 0 ? (totalSavings / totalUKTax) * 100 : 0,
    extractionMethod: method,
  };
}

/** What the profit input keeps of what was typed: its digits only ('£1,2a3' -> '123'). */
export function parseProfitInput(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** The profit input's number, or NaN when nothing usable was typed (so `validateProfit` rejects it). */
export function profitFromInput(raw: string): number {
  const digits = parseProfitInput(raw);
  return digits === '' ? Number.NaN : Number(digits);
}

/** How the profit input shows what was typed: '1234567' -> '£1,234,567'; empty stays empty. */
export function formatProfitInput(raw: string): string {
  const digits = parseProfitInput(raw).replace(/^0+(?=\d)/, '');
  return digits === '' ? '' : formatPounds(Number(digits));
}

const poundsFormat = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole pounds with a pound sign and thousands separators: 1234567.4 -> '£1,234,567'; -500 -> '-£500'. */
export function formatPounds(amount: number): string {
  const rounded = Math.round(amount);
  return poundsFormat.format(Object.is(rounded, -0) ? 0 : rounded);
}

/** A percentage rounded to a whole number: 63.6 -> '64%'. */
export function formatPercent(percent: number): string {
  const rounded = Math.round(percent);
  return `${Object.is(rounded, -0) ? 0 : rounded}%`;
}
