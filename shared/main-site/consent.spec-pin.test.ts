/** Cookie consent as the spec states it (main-site.md sections 3, 4 and 9), copied. */
import { CONSENT_EXPIRY_MONTHS, CONSENT_STORAGE_KEY, CONSENT_TIMESTAMP_KEY, EU_EEA_COUNTRY_CODES } from './consent.ts';

describe('cookie consent, as the spec states it', () => {
  it('asks visitors from the 30 EU and EEA countries', () => {
    // The 27 EU member states, then Iceland, Liechtenstein and Norway.
    expect([...EU_EEA_COUNTRY_CODES].sort()).toEqual(
      ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'],
    );
  });

  it('keeps a choice 13 months under cookie-consent and cookie-consent-timestamp', () => {
    expect(CONSENT_EXPIRY_MONTHS).toBe(13);
    expect(CONSENT_STORAGE_KEY).toBe('cookie-consent');
    expect(CONSENT_TIMESTAMP_KEY).toBe('cookie-consent-timestamp');
  });
});
