import { DAILY_SAVING, DAILY_SAVING_ALT, GUARANTEES, HEADLINE_ANNUAL_SAVING, HEADLINE_ANNUAL_SAVING_TEXT, HEADLINE_BREAKDOWN } from './claims.ts';
import { BANKING_SUCCESS_RATE_PERCENT, VISA_TYPES, ACCOUNT_OPENING_STEPS } from './banking-visas.ts';
import { FREE_ZONES, PROFIT_LEVELS } from './corporate-tax.ts';
import { SETUP_STEPS, SETUP_TIMELINE } from './fast-setup.ts';
import { HUB_CALCULATOR_EXAMPLES, HUB_REASON_CARDS, showsAnalyticsPanel } from './hub.ts';
import { LIFESTYLE_HIGHLIGHTS, LIFESTYLE_ROWS } from './lifestyle.ts';
import { MARKET_REGIONS, MARKET_STATS_BAND, UK_LIMITATIONS } from './market-access.ts';
import { formatCompactPounds } from './money.ts';
import { OWNERSHIP_BENEFITS, OWNERSHIP_SECTORS } from './ownership.ts';
import { STICKY_NAV_ITEMS, UK_PAGE_TITLES, UK_SALES_PAGES } from './pages.ts';
import { PREMIUM_COMPARISON, PREMIUM_LONG_TERM_SAVINGS, PREMIUM_REPORT, PREMIUM_TAKE_HOME } from './premium.ts';
import { TAX_BREAKDOWN_ROWS, TAX_BREAKDOWN_TOTAL, TAX_COMPARISON_ROWS, TAX_SAVINGS_CASE_STUDIES } from './tax-savings.ts';
import { UK_4_ROWS, UK_4_TOTAL } from './uk-4.ts';
import { UK_DUBAI_3_ROWS, UK_DUBAI_3_SUMMARY, UK_DUBAI_3_TOTAL } from './uk-dubai-3.ts';
import { ESTATE_ROWS } from './wealth-preservation.ts';

const amounts = (rows: ReadonlyArray<{ amount: number }>) => rows.map((row) => row.amount);

describe('headline saving', () => {
  it('adds personal £90,000, corporate £125,000, VAT £15,000 and inheritance £3,340 to £233,340', () => {
    expect(amounts(HEADLINE_BREAKDOWN)).toEqual([90_000, 125_000, 15_000, 3_340]);
    expect(HEADLINE_ANNUAL_SAVING).toBe(233_340);
    expect(HEADLINE_ANNUAL_SAVING_TEXT).toBe('£233,340');
    expect(TAX_BREAKDOWN_TOTAL.amount).toBe(TAX_BREAKDOWN_ROWS.reduce((s, r) => s + r.amount, 0));
  });

  it('states £636 a day, and £639 on one page', () => {
    expect(DAILY_SAVING).toBe(636);
    expect(DAILY_SAVING_ALT).toBe(639);
  });

  it('promises the money back and a full refund plus £500 if setup takes over 24 hours', () => {
    expect(GUARANTEES.map((g) => g.description).join(' ')).toMatch(/full refund plus £500 compensation/);
  });
});

describe('/uk/tax-savings', () => {
  it('compares UK 45/25/20/40% with Dubai 0/0-9/5/0%', () => {
    expect(TAX_COMPARISON_ROWS.map((r) => [r.ukRate, r.dubaiRate])).toEqual([
      ['45%', '0%'],
      ['25%', '0-9%'],
      ['20%', '5%'],
      ['40%', '0%'],
    ]);
    expect(TAX_COMPARISON_ROWS.reduce((s, r) => s + r.annualSaving, 0)).toBe(233_340);
  });

  it('shows three personas whose saving is UK tax minus Dubai tax', () => {
    expect(TAX_SAVINGS_CASE_STUDIES).toHaveLength(3);
    for (const study of TAX_SAVINGS_CASE_STUDIES) expect(study.savings).toBe(study.ukTax - study.dubaiTax);
  });
});

describe('/uk-dubai-3', () => {
  it('adds the seven rows to the £328,025 total', () => {
    expect(UK_DUBAI_3_ROWS.map((r) => r.uk)).toEqual([54_000, 32_000, 42_000, 19_875, 3_000, 57_150, 120_000]);
    expect(UK_DUBAI_3_TOTAL).toBe(328_025);
  });

  it('summarises £54,000, £32,000, £42,000 and £80,000 others (NI, council and dividend tax in round thousands)', () => {
    expect(amounts(UK_DUBAI_3_SUMMARY)).toEqual([54_000, 32_000, 42_000, 80_000]);
    const others = [19_875, 3_000, 57_150].reduce((s, n) => s + n, 0);
    expect(Math.floor(others / 1_000) * 1_000).toBe(UK_DUBAI_3_SUMMARY[3].amount);
  });
});

describe('/uk-4', () => {
  it('lists corporate £125,000, personal £90,000, VAT £15,000 and inheritance £3,340, adding to £233,340', () => {
    expect(UK_4_ROWS.map((r) => r.uk)).toEqual([125_000, 90_000, 15_000, 3_340]);
    expect(UK_4_TOTAL).toBe(233_340);
    expect(UK_4_ROWS.every((r) => r.dubai === 0 && r.savings === r.uk)).toBe(true);
  });
});

describe('/uk-dubai premium comparison on £500K', () => {
  it('states UK income tax £225,000, NI £6,340, dividend £2,000+, council £3,000+ and a £233,340 total', () => {
    expect(PREMIUM_COMPARISON.uk.rows.map((r) => [r.amount, r.orMore])).toEqual([
      [225_000, false],
      [6_340, false],
      [2_000, true],
      [3_000, true],
    ]);
    expect(PREMIUM_COMPARISON.uk.total).toBe(233_340);
  });

  it('leaves £266,660 to take home in the UK and £500,000 in Dubai', () => {
    expect(PREMIUM_TAKE_HOME).toEqual({ uk: 266_660, dubai: 500_000 });
  });

  it('shows 10/20/30-year savings of £2.33M, £4.67M and £7.00M', () => {
    expect(PREMIUM_LONG_TERM_SAVINGS.map((s) => s.text)).toEqual(['£2.33M', '£4.67M', '£7.00M']);
  });

  it('offers the savings analysis by name', () => {
    expect(PREMIUM_REPORT.button).toBe('GET MY £233,340 SAVINGS ANALYSIS');
  });
});

describe('/uk/corporate-tax', () => {
  it('computes savings for £100k, £500k, £1m and £2m from UK 25% and Dubai 0-9%', () => {
    expect(PROFIT_LEVELS.map((p) => p.profitLevel)).toEqual([100_000, 500_000, 1_000_000, 2_000_000]);
    expect(PROFIT_LEVELS[0]).toEqual({
      profitLevel: 100_000,
      ukTax: 25_000,
      dubaiTax: { min: 0, max: 9_000 },
      annualSaving: { min: 16_000, max: 25_000 },
      fiveYearSaving: { min: 80_000, max: 125_000 },
    });
    expect(PROFIT_LEVELS[3]?.fiveYearSaving).toEqual({ min: 1_600_000, max: 2_500_000 });
  });

  it('lists six free zones with 15-50 year, 50 year or permanent guarantees', () => {
    expect(FREE_ZONES).toHaveLength(6);
    expect(new Set(FREE_ZONES.map((z) => z.duration))).toEqual(new Set(['15-50 years', '50 years', 'Permanent']));
  });
});

describe('/uk/wealth-preservation', () => {
  it('shows £1m, £5m, £10m and £25m estates taxed £270k, £1.8m, £3.8m and £9.8m in the UK and £0 in Dubai', () => {
    expect(ESTATE_ROWS.map((e) => formatCompactPounds(e.estate))).toEqual(['£1m', '£5m', '£10m', '£25m']);
    expect(ESTATE_ROWS.map((e) => formatCompactPounds(e.ukTax))).toEqual(['£270k', '£1.8m', '£3.8m', '£9.8m']);
    expect(ESTATE_ROWS.every((e) => e.dubaiTax === 0 && e.saving === e.ukTax)).toBe(true);
  });

  it('matches 40% above £325,000 exactly for the £1m estate', () => {
    expect(ESTATE_ROWS[0]?.ukTax).toBe((1_000_000 - 325_000) * 0.4);
  });
});

describe('/uk/fast-setup and /uk/market-access', () => {
  it('compares five setup steps and times five stages from Hour 1 to Hour 17-24', () => {
    expect(SETUP_STEPS).toHaveLength(5);
    expect(SETUP_TIMELINE.map((s) => s.time)).toEqual(['Hour 1', 'Hour 2-4', 'Hour 5-8', 'Hour 9-16', 'Hour 17-24']);
  });

  it('shows four regions of 400M, 2B, 500M and 700M at 0-4, 3-4, 4-6 and 6-8 hours', () => {
    expect(MARKET_REGIONS.map((r) => r.population)).toEqual(['400M', '2B', '500M', '700M']);
    expect(MARKET_REGIONS.map((r) => r.flightTime)).toEqual(['0-4 hours', '3-4 hours', '4-6 hours', '6-8 hours']);
    expect(UK_LIMITATIONS).toHaveLength(4);
    expect(MARKET_STATS_BAND.map((s) => s.value)).toEqual(['3B', '4hr', '200+']);
  });
});

describe('/uk/lifestyle and /uk/ownership', () => {
  it('has six lifestyle rows with the stated figures and four highlights', () => {
    expect(LIFESTYLE_ROWS).toHaveLength(6);
    const text = JSON.stringify(LIFESTYLE_ROWS);
    for (const figure of ['350+ sunny days', '200+ rainy days', '90% lower', '£4,500/month', 'AED 12,000/month', '200+ international schools'])
      expect(text).toContain(figure);
    expect(LIFESTYLE_HIGHLIGHTS).toHaveLength(4);
  });

  it('has six ownership sectors and four benefits', () => {
    expect(OWNERSHIP_SECTORS).toHaveLength(6);
    expect(OWNERSHIP_BENEFITS).toHaveLength(4);
  });
});

describe('hub, navigation and titles', () => {
  it('has seven reason cards, one per sales page, each with its route', () => {
    expect(HUB_REASON_CARDS.map((c) => c.route)).toEqual([
      '/uk/tax-savings',
      '/uk/fast-setup',
      '/uk/market-access',
      '/uk/lifestyle',
      '/uk/ownership',
      '/uk/corporate-tax',
      '/uk/wealth-preservation',
    ]);
  });

  it('chains the breadcrumb: tax-savings -> banking-visas, fast-setup -> market-access -> ownership', () => {
    const next = Object.fromEntries(UK_SALES_PAGES.map((p) => [p.id, p.next]));
    expect(next['tax-savings']).toBe('/uk/banking-visas');
    expect(next['fast-setup']).toBe('/uk/market-access');
    expect(next['market-access']).toBe('/uk/ownership');
  });

  it('shows the sticky nav items and hides the last three on small screens', () => {
    expect(STICKY_NAV_ITEMS.map((i) => i.label)).toEqual(['Overview', 'Tax Savings', 'Lifestyle', 'Visas & Banking', 'Costs', 'Book Call']);
    expect(STICKY_NAV_ITEMS.map((i) => i.hiddenOnSmallScreens)).toEqual([false, false, false, true, true, true]);
  });

  it('titles every UK route, /uk-4 with the 45% tax trap', () => {
    for (const page of UK_SALES_PAGES) expect(UK_PAGE_TITLES[page.route]).toBeTruthy();
    expect(UK_PAGE_TITLES['/uk-4']).toBe("Escape UK's 45% Tax Trap - Save £233,340 Annually");
    expect(UK_PAGE_TITLES['/uk-dubai-4']).toBe(UK_PAGE_TITLES['/uk-4']);
  });

  it('works its calculator examples out with the tax engine', () => {
    expect(HUB_CALCULATOR_EXAMPLES.map((e) => e.result.income)).toEqual([100_000, 250_000, 500_000]);
    expect(HUB_CALCULATOR_EXAMPLES[0]?.result.totalUKTax).toBeCloseTo(30_106.25, 6);
  });

  it('shows the analytics panel only with admin=true in the query string', () => {
    expect(showsAnalyticsPanel('?admin=true')).toBe(true);
    expect(showsAnalyticsPanel('?admin=1')).toBe(false);
    expect(showsAnalyticsPanel('')).toBe(false);
  });
});

describe('/uk/banking-visas', () => {
  it('states the 95% banking success rate, account-opening steps and visa types', () => {
    expect(BANKING_SUCCESS_RATE_PERCENT).toBe(95);
    expect(ACCOUNT_OPENING_STEPS.map((s) => s.step)).toEqual([1, 2, 3, 4]);
    expect(VISA_TYPES.map((v) => v.name)).toContain('Golden Visa');
  });
});
