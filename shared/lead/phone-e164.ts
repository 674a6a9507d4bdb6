/**
 * One phone number, whatever its spelling, as E.164 (`+447700900123`): what the lead stores as `phoneE164`, what the
 * phone search index keys on, and what the admin and the sales desk (WhatsApp links) use. libphonenumber-js with its
 * default, small metadata (about 80 KB): enough to know each country's calling code, national prefix and number
 * lengths. In the functions it lives in the Lambda layer (LAYER_PACKAGES), once for every bundle.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { countryIsoCode } from '../country-codes.ts';

/**
 * The number in E.164, or undefined when it cannot be read as a possible number. A number written with `+` or `00`
 * is read as international; any other is read as a number of `country` (a country name of `shared/countries.ts` or an
 * ISO code), so `07700 900123` with United Kingdom is `+447700900123`; without a country such a number is undefined.
 * "Possible" (the right length for its country), not "valid": ranges kept for fiction and tests (07700 900xxx) count.
 */
export function phoneE164(phone: string | undefined, country?: string): string | undefined {
  if (!phone) return undefined;
  // '00' is the international prefix of most countries; libphonenumber reads it only with a default country.
  const text = phone.trim().replace(/^00(?=\s*[1-9])/, '+');
  if (!/\d/.test(text)) return undefined;
  const defaultCountry = isoCode(country);
  const parsed = parsePhoneNumberFromString(text, defaultCountry ? { defaultCountry } : undefined);
  return parsed?.isPossible() ? parsed.number : undefined;
}

function isoCode(country: string | undefined): CountryCode | undefined {
  if (!country) return undefined;
  return /^[A-Z]{2}$/.test(country) ? (country as CountryCode) : countryIsoCode(country);
}

/** The countries a national number (no `+`, no `00`) typed into an admin search is tried as: the business's markets. */
export const SEARCH_HOME_COUNTRIES = ['GB', 'AE'] as const;

/**
 * Every E.164 reading of a number typed into a search: itself when it is international, else as a number of each of
 * the home markets (UK, UAE) where it is possible there. Empty when none.
 */
export function phoneE164Candidates(phone: string): string[] {
  const international = phoneE164(phone);
  if (international) return [international];
  const readings = SEARCH_HOME_COUNTRIES.map((country) => phoneE164(phone, country)).filter((value): value is string => !!value);
  return [...new Set(readings)];
}
