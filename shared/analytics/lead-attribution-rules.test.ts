import { campaignKeyOf, campaignOfKey, leadPageOf, leadVariantOf, OTHER_CAMPAIGN_KEY } from './analytics-rules.ts';

describe('where the analytics count a stored lead', () => {
  it.each([
    [{ page: '/uk-dubai-3' }, '/uk-dubai-3'],
    [{ page: '/uk-dubai-4' }, '/uk-4'],
    [{ page: '/uk/tax-savings?utm_source=x' }, '/uk/tax-savings'],
    [{ page: '/wp-admin' }, '(other)'],
    [{}, '(other)'],
    [undefined, '(other)'],
  ])('counts a lead that landed on %p under the page %p', (attribution, page) => {
    expect(leadPageOf(attribution)).toBe(page);
  });

  it.each([
    [{ page: '/uk-dubai-3', landingVariant: 'uk-dubai-3' }, '/uk-dubai-3'],
    [{ page: '/uk-dubai-4', landingVariant: 'uk-dubai-4' }, '/uk-4'],
    [{ page: '/', landingVariant: 'corporate' }, '/ (corporate)'],
    [{ page: '/', landingVariant: 'default-home' }, '/ (default-home)'],
    [{ page: '/', landingVariant: 'something-else' }, '(other)'],
    [{ page: '/uk', landingVariant: 'not-a-page' }, '(other)'],
    [{ page: '/uk' }, '(other)'],
  ])('counts the landing variant of %p as %p', (attribution, variant) => {
    expect(leadVariantOf(attribution)).toBe(variant);
  });

  it('keys a campaign by its source and name, cut like the beacon\'s values, "(none)" for a missing half', () => {
    expect(campaignKeyOf({ utmSource: 'google', utmCampaign: 'spring' })).toBe('["google","spring"]');
    expect(campaignKeyOf({ utmCampaign: 'spring' })).toBe('["(none)","spring"]');
    expect(campaignKeyOf({ utmSource: ' newsletter\u0007 ' })).toBe('["newsletter","(none)"]');
    expect(campaignKeyOf({ utmSource: 'x'.repeat(80), utmCampaign: 'a' })).toBe(`["${'x'.repeat(64)}","a"]`);
    expect(campaignKeyOf({ page: '/uk' })).toBeUndefined();
    expect(campaignKeyOf(undefined)).toBeUndefined();
  });

  it('reads a key back into its source and campaign, and anything else as "(other)"', () => {
    expect(campaignOfKey('["google","spring # 2"]')).toEqual({ source: 'google', campaign: 'spring # 2' });
    expect(campaignOfKey(OTHER_CAMPAIGN_KEY)).toEqual({ source: '(other)', campaign: '(other)' });
    expect(campaignOfKey('not json')).toEqual({ source: '(other)', campaign: '(other)' });
  });
});
