import { ukWhatsappLink } from '#shared/uk/whatsapp.ts';
import { usePhoneNumbers } from '../../lib/phone-numbers.ts';

/**
 * The sales pages' WhatsApp links: the main number (as staff stored it in the Phone config, else the seed) with the
 * button's prefilled message.
 */
export function useWhatsappLink(): (message: string) => string {
  const numbers = usePhoneNumbers();
  return (message) => ukWhatsappLink('main', message, numbers);
}
