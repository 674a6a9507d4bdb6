import { LEAD_LIMITS } from '#shared/lead/lead-rules.ts';
import { attributionFromLanding, captureAttribution, getAttribution, type Landing } from './attribution.ts';

const landing = (overrides: Partial<Landing>): Landing => ({
  pathname: '/',
  search: '',
  referrer: '',
  homeVariant: 'default-home',
  ...overrides,
});

function fakeSessionStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('attributionFromLanding', () => {
  it('names the home the edge served as the landing variant of /', () => {
    expect(attributionFromLanding(landing({ homeVariant: 'corporate' }))).toEqual({ page: '/', landingVariant: 'corporate' });
    expect(attributionFromLanding(landing({}))).toEqual({ page: '/', landingVariant: 'default-home' });
  });

  it('names the landing route as the variant of any other page', () => {
    expect(attributionFromLanding(landing({ pathname: '/uk-dubai-3' }))).toMatchObject({ landingVariant: 'uk-dubai-3' });
    expect(attributionFromLanding(landing({ pathname: '/uk/tax-savings/' }))).toMatchObject({
      page: '/uk/tax-savings/',
      landingVariant: 'uk/tax-savings',
    });
  });

  it('keeps the UTM parameters and the referrer', () => {
    const attribution = attributionFromLanding(
      landing({
        search: '?utm_source=google&utm_medium=cpc&utm_campaign=uk%20spring&gclid=x',
        referrer: 'https://www.google.com/',
      }),
    );
    expect(attribution).toEqual({
      page: '/',
      landingVariant: 'default-home',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'uk spring',
      referrer: 'https://www.google.com/',
    });
  });

  it('leaves out empty values and cuts long ones to what the API accepts', () => {
    const attribution = attributionFromLanding(
      landing({ search: '?utm_source=&utm_medium=%20', referrer: `https://example.com/${'x'.repeat(600)}` }),
    );
    expect(attribution).not.toHaveProperty('utmSource');
    expect(attribution).not.toHaveProperty('utmMedium');
    expect(attribution.referrer).toHaveLength(LEAD_LIMITS.attributionMax);
  });
});

describe('captureAttribution', () => {
  const globals = globalThis as { window?: unknown };

  afterEach(() => {
    delete globals.window;
  });

  it('keeps the first landing of the visit when the visitor lands again', () => {
    // Prepare
    globals.window = { sessionStorage: fakeSessionStorage() };

    // Act
    captureAttribution(landing({ pathname: '/uk-4', search: '?utm_source=meta' }));
    captureAttribution(landing({ pathname: '/privacy' }));

    // Assess
    expect(getAttribution()).toEqual({ page: '/uk-4', landingVariant: 'uk-4', utmSource: 'meta' });
  });

  it('still attributes the page when session storage is unavailable', () => {
    captureAttribution(landing({ pathname: '/calculator' }));
    expect(getAttribution()).toEqual({ page: '/calculator', landingVariant: 'calculator' });
  });
});
