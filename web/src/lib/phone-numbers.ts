/**
 * The site's phone and WhatsApp numbers from the Phone config entity (GET /api/phone-numbers), so staff can change
 * them without a deploy. Until the answer arrives, and in the prerendered HTML, the seeded defaults are used.
 */
import useSWR from 'swr';
import { UK_PHONE_NUMBERS, type UkPhoneKey } from '#shared/uk/whatsapp.ts';

const PHONE_NUMBERS_URL = '/api/phone-numbers';

type PhoneNumberRow = { configKey: string; phoneNumber: string; displayName: string };

const DEFAULTS = Object.fromEntries(
  Object.values(UK_PHONE_NUMBERS).map((row) => [row.configKey, row.phoneNumber]),
) as Record<UkPhoneKey, string>;

/** The numbers by config key (main, premium, uk4, ukOffice), the stored ones replacing the defaults. */
export function usePhoneNumbers(): Record<UkPhoneKey, string> {
  const { data } = useSWR<PhoneNumberRow[]>(PHONE_NUMBERS_URL);
  if (!data) return DEFAULTS;
  return { ...DEFAULTS, ...Object.fromEntries(data.map((row) => [row.configKey, row.phoneNumber])) };
}
