import { compareLandingVariants, compareVariants, twoSidedP, variantRate } from './compare-variants.ts';

// Expected values computed by hand (pooled p = (x1 + x2) / (n1 + n2), se = sqrt(p (1 - p) (1/n1 + 1/n2)),
// z = (x1/n1 - x2/n2) / se, p-value = erfc(|z| / sqrt 2)), checked with Python's math.erfc.

describe('the two-sided p-value of a normal statistic', () => {
  it.each([
    [0, 1],
    [1, 0.31731050786291415],
    [1.96, 0.04999579029644087],
    [3, 0.0026997960632601913],
    [5, 5.733031437583892e-7],
    [-1.96, 0.04999579029644087],
  ])('z = %p gives p = %p', (z, p) => {
    expect(twoSidedP(z)).toBeCloseTo(p, 12);
  });
});

describe('comparing two landing variants', () => {
  it('says how many times better the better variant converts and how sure that is: "/uk-dubai-3 converts 1.8x /uk-4; 95% sure"', () => {
    // 35/1000 vs 20/1000: z = 2.0509973975708147, p = 0.04026720018183344, confidence 95.97% (shown 95%).
    const result = compareVariants({ page: '/uk-4', views: 1000, conversions: 20 }, { page: '/uk-dubai-3', views: 1000, conversions: 35 });
    expect(result.outcome).toBe('compared');
    expect(result.a).toEqual({ page: '/uk-dubai-3', views: 1000, conversions: 35, ratePercent: 3.5000000000000004, meetsTarget: false });
    expect(result.b).toEqual({ page: '/uk-4', views: 1000, conversions: 20, ratePercent: 2, meetsTarget: false });
    expect(result.ratio).toBeCloseTo(1.75, 12);
    expect(result.confidencePercent).toBe(95);
    expect(result.statement).toBe('/uk-dubai-3 converts 1.8x /uk-4; 95% sure');
  });

  it('rounds the confidence down: 97.22% is "97% sure", and a rate at or above 5% meets the target', () => {
    // 36/500 vs 20/500: z = 2.2005942406783072, p = 0.027764761684328128.
    const result = compareVariants({ page: '/uk', views: 500, conversions: 36 }, { page: '/uk-dubai', views: 500, conversions: 20 });
    expect(result.confidencePercent).toBe(97);
    expect(result.a.meetsTarget).toBe(true);
    expect(result.b?.meetsTarget).toBe(false);
    expect(result.statement).toBe('/uk converts 1.8x /uk-dubai; 97% sure');
  });

  it('shows a weak difference as weakly sure (12/100 vs 5/100: 92%)', () => {
    expect(compareVariants({ page: '/uk', views: 100, conversions: 12 }, { page: '/uk-4', views: 100, conversions: 5 }).statement).toBe('/uk converts 2.4x /uk-4; 92% sure');
  });

  it('says two equal rates convert the same, with 0% confidence of a difference', () => {
    const result = compareVariants({ page: '/uk', views: 1000, conversions: 40 }, { page: '/uk-4', views: 1000, conversions: 40 });
    expect(result).toMatchObject({ outcome: 'compared', ratio: 1, confidencePercent: 0, statement: '/uk and /uk-4 convert at the same rate' });
  });

  it('gives no ratio when the weaker variant has no conversion, but still how sure (10/200 vs 0/200: 99%)', () => {
    const result = compareVariants({ page: '/uk-4', views: 200, conversions: 0 }, { page: '/uk', views: 200, conversions: 10 });
    expect(result).toMatchObject({ outcome: 'compared', ratio: null, confidencePercent: 99, statement: '/uk converts, /uk-4 has no conversions yet; 99% sure' });
  });

  it('refuses to compare when a variant has no views', () => {
    const result = compareVariants({ page: '/uk', views: 0, conversions: 0 }, { page: '/uk-4', views: 300, conversions: 9 });
    expect(result).toMatchObject({ outcome: 'no-views', ratio: null, confidencePercent: null, statement: '/uk has no consented views in this range: nothing to compare' });
    expect(result.a.ratePercent).toBeNull();
  });

  it('refuses to compare when neither variant has a conversion', () => {
    expect(compareVariants({ page: '/uk', views: 500, conversions: 0 }, { page: '/uk-4', views: 800, conversions: 0 })).toMatchObject({
      outcome: 'no-conversions',
      statement: 'Neither /uk nor /uk-4 has a conversion in this range: nothing to compare yet',
    });
  });

  it('says there is too little data when fewer than 5 conversions are expected on a side (4/100 vs 1/100)', () => {
    expect(compareVariants({ page: '/uk', views: 100, conversions: 4 }, { page: '/uk-4', views: 100, conversions: 1 })).toMatchObject({
      outcome: 'too-little-data',
      ratio: null,
      confidencePercent: null,
      statement: 'Too few views or conversions on /uk and /uk-4 to say which converts better; wait for more visits',
    });
  });

  it('never counts more conversions than views in a rate', () => {
    expect(variantRate({ page: '/uk', views: 3, conversions: 5 }).ratePercent).toBe(100);
  });
});

describe('the landing variants side by side', () => {
  it('compares the best converting variant with each other variant that has views, and lists every rate', () => {
    const report = compareLandingVariants([
      { page: '/uk', views: 1000, conversions: 20 },
      { page: '/uk-dubai', views: 0, conversions: 0 },
      { page: '/uk-dubai-3', views: 1000, conversions: 35 },
      { page: '/uk-4', views: 1000, conversions: 60 },
    ]);
    expect(report.targetPercent).toBe(5);
    expect(report.rates.map((rate) => [rate.page, rate.ratePercent, rate.meetsTarget])).toEqual([
      ['/uk', 2, false],
      ['/uk-dubai', null, false],
      ['/uk-dubai-3', 3.5000000000000004, false],
      ['/uk-4', 6, true],
    ]);
    // 60/1000 vs 20/1000: z = 4.564354645876383 (99.9995%); 60/1000 vs 35/1000: z = 2.628123162624302, p = 0.008585742387120012.
    expect(report.comparisons.map((comparison) => comparison.statement)).toEqual(['/uk-4 converts 3.0x /uk; 99% sure', '/uk-4 converts 1.7x /uk-dubai-3; 99% sure']);
  });

  it('says so when only one variant has views', () => {
    const report = compareLandingVariants([
      { page: '/uk', views: 0, conversions: 0 },
      { page: '/uk-dubai-3', views: 250, conversions: 12 },
    ]);
    expect(report.comparisons).toEqual([
      {
        outcome: 'one-variant',
        a: { page: '/uk-dubai-3', views: 250, conversions: 12, ratePercent: 4.8, meetsTarget: false },
        ratio: null,
        confidencePercent: null,
        statement: 'Only /uk-dubai-3 has consented views in this range: another variant needs visits to compare',
      },
    ]);
  });

  it('says so when no variant has views', () => {
    const report = compareLandingVariants([
      { page: '/uk', views: 0, conversions: 0 },
      { page: '/uk-4', views: 0, conversions: 0 },
    ]);
    expect(report.comparisons.map((comparison) => [comparison.outcome, comparison.statement])).toEqual([['no-views', 'No landing variant has consented views in this range: nothing to compare']]);
  });
});
