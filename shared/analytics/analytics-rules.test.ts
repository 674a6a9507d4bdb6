import {
  ANALYTICS_BUTTON_IDS,
  ANALYTICS_PAGES,
  analyticsButtonOf,
  analyticsPageOf,
  deviceOf,
  utmCountedAs,
  utmValueOf,
} from './analytics-rules.ts';

describe('what the analytics count: pages, buttons, devices and UTM values', () => {
  it('counts every public page of the site once, /uk-4 and /uk-dubai-4 as one, never the admin, and "(other)" last', () => {
    expect(ANALYTICS_PAGES).toEqual([
      '/',
      '/calculator',
      '/privacy',
      '/uk',
      '/uk/tax-savings',
      '/uk/fast-setup',
      '/uk/market-access',
      '/uk/lifestyle',
      '/uk/ownership',
      '/uk/corporate-tax',
      '/uk/wealth-preservation',
      '/uk/banking-visas',
      '/uk-old',
      '/uk-dubai',
      '/uk-dubai-3',
      '/uk-4',
      '/corporate',
      '/advisory',
      '/newsletter/confirm',
      '/terms',
      '/refund-policy',
      '/careers',
      '/blog',
      '(other)',
    ]);
  });

  it.each([
    ['/uk-dubai-3', '/uk-dubai-3'],
    ['/uk-dubai-4', '/uk-4'],
    ['/uk-4', '/uk-4'],
    ['/', '/'],
    ['/uk/tax-savings/', '/uk/tax-savings'],
    ['/uk-dubai-3?utm_source=google#form', '/uk-dubai-3'],
    ['/admin', '(other)'],
    ['/wp-login.php', '(other)'],
    ['/UK', '(other)'],
    ['(other)', '(other)'],
    ['', '(other)'],
  ])('counts the path %j under the page %j', (path, page) => {
    expect(analyticsPageOf(path)).toBe(page);
  });

  it('counts a listed WhatsApp or phone button under its id and any other id as "(other)"', () => {
    expect(analyticsButtonOf('whatsapp-floating')).toBe('whatsapp-floating');
    expect(analyticsButtonOf('phone-call-button')).toBe('phone-call-button');
    expect(analyticsButtonOf('whatsapp-anything')).toBe('(other)');
    expect(analyticsButtonOf('__proto__')).toBe('(other)');
    expect(ANALYTICS_BUTTON_IDS.every((id) => id.startsWith('whatsapp-') || id.startsWith('phone-'))).toBe(true);
  });

  it('calls a screen up to 768 px wide a phone and a wider one a desktop', () => {
    expect(deviceOf(375)).toBe('phone');
    expect(deviceOf(768)).toBe('phone');
    expect(deviceOf(769)).toBe('desktop');
    expect(deviceOf(1440)).toBe('desktop');
  });

  it('cuts a UTM value to 64 characters, never half of one, and drops control characters and blank values', () => {
    expect(utmValueOf('spring_sale')).toBe('spring_sale');
    expect(utmValueOf('  google  ')).toBe('google');
    expect(utmValueOf('x'.repeat(100))).toBe('x'.repeat(64));
    expect(utmValueOf('😀'.repeat(70))).toBe('😀'.repeat(64));
    expect(utmValueOf('news\u0000letter\n')).toBe('newsletter');
    expect(utmValueOf('a\ud800b')).toBe('ab');
    expect(utmValueOf('   ')).toBeUndefined();
    expect(utmValueOf(undefined)).toBeUndefined();
  });

  it('lists 50 UTM values a day; a 51st new value counts as "(other)", a listed one still counts as itself', () => {
    const fortyNine = new Set(Array.from({ length: 49 }, (_, i) => `campaign-${i}`));
    const fifty = new Set([...fortyNine, 'campaign-49']);

    expect(utmCountedAs('new-one', fortyNine)).toBe('new-one');
    expect(utmCountedAs('new-one', fifty)).toBe('(other)');
    expect(utmCountedAs('campaign-7', fifty)).toBe('campaign-7');
    expect(utmCountedAs('(other)', new Set())).toBe('(other)');
  });
});
