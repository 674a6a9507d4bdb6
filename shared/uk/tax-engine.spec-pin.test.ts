/** The tax calculator's rates exactly as the spec lists them (uk-and-admin.md section 9, "Calculator rates"), copied. */
import { CALCULATOR_RATES, EXTRACTION_METHODS, TAX_CALCULATION_DELAY_MS } from './tax-engine.ts';

describe('the tax calculator, as the spec states its rates', () => {
  it('uses 23.5% corporation tax, 8.75% dividend tax above 1,000, the four income tax bands, the NIC rates and Dubai 9% above 80,000', () => {
    expect(CALCULATOR_RATES).toEqual({
      ukCorporateTaxDividend: 0.235,
      dividendTaxRate: 0.0875,
      dividendAllowance: 1000,
      incomeTaxBands: [
        { from: 0, to: 12570, rate: 0 },
        { from: 12570, to: 50270, rate: 0.2 },
        { from: 50270, to: 125140, rate: 0.4 },
        { from: 125140, to: Infinity, rate: 0.45 },
      ],
      employeeNicThreshold: 12570,
      employeeNicMainBand: 37700,
      employeeNicMainRate: 0.12,
      employeeNicUpperThreshold: 50270,
      employeeNicUpperRate: 0.02,
      employerNicThreshold: 12570,
      employerNicRate: 0.138,
      dubaiCorporateTaxRate: 0.09,
      dubaiCorporateTaxThreshold: 80000,
      dubaiPersonalTaxRate: 0,
    });
  });

  it('offers the dividend and salary methods and shows the result after about 0.8 s', () => {
    expect(EXTRACTION_METHODS).toEqual(['dividend', 'salary']);
    expect(TAX_CALCULATION_DELAY_MS).toBe(800);
  });
});
