import { jest } from '@jest/globals';
import { deviceOf } from '#shared/analytics/analytics-rules.ts';
import { clickBeacon, consentBeacon, conversionBeacon, EXCLUDED_KEY, excludedBrowser, sendBeacon, viewBeacon } from './beacons.ts';
import { CONSENT_COUNTED_KEY, countConsentDecision } from './consent-count.ts';

const phone = { page: '/uk-dubai-3', width: 390 };
const desktop = { page: '/uk-dubai-3', width: 1280 };

describe('the analytics beacons', () => {
  it('count a view with the device and the campaign tags the visit landed with', () => {
    expect(viewBeacon(phone, { page: '/uk-dubai-3', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring-uk' })).toEqual({
      type: 'view',
      page: '/uk-dubai-3',
      device: 'phone',
      utm: { source: 'google', medium: 'cpc', campaign: 'spring-uk' },
    });
  });

  it('send only the campaign tags there are, and no utm at all without any', () => {
    expect(viewBeacon(desktop, { page: '/', utmSource: 'newsletter' })).toEqual({
      type: 'view',
      page: '/uk-dubai-3',
      device: 'desktop',
      utm: { source: 'newsletter' },
    });
    expect(viewBeacon(desktop, {})).toEqual({ type: 'view', page: '/uk-dubai-3', device: 'desktop' });
  });

  it('call a 768 px wide screen a phone and a 769 px one a desktop', () => {
    expect(clickBeacon({ page: '/', width: 768 }, 'whatsapp-floating')).toEqual({ type: 'click', page: '/', device: 'phone', button: 'whatsapp-floating' });
    expect(clickBeacon({ page: '/', width: 769 }, 'phone-header')).toEqual({ type: 'click', page: '/', device: 'desktop', button: 'phone-header' });
  });

  it('class the device as the server’s rules do', () => {
    for (const width of [320, 768, 769, 1920]) expect(clickBeacon({ page: '/', width }, 'whatsapp-cta')).toMatchObject({ device: deviceOf(width) });
  });

  it('name the conversion and the consent decision', () => {
    expect(conversionBeacon(phone, 'uk-form')).toEqual({ type: 'conversion', page: '/uk-dubai-3', device: 'phone', conversion: 'uk-form' });
    expect(consentBeacon('refused')).toEqual({ type: 'consent', decision: 'refused' });
  });
});

describe('sending a beacon', () => {
  const realNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  const realFetch = globalThis.fetch;
  afterEach(() => {
    if (realNavigator) Object.defineProperty(globalThis, 'navigator', realNavigator);
    globalThis.fetch = realFetch;
  });
  const withNavigator = (value: object) => Object.defineProperty(globalThis, 'navigator', { value, configurable: true });

  it('hands the JSON to sendBeacon as application/json', async () => {
    const sent: { url: string; body: Blob }[] = [];
    withNavigator({ sendBeacon: (url: string, body: Blob) => (sent.push({ url, body }), true) });
    const fetch = jest.fn<typeof globalThis.fetch>();
    globalThis.fetch = fetch;

    sendBeacon(consentBeacon('granted'));

    expect(sent.map(({ url }) => url)).toEqual(['/api/analytics/events']);
    expect(sent[0]!.body.type).toBe('application/json');
    expect(await sent[0]!.body.text()).toBe('{"type":"consent","decision":"granted"}');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to fetch with keepalive when sendBeacon refuses or is missing', async () => {
    const fetch = jest.fn<typeof globalThis.fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    globalThis.fetch = fetch;

    withNavigator({ sendBeacon: () => false });
    sendBeacon(consentBeacon('refused'));
    withNavigator({});
    sendBeacon(clickBeacon(phone, 'whatsapp-hero'));

    const calls = await Promise.all(
      fetch.mock.calls.map(async ([url, init]) => [url, init?.method, init?.keepalive, (init?.body as Blob).type, await (init?.body as Blob).text()]),
    );
    expect(calls).toEqual([
      ['/api/analytics/events', 'POST', true, 'application/json', '{"type":"consent","decision":"refused"}'],
      ['/api/analytics/events', 'POST', true, 'application/json', '{"type":"click","page":"/uk-dubai-3","device":"phone","button":"whatsapp-hero"}'],
    ]);
  });
});

describe('counting consent decisions', () => {
  const storage = () => {
    const items = new Map<string, string>();
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
  };

  it('counts every banner decision, granted or refused', () => {
    const store = storage();
    const sent: unknown[] = [];
    countConsentDecision(false, 'banner', () => store, (beacon) => void sent.push(beacon));
    countConsentDecision(true, 'banner', () => store, (beacon) => void sent.push(beacon));
    expect(sent).toEqual([
      { type: 'consent', decision: 'refused' },
      { type: 'consent', decision: 'granted' },
    ]);
  });

  it('counts a grant outside the EU/EEA once per browser, remembered by a flag holding no id', () => {
    const store = storage();
    const sent: unknown[] = [];
    for (let load = 0; load < 3; load++) countConsentDecision(true, 'outside-eu', () => store, (beacon) => void sent.push(beacon));
    expect(sent).toEqual([{ type: 'consent', decision: 'granted' }]);
    expect([...store.items]).toEqual([[CONSENT_COUNTED_KEY, '1']]);
  });

  it('does not count a grant outside the EU/EEA after a banner decision in the same browser', () => {
    const store = storage();
    const sent: unknown[] = [];
    countConsentDecision(false, 'banner', () => store, (beacon) => void sent.push(beacon));
    countConsentDecision(true, 'outside-eu', () => store, (beacon) => void sent.push(beacon));
    expect(sent).toEqual([{ type: 'consent', decision: 'refused' }]);
  });

  it('without storage counts a banner decision but not a grant outside the EU/EEA, which could not be counted once', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    const sent: unknown[] = [];
    countConsentDecision(true, 'outside-eu', blocked, (beacon) => void sent.push(beacon));
    countConsentDecision(true, 'banner', blocked, (beacon) => void sent.push(beacon));
    expect(sent).toEqual([{ type: 'consent', decision: 'granted' }]);
  });
});

describe('leaving a staff browser out of the counts', () => {
  const storage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
      items,
    };
  };

  it('starts with ?exclude-me=1, lasts on the pages after it, and ends with ?exclude-me=0', () => {
    const store = storage();
    expect(excludedBrowser('', () => store)).toBe(false);
    expect(excludedBrowser('?exclude-me=1', () => store)).toBe(true);
    expect([...store.items]).toEqual([[EXCLUDED_KEY, '1']]);
    expect(excludedBrowser('?utm_source=google', () => store)).toBe(true);
    expect(excludedBrowser('?exclude-me=0', () => store)).toBe(false);
    expect([...store.items]).toEqual([]);
  });

  it('counts a browser whose storage is blocked like any other', () => {
    expect(
      excludedBrowser('?exclude-me=1', () => {
        throw new Error('SecurityError');
      }),
    ).toBe(false);
  });
});
