import { CONTACT } from '#shared/contact.ts';
import { whatsappLink } from '#shared/whatsapp.ts';

/** The chat link to the business number with the message prefilled. */
export const businessWhatsappLink = (message: string) => whatsappLink(CONTACT.whatsappNumber, message);

/**
 * Opens the chat in a new tab. A blocked pop-up (window.open returns null, as it does outside a click) sends this
 * tab to the chat instead, so the visitor always reaches it.
 */
export function openWhatsApp(message: string): void {
  const link = businessWhatsappLink(message);
  const chat = window.open(link, '_blank');
  if (chat) {
    // The chat tab must not be able to navigate this page.
    chat.opener = null;
    return;
  }
  window.location.href = link;
}
