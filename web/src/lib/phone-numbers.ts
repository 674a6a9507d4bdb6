/**
 * The site's phone and WhatsApp numbers from the Phone config entity (GET /api/phone-numbers), so staff can change
 * them without a deploy. Until the answer arrives, in the prerendered HTML, and when the endpoint cannot be reached,
 * the seeded defaults are used.
 */
import useSWR from 'swr';
import { CONTACT } from '#shared/contact.ts';
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

const digits = (number: string) => number.replace(/[^\d]/g, '');

/**
 * A main-site link (WhatsApp chat or tel:) built from the built-in business number, pointed at `number` instead: the
 * page copy in shared/ builds its links from CONTACT, and the live number replaces it here.
 */
export function withBusinessNumber(href: string, number: string): string {
  if (number === CONTACT.whatsappNumber) return href;
  const builtIn = digits(CONTACT.whatsappNumber);
  return href
    .replace(`https://wa.me/${builtIn}`, `https://wa.me/${digits(number)}`)
    .replace(/^tel:\+?\d+$/, (tel) => (digits(tel) === builtIn ? `tel:+${digits(number)}` : tel));
}

/** The business's main number as staff set it (the 'main' Phone config), and the helper that re-points a link to it. */
export function useBusinessNumber(): { number: string; href: (href: string) => string } {
  const { main } = usePhoneNumbers();
  return { number: main, href: (href) => withBusinessNumber(href, main) };
}
