/**
 * The site's phone and WhatsApp numbers from the Phone config entity (GET /api/phone-numbers), so staff can change
 * them without a deploy. In the prerendered HTML, while an island hydrates, until the answer arrives and when the
 * endpoint cannot be reached, the seeded defaults are used.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { CONTACT } from '#shared/contact.ts';
import { UK_PHONE_NUMBERS, type UkPhoneKey } from '#shared/uk/whatsapp.ts';
import {
  requestStoredPhoneNumbers,
  storedPhoneNumbers,
  subscribeToStoredPhoneNumbers,
} from './stored-phone-numbers.ts';

const DEFAULTS = Object.fromEntries(
  Object.values(UK_PHONE_NUMBERS).map((row) => [row.configKey, row.phoneNumber]),
) as Record<UkPhoneKey, string>;

const seeded = (): undefined => undefined;

/**
 * The numbers by config key (main, premium, uk4, ukOffice), the stored ones replacing the defaults. An island
 * hydrates with the seeded numbers its HTML was prerendered with (React renders useSyncExternalStore's server
 * snapshot while hydrating), then at once with the stored ones when the page has them already (the static page asks
 * for them once idle, islands/live-phone-numbers.ts), so a click held while the island woke is replayed on staff's
 * number; otherwise once the page's one request answers.
 */
export function usePhoneNumbers(): Record<UkPhoneKey, string> {
  const rows = useSyncExternalStore(subscribeToStoredPhoneNumbers, storedPhoneNumbers, seeded);
  useEffect(() => void requestStoredPhoneNumbers(), []);
  if (!rows) return DEFAULTS;
  return { ...DEFAULTS, ...Object.fromEntries(rows.map((row) => [row.configKey, row.phoneNumber])) };
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
