import { TAG_LOAD_DELAY_MS, tagAllowed, tagLoadPlan, type TrackingTag } from './tracking-tags.ts';

const tag = (over: Partial<TrackingTag>): TrackingTag => ({
  tagType: 'google_analytics',
  tagId: 'G-ABC123XYZ',
  isActive: true,
  name: 'Main analytics',
  tagContent: null,
  ...over,
});

describe('tagLoadPlan per tag type', () => {
  it('loads Google Analytics from gtag.js with the measurement id and configures it', () => {
    expect(tagLoadPlan(tag({}))).toEqual({
      kind: 'external',
      tagType: 'google_analytics',
      consent: 'analytics',
      src: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ',
      steps: [{ kind: 'gtag-js' }, { kind: 'gtag', args: ['config', 'G-ABC123XYZ'] }],
    });
  });

  it('loads Google Ads from gtag.js with the AW id, under marketing consent', () => {
    expect(tagLoadPlan(tag({ tagType: 'google_ads', tagId: 'AW-123456789' }))).toEqual({
      kind: 'external',
      tagType: 'google_ads',
      consent: 'marketing',
      src: 'https://www.googletagmanager.com/gtag/js?id=AW-123456789',
      steps: [{ kind: 'gtag-js' }, { kind: 'gtag', args: ['config', 'AW-123456789'] }],
    });
  });

  it('loads the Facebook pixel, initialises it with the pixel id and tracks a page view', () => {
    expect(tagLoadPlan(tag({ tagType: 'facebook_pixel', tagId: '1234567890123456' }))).toEqual({
      kind: 'external',
      tagType: 'facebook_pixel',
      consent: 'marketing',
      src: 'https://connect.facebook.net/en_US/fbevents.js',
      steps: [
        { kind: 'fbq', args: ['init', '1234567890123456'] },
        { kind: 'fbq', args: ['track', 'PageView'] },
      ],
    });
  });

  it('loads the LinkedIn insight tag after setting the partner id', () => {
    expect(tagLoadPlan(tag({ tagType: 'linkedin_insight', tagId: '5551234' }))).toEqual({
      kind: 'external',
      tagType: 'linkedin_insight',
      consent: 'marketing',
      src: 'https://snap.licdn.com/li.lms-analytics/insight.min.js',
      steps: [{ kind: 'linkedin-partner', partnerId: '5551234' }],
    });
  });

  it('loads Google Tag Manager from gtm.js with the container id after pushing gtm.start', () => {
    expect(tagLoadPlan(tag({ tagType: 'google_tag_manager', tagId: 'GTM-AB12CD3' }))).toEqual({
      kind: 'external',
      tagType: 'google_tag_manager',
      consent: 'marketing',
      src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3',
      steps: [{ kind: 'gtm-start' }],
    });
  });

  it('runs a custom tag’s content as a script, needing marketing consent', () => {
    expect(tagLoadPlan(tag({ tagType: 'custom', tagId: null, tagContent: '  console.log("hi");\n' }))).toEqual({
      kind: 'inline',
      tagType: 'custom',
      consent: 'marketing',
      scriptText: 'console.log("hi");',
    });
  });

  it('trims spaces pasted around an id', () => {
    const plan = tagLoadPlan(tag({ tagId: '  G-ABC123XYZ ' }));
    expect(plan).toMatchObject({ src: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ' });
  });
});

describe('tagLoadPlan warnings and skips', () => {
  it('only warns about an unknown tag type', () => {
    expect(tagLoadPlan(tag({ tagType: 'tiktok_pixel', name: 'TikTok' }))).toEqual({
      kind: 'warn',
      message: 'Unknown tracking tag type "tiktok_pixel" for tag "TikTok"',
    });
  });

  it('only warns about a custom tag with empty or blank content', () => {
    for (const tagContent of [null, undefined, '', '   \n ']) {
      expect(tagLoadPlan(tag({ tagType: 'custom', tagContent, name: 'Chat widget' }))).toEqual({
        kind: 'warn',
        message: 'Custom tracking tag "Chat widget" has no content',
      });
    }
  });

  it('skips an inactive tag', () => {
    expect(tagLoadPlan(tag({ isActive: false }))).toEqual({ kind: 'skip' });
  });

  it.each([
    ['google_analytics', 'UA-12345-1'],
    ['google_analytics', 'G-ABC"><script>alert(1)</script>'],
    ['google_analytics', 'g-abc123'],
    ['google_ads', 'AW-12AB'],
    ['google_ads', '123456789'],
    ['facebook_pixel', '12345&x=1'],
    ['facebook_pixel', 'abc123456'],
    ['linkedin_insight', "1'; alert(1); '"],
    ['google_tag_manager', 'GTM-AB12&l=evil'],
    ['google_tag_manager', 'G-ABC123'],
    ['google_analytics', ''],
    ['google_analytics', null],
  ])('refuses a %s tag with id %p and warns instead', (tagType, tagId) => {
    const plan = tagLoadPlan(tag({ tagType, tagId, name: 'Bad' }));
    expect(plan.kind).toBe('warn');
    expect(plan).toMatchObject({ message: expect.stringContaining('has an invalid id') });
  });
});

describe('consent and timing', () => {
  const granted = { analytics: true, marketing: true };
  const none = { analytics: false, marketing: false };

  it('loads tags 5 seconds after the list arrives', () => {
    expect(TAG_LOAD_DELAY_MS).toBe(5000);
  });

  it('loads Google Analytics with analytics consent alone', () => {
    expect(tagAllowed(tagLoadPlan(tag({})), { analytics: true, marketing: false })).toBe(true);
    expect(tagAllowed(tagLoadPlan(tag({})), { analytics: false, marketing: true })).toBe(false);
  });

  it.each([
    ['google_ads', 'AW-123456789', null],
    ['facebook_pixel', '1234567890', null],
    ['linkedin_insight', '123456', null],
    ['google_tag_manager', 'GTM-ABCDE', null],
    ['custom', null, 'void 0'],
  ])('loads a %s tag only with marketing consent', (tagType, tagId, tagContent) => {
    const plan = tagLoadPlan(tag({ tagType, tagId, tagContent }));
    expect(tagAllowed(plan, { analytics: true, marketing: false })).toBe(false);
    expect(tagAllowed(plan, { analytics: false, marketing: true })).toBe(true);
  });

  it('never loads a skipped or warned tag, whatever the consent', () => {
    expect(tagAllowed(tagLoadPlan(tag({ isActive: false })), granted)).toBe(false);
    expect(tagAllowed(tagLoadPlan(tag({ tagType: 'nope' })), granted)).toBe(false);
    expect(tagAllowed(tagLoadPlan(tag({})), none)).toBe(false);
  });
});
