/**
 * Cookie consent (spec main-site.md sections 3, 4 and 9) and the Google Consent Mode v2 payloads it drives.
 *
 * Expiry: a stored consent lasts 13 calendar months, computed in UTC. Stored on 15 March 2025 10:00 UTC, it expires
 * at 15 April 2026 10:00 UTC; from that instant on (inclusive) the banner is shown again. When the target month is
 * shorter, the expiry falls on its last day (31 January 2025 -> 28 February 2026), never in the month after.
 */

/** The 27 EU member states plus Iceland, Liechtenstein and Norway (EEA), as ISO 3166-1 alpha-2 codes. */
export const EU_EEA_COUNTRY_CODES: readonly string[] = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT',
  'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'IS', 'LI', 'NO',
];

/** Local storage key of the saved choice (JSON of CookieConsent). */
export const CONSENT_STORAGE_KEY = 'cookie-consent';
/** Local storage key of when the choice was saved (milliseconds since the epoch, as a string). */
export const CONSENT_TIMESTAMP_KEY = 'cookie-consent-timestamp';
/** How long a saved choice lasts, in calendar months. */
export const CONSENT_EXPIRY_MONTHS = 13;

/** The visitor's choice. Necessary cookies cannot be refused. */
export interface CookieConsent {
  readonly necessary: true;
  readonly analytics: boolean;
  readonly marketing: boolean;
  readonly functional: boolean;
}

/** Everything granted: what non-EU visitors get, and 'Accept all'. */
export const ALL_GRANTED: CookieConsent = { necessary: true, analytics: true, marketing: true, functional: true };
/** Only necessary cookies: 'Reject all'. */
export const NECESSARY_ONLY: CookieConsent = { necessary: true, analytics: false, marketing: false, functional: false };

/** True when the code (any case) is an EU or EEA country. */
export function isEuEea(countryCode: string): boolean {
  return EU_EEA_COUNTRY_CODES.includes(countryCode.trim().toUpperCase());
}

/** The moment a consent saved at `storedAt` expires: 13 calendar months later, in UTC, clamped to the month's end. */
export function consentExpiresAt(storedAt: Date): Date {
  const target = new Date(storedAt.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + CONSENT_EXPIRY_MONTHS);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * The stored choice, or null when it is missing or malformed (not JSON, not an object, or any of analytics,
 * marketing, functional not a boolean). `necessary` is always true whatever was stored.
 */
export function parseStoredConsent(stored: string | null | undefined): CookieConsent | null {
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { analytics, marketing, functional } = value as Record<string, unknown>;
  if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean' || typeof functional !== 'boolean') return null;
  return { necessary: true, analytics, marketing, functional };
}

/**
 * When the choice was saved, or null when unreadable. Accepts milliseconds since the epoch (what
 * `consentStorageEntries` writes) or an ISO 8601 date.
 */
export function parseStoredTimestamp(storedAt: string | null | undefined): Date | null {
  if (!storedAt) return null;
  const text = storedAt.trim();
  const ms = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
  return Number.isFinite(ms) ? new Date(ms) : null;
}

/** What the consent logic decided. */
export type ConsentDecision =
  | { readonly action: 'show-banner' }
  | { readonly action: 'use-stored'; readonly consent: CookieConsent }
  | { readonly action: 'grant-all'; readonly consent: CookieConsent };

/** The inputs: the two stored values, the current time, and the geolocation result. */
export interface ConsentDecisionInput {
  /** localStorage value under CONSENT_STORAGE_KEY. */
  readonly stored: string | null | undefined;
  /** localStorage value under CONSENT_TIMESTAMP_KEY. */
  readonly storedAt: string | null | undefined;
  readonly now: Date | number;
  /** The lookup's country_code, or null/undefined when the lookup failed or returned no usable code. */
  readonly country: string | null | undefined;
}

/**
 * Whether to show the banner:
 * - lookup failed (or no two-letter code) -> 'show-banner';
 * - non-EU/EEA country -> 'grant-all' with no banner;
 * - EU/EEA with a valid stored choice younger than 13 months -> 'use-stored';
 * - EU/EEA with no, malformed, undated, future-dated or expired stored choice -> 'show-banner'.
 */
export function consentDecision(input: ConsentDecisionInput): ConsentDecision {
  const country = typeof input.country === 'string' ? input.country.trim().toUpperCase() : '';
  if (!/^[A-Z]{2}$/.test(country)) return { action: 'show-banner' };
  if (!isEuEea(country)) return { action: 'grant-all', consent: ALL_GRANTED };

  const consent = parseStoredConsent(input.stored);
  const storedAt = parseStoredTimestamp(input.storedAt);
  if (!consent || !storedAt) return { action: 'show-banner' };
  const now = typeof input.now === 'number' ? input.now : input.now.getTime();
  if (storedAt.getTime() > now) return { action: 'show-banner' };
  if (now >= consentExpiresAt(storedAt).getTime()) return { action: 'show-banner' };
  return { action: 'use-stored', consent };
}

/** The two localStorage entries to write when a choice is saved. */
export function consentStorageEntries(
  consent: Omit<CookieConsent, 'necessary'>,
  now: Date | number,
): readonly [key: string, value: string][] {
  const ms = typeof now === 'number' ? now : now.getTime();
  const saved: CookieConsent = {
    necessary: true,
    analytics: consent.analytics,
    marketing: consent.marketing,
    functional: consent.functional,
  };
  return [
    [CONSENT_STORAGE_KEY, JSON.stringify(saved)],
    [CONSENT_TIMESTAMP_KEY, String(ms)],
  ];
}

/** A Google Consent Mode value. */
export type ConsentState = 'granted' | 'denied';

/** The Google Consent Mode v2 storage types. */
export interface ConsentModeState {
  readonly ad_storage: ConsentState;
  readonly ad_user_data: ConsentState;
  readonly ad_personalization: ConsentState;
  readonly analytics_storage: ConsentState;
  readonly functionality_storage: ConsentState;
  readonly personalization_storage: ConsentState;
  readonly security_storage: ConsentState;
}

/** Payload of `gtag('consent', 'default', ...)`: everything denied except security storage. */
export function consentModeDefaults(): ConsentModeState {
  return {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'denied',
    personalization_storage: 'denied',
    security_storage: 'granted',
  };
}

const state = (granted: boolean): ConsentState => (granted ? 'granted' : 'denied');

/**
 * Payload of `gtag('consent', 'update', ...)`: analytics -> analytics_storage; marketing -> ad_storage, ad_user_data,
 * ad_personalization; functional -> functionality_storage, personalization_storage. Security storage stays granted
 * from the defaults and is not repeated.
 */
export function consentModeUpdate(
  consent: Pick<CookieConsent, 'analytics' | 'marketing' | 'functional'>,
): Omit<ConsentModeState, 'security_storage'> {
  return {
    analytics_storage: state(consent.analytics),
    ad_storage: state(consent.marketing),
    ad_user_data: state(consent.marketing),
    ad_personalization: state(consent.marketing),
    functionality_storage: state(consent.functional),
    personalization_storage: state(consent.functional),
  };
}
