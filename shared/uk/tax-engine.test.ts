import {
  calculateTax,
  formatPercent,
  formatPounds,
  formatProfitInput,
  parseProfitInput,
  PROFIT_MESSAGE,
  profitFromInput,
  TAX_CALCULATION_DELAY_MS,
  TaxInputError,
  validateProfit,
} from './tax-engine.ts';

const salary = (profit: number) => calculateTax({ profit, method: 'salary' });
const dividend = (profit: number) => calculateTax({ profit, method: 'dividend' });

describe('calculateTax, dividend method', () => {
  it('shows 23.5% corporation tax, 8.75% dividend tax above £1,000 and Dubai 9% above £80,000 on £100,000', () => {
    const result = dividend(100_000);

    expect(result).toEqual({
      income: 100_000,
      ukCorporateTax: 23_500,
      ukPersonalTax: (76_500 - 1_000) * 0.0875,
      ukNIC: 0,
      employeeNIC: 0,
      dubaiPersonalTax: 0,
      dubaiCorporateTax: 1_800,
      totalUKTax: 23_500 + 6_606.25,
      totalDubaiTax: 1_800,
      totalSavings: 30_106.25 - 1_800,
      savingsPercentage: ((30_106.25 - 1_800) / 30_106.25) * 100,
      extractionMethod: 'dividend',
    });
    expect(result).not.toHaveProperty('employerNIC');
  });

  it('charges no dividend tax while the dividend stays within the £1,000 allowance', () => {
    expect(dividend(1_000).ukPersonalTax).toBe(0);
    expect(dividend(1_000 / 0.765).ukPersonalTax).toBeCloseTo(0, 6);
  });

  it('charges 8.75% on the dividend above the £1,000 allowance', () => {
    expect(dividend(2_000 / 0.765).ukPersonalTax).toBeCloseTo(1_000 * 0.0875, 6);
    expect(dividend(2_000).ukPersonalTax).toBeCloseTo((1_530 - 1_000) * 0.0875, 6);
  });
});

describe('calculateTax, salary method', () => {
  it('charges nothing on a salary at the £12,570 personal allowance', () => {
    const result = salary(12_570);

    expect(result.ukPersonalTax).toBe(0);
    expect(result.employeeNIC).toBe(0);
    expect(result.employerNIC).toBe(0);
    expect(result.totalUKTax).toBe(0);
    expect(result.savingsPercentage).toBe(0);
  });

  it('starts basic-rate tax, employee NIC and employer NIC on the first pound above £12,570', () => {
    const result = salary(12_571);

    expect(result.ukPersonalTax).toBeCloseTo(0.2, 9);
    expect(result.employeeNIC).toBeCloseTo(0.12, 9);
    expect(result.employerNIC).toBeCloseTo(0.138, 9);
    expect(result.ukNIC).toBeCloseTo(0.258, 9);
    expect(result.ukCorporateTax).toBe(0);
  });

  it('at £50,270 charges 20% on the basic band and 12% NIC on the whole 37,700 band', () => {
    const result = salary(50_270);

    expect(result.ukPersonalTax).toBeCloseTo(7_540, 6);
    expect(result.employeeNIC).toBeCloseTo(4_524, 6);
    expect(result.employerNIC).toBeCloseTo(37_700 * 0.138, 6);
  });

  it('above £50,270 charges 40% tax and 2% employee NIC', () => {
    const result = salary(50_271);

    expect(result.ukPersonalTax).toBeCloseTo(7_540.4, 6);
    expect(result.employeeNIC).toBeCloseTo(4_524.02, 6);
  });

  it('at £125,140 tops the higher band and above it charges 45%', () => {
    expect(salary(125_140).ukPersonalTax).toBeCloseTo(7_540 + 74_870 * 0.4, 6);
    expect(salary(125_141).ukPersonalTax).toBeCloseTo(37_488.45, 6);
  });

  it('adds income tax and both NICs for the UK total, and only Dubai corporate tax on the Dubai side', () => {
    const result = salary(200_000);
    const incomeTax = 7_540 + 29_948 + (200_000 - 125_140) * 0.45;
    const employee = 4_524 + (200_000 - 50_270) * 0.02;
    const employer = (200_000 - 12_570) * 0.138;

    expect(result.ukPersonalTax).toBeCloseTo(incomeTax, 6);
    expect(result.ukNIC).toBeCloseTo(employee + employer, 6);
    expect(result.totalUKTax).toBeCloseTo(incomeTax + employee + employer, 6);
    expect(result.dubaiPersonalTax).toBe(0);
    expect(result.totalDubaiTax).toBeCloseTo(120_000 * 0.09, 6);
    expect(result.totalSavings).toBeCloseTo(result.totalUKTax - 10_800, 6);
    expect(result.savingsPercentage).toBeCloseTo((result.totalSavings / result.totalUKTax) * 100, 9);
    expect(result.extractionMethod).toBe('salary');
  });
});

describe('Dubai corporate tax threshold', () => {
  it('charges no Dubai tax up to £80,000 and 9% on each pound above', () => {
    expect(dividend(80_000).dubaiCorporateTax).toBe(0);
    expect(dividend(80_001).dubaiCorporateTax).toBeCloseTo(0.09, 9);
    expect(salary(80_000).totalDubaiTax).toBe(0);
    expect(salary(90_000).totalDubaiTax).toBeCloseTo(900, 9);
  });

  it('shows 100% savings when Dubai tax is nil', () => {
    expect(dividend(50_000).savingsPercentage).toBe(100);
  });
});

describe('profit validation', () => {
  it.each([0, -1, -50_000, Number.NaN, Number.POSITIVE_INFINITY])('rejects a profit of %p with the message', (profit) => {
    expect(() => calculateTax({ profit, method: 'dividend' })).toThrow(TaxInputError);
    expect(() => calculateTax({ profit, method: 'salary' })).toThrow(PROFIT_MESSAGE);
    expect(validateProfit(profit)).toEqual({ ok: false, message: PROFIT_MESSAGE });
  });

  it('rejects text that is not a number', () => {
    expect(validateProfit('100000')).toEqual({ ok: false, message: PROFIT_MESSAGE });
    expect(validateProfit(profitFromInput('abc'))).toEqual({ ok: false, message: PROFIT_MESSAGE });
  });

  it('accepts a positive profit, even a small one', () => {
    expect(validateProfit(1)).toEqual({ ok: true, profit: 1 });
    expect(dividend(0.5).income).toBe(0.5);
  });

  it('rejects an unknown extraction method', () => {
    expect(() => calculateTax({ profit: 1_000, method: 'bonus' as 'salary' })).toThrow('Unknown extraction method');
  });

  it('waits about 0.8 seconds before showing the result', () => {
    expect(TAX_CALCULATION_DELAY_MS).toBe(800);
  });
});

describe('profit input and display', () => {
  it('keeps only the digits of what is typed', () => {
    expect(parseProfitInput('£1,234,567')).toBe('1234567');
    expect(parseProfitInput('12a3.45 -')).toBe('12345');
    expect(parseProfitInput('abc')).toBe('');
    expect(profitFromInput('£250,000')).toBe(250_000);
  });

  it('shows the typed profit with a pound sign and thousands separators', () => {
    expect(formatProfitInput('1234567')).toBe('£1,234,567');
    expect(formatProfitInput('0050')).toBe('£50');
    expect(formatProfitInput('')).toBe('');
  });

  it('shows amounts in whole pounds', () => {
    expect(formatPounds(1_234_567)).toBe('£1,234,567');
    expect(formatPounds(6_606.25)).toBe('£6,606');
    expect(formatPounds(0.5)).toBe('£1');
    expect(formatPounds(0)).toBe('£0');
    expect(formatPounds(-0.2)).toBe('£0');
    expect(formatPounds(-1_500)).toBe('-£1,500');
  });

  it('shows percentages as whole numbers', () => {
    expect(formatPercent(94.02)).toBe('94%');
    expect(formatPercent(63.5)).toBe('64%');
    expect(formatPercent(-0.3)).toBe('0%');
  });
});
