import {
  ALL_GRANTED,
  CONSENT_EXPIRY_MONTHS,
  CONSENT_STORAGE_KEY,
  CONSENT_TIMESTAMP_KEY,
  consentDecision,
  consentExpiresAt,
  consentModeDefaults,
  consentModeUpdate,
  consentStorageEntries,
  EU_EEA_COUNTRY_CODES,
  isEuEea,
  parseStoredConsent,
} from './consent.ts';

const choice = { necessary: true, analytics: true, marketing: false, functional: true } as const;
const storedJson = JSON.stringify(choice);
const savedAt = Date.UTC(2025, 2, 15, 10, 0, 0); // 15 March 2025 10:00 UTC
const expiry = Date.UTC(2026, 3, 15, 10, 0, 0); // 13 months later

describe('EU and EEA countries', () => {
  it('lists the 27 EU members plus Iceland, Liechtenstein and Norway, each once', () => {
    expect(EU_EEA_COUNTRY_CODES).toHaveLength(30);
    expect(new Set(EU_EEA_COUNTRY_CODES).size).toBe(30);
    for (const code of ['DE', 'FR', 'IE', 'GR', 'HR', 'CY', 'MT', 'IS', 'LI', 'NO']) expect(isEuEea(code)).toBe(true);
  });

  it('does not treat the UK, Switzerland or the UAE as EU', () => {
    for (const code of ['GB', 'UK', 'CH', 'AE', 'US']) expect(isEuEea(code)).toBe(false);
  });

  it('accepts lower-case codes', () => {
    expect(isEuEea('de')).toBe(true);
  });
});

describe('consentDecision', () => {
  it('shows the banner to an EU visitor with no stored choice', () => {
    expect(consentDecision({ stored: null, storedAt: null, now: savedAt, country: 'DE' })).toEqual({ action: 'show-banner' });
  });

  it("uses an EU visitor's fresh stored choice without a banner", () => {
    expect(consentDecision({ stored: storedJson, storedAt: String(savedAt), now: savedAt + 1000, country: 'FR' })).toEqual({
      action: 'use-stored',
      consent: choice,
    });
  });

  it('still uses the stored choice one millisecond before 13 months have passed', () => {
    expect(consentDecision({ stored: storedJson, storedAt: String(savedAt), now: expiry - 1, country: 'NO' }).action).toBe(
      'use-stored',
    );
  });

  it('shows the banner again exactly 13 months after the choice was saved', () => {
    expect(consentDecision({ stored: storedJson, storedAt: String(savedAt), now: expiry, country: 'NO' }).action).toBe(
      'show-banner',
    );
  });

  it('grants everything to a non-EU visitor with no banner, even with a stored refusal', () => {
    const refused = JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false });
    for (const country of ['AE', 'GB', 'us']) {
      expect(consentDecision({ stored: refused, storedAt: String(savedAt), now: savedAt, country })).toEqual({
        action: 'grant-all',
        consent: ALL_GRANTED,
      });
    }
  });

  it('shows the banner when the location lookup fails', () => {
    for (const country of [null, undefined, '', 'XYZ', '12']) {
      expect(consentDecision({ stored: storedJson, storedAt: String(savedAt), now: savedAt, country }).action).toBe(
        'show-banner',
      );
    }
  });

  it.each(['{not json', '"yes"', 'null', '[]', '{}', '{"analytics":"true","marketing":false,"functional":false}'])(
    'treats malformed stored consent %p as none',
    (stored) => {
      expect(consentDecision({ stored, storedAt: String(savedAt), now: savedAt, country: 'IT' })).toEqual({
        action: 'show-banner',
      });
    },
  );

  it('treats a stored choice with a missing, unreadable or future timestamp as none', () => {
    for (const storedAt of [null, '', 'yesterday', String(savedAt + 60_000)]) {
      expect(consentDecision({ stored: storedJson, storedAt, now: savedAt, country: 'ES' }).action).toBe('show-banner');
    }
  });

  it('reads an ISO timestamp as well as milliseconds', () => {
    const iso = new Date(savedAt).toISOString();
    expect(consentDecision({ stored: storedJson, storedAt: iso, now: new Date(savedAt + 5), country: 'ES' }).action).toBe(
      'use-stored',
    );
  });
});

describe('13 calendar months', () => {
  it('lasts 13 months', () => {
    expect(CONSENT_EXPIRY_MONTHS).toBe(13);
    expect(consentExpiresAt(new Date(savedAt)).getTime()).toBe(expiry);
  });

  it('ends on the last day of a shorter month rather than spilling into the next', () => {
    expect(consentExpiresAt(new Date(Date.UTC(2025, 0, 31, 8))).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(consentExpiresAt(new Date(Date.UTC(2026, 0, 31))).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(consentExpiresAt(new Date(Date.UTC(2026, 11, 31))).toISOString()).toBe('2028-01-31T00:00:00.000Z');
  });

  it('keeps the 29th of February in a leap year that lands on one', () => {
    expect(consentExpiresAt(new Date(Date.UTC(2026, 0, 29))).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(consentExpiresAt(new Date(Date.UTC(2027, 0, 29))).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
});

describe('saving a choice', () => {
  it('writes the choice under cookie-consent and the time under cookie-consent-timestamp', () => {
    expect(consentStorageEntries({ analytics: false, marketing: true, functional: false }, savedAt)).toEqual([
      ['cookie-consent', '{"necessary":true,"analytics":false,"marketing":true,"functional":false}'],
      ['cookie-consent-timestamp', String(savedAt)],
    ]);
    expect([CONSENT_STORAGE_KEY, CONSENT_TIMESTAMP_KEY]).toEqual(['cookie-consent', 'cookie-consent-timestamp']);
  });

  it('reads back what it saved', () => {
    const [[, value], [, at]] = consentStorageEntries(choice, new Date(savedAt)) as [[string, string], [string, string]];
    expect(consentDecision({ stored: value, storedAt: at, now: savedAt, country: 'PL' })).toEqual({
      action: 'use-stored',
      consent: choice,
    });
  });

  it('always keeps necessary cookies on, even if storage says otherwise', () => {
    expect(parseStoredConsent('{"necessary":false,"analytics":false,"marketing":false,"functional":false}')).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
  });
});

describe('Google Consent Mode v2', () => {
  it('denies everything by default except security storage', () => {
    expect(consentModeDefaults()).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
  });

  it('grants analytics storage only for analytics consent', () => {
    expect(consentModeUpdate({ analytics: true, marketing: false, functional: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
    });
  });

  it('grants ad storage, ad user data and ad personalisation for marketing consent', () => {
    expect(consentModeUpdate({ analytics: false, marketing: true, functional: false })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
    });
  });

  it('grants functionality and personalisation storage for functional consent', () => {
    expect(consentModeUpdate({ analytics: false, marketing: false, functional: true })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
    });
  });
});
