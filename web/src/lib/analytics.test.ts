import { jest } from '@jest/globals';
import { ANALYTICS_EVENTS, navigationClick } from '#shared/main-site/analytics-events.ts';
import { CONSENT_STORAGE_KEY, CONSENT_TIMESTAMP_KEY } from '#shared/main-site/consent.ts';
import { FUNNEL_VERSION } from '#shared/main-site/timings.ts';
import { track } from './analytics.ts';

type FakeWindow = { localStorage: Pick<Storage, 'getItem'>; dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
const globals = globalThis as { window?: FakeWindow };

function visitorWithConsent(stored: string | null): FakeWindow {
  const fake: FakeWindow = { localStorage: { getItem: (key) => (key === CONSENT_STORAGE_KEY ? stored : null) } };
  globals.window = fake;
  return fake;
}

const consent = (analytics: boolean) => JSON.stringify({ necessary: true, analytics, marketing: false, functional: false });

afterEach(() => {
  delete globals.window;
});

describe('track', () => {
  it('sends nothing before the visitor chose', () => {
    const visitor = visitorWithConsent(null);
    track(ANALYTICS_EVENTS.leadFormSubmit);
    expect(visitor.dataLayer).toBeUndefined();
  });

  it('sends nothing when analytics was refused', () => {
    const visitor = visitorWithConsent(consent(false));
    visitor.gtag = jest.fn();
    track(ANALYTICS_EVENTS.leadFormSubmit);
    expect(visitor.gtag).not.toHaveBeenCalled();
  });

  it('sends nothing once the stored choice is older than 13 months', () => {
    const storedAt = String(Date.now() - 14 * 31 * 24 * 60 * 60 * 1000);
    const visitor: FakeWindow = {
      localStorage: { getItem: (key) => (key === CONSENT_STORAGE_KEY ? consent(true) : key === CONSENT_TIMESTAMP_KEY ? storedAt : null) },
    };
    globals.window = visitor;
    visitor.gtag = jest.fn();
    track(ANALYTICS_EVENTS.leadFormSubmit);
    expect(visitor.gtag).not.toHaveBeenCalled();
  });

  it('sends nothing when the stored choice is unreadable', () => {
    const visitor = visitorWithConsent('{not json');
    track(ANALYTICS_EVENTS.whatsappClick);
    expect(visitor.dataLayer).toBeUndefined();
  });

  it('calls gtag with category and label once analytics is granted', () => {
    const visitor = visitorWithConsent(consent(true));
    visitor.gtag = jest.fn();

    track(ANALYTICS_EVENTS.leadFormSubmit);

    expect(visitor.gtag).toHaveBeenCalledWith('event', 'lead_form_submit', {
      event_category: 'conversion',
      event_label: 'simple_form',
      funnel_version: FUNNEL_VERSION,
    });
  });

  it('queues the event on the data layer when no gtag is loaded, keeping the source', () => {
    const visitor = visitorWithConsent(consent(true));

    track(navigationClick('packages', 'mobile_menu'));

    expect(visitor.dataLayer).toEqual([
      {
        event: 'navigation_click',
        event_category: 'navigation',
        event_label: 'packages',
        source: 'mobile_menu',
        funnel_version: FUNNEL_VERSION,
      },
    ]);
  });
});
