/**
 * The business's contact details and the main site's chat links (main-site.md sections 1, 3 and 7). The spec gives
 * only the number's last digits (0582) and a placeholder e-mail (left to the launch settings): the full values are the ones set in shared/contact.ts,
 * pinned here so a change to them is deliberate.
 */
import { CONTACT } from '../contact.ts';
import { businessWhatsAppLink, FLOATING_WHATSAPP_MESSAGE, HERO_WHATSAPP_MESSAGE, WHATSAPP_FORM_TYPES } from './whatsapp-messages.ts';

describe('the business number and the chat links of the main site', () => {
  it('chats with the business number ending 0582', () => {
    expect(CONTACT.whatsappNumber).toBe('+971500000582');
    expect(businessWhatsAppLink()).toBe('https://wa.me/971500000582');
  });

  it('gives the Dubai World Trade Center, floor 1 address and not the spec’s placeholder e-mail (a launch setting)', () => {
    expect(JSON.stringify(CONTACT)).not.toMatch(/example/);
    expect(CONTACT.address).toBe('Dubai World Trade Center, Floor 1, Dubai, United Arab Emirates');
  });

  it('names the four form types lead, contact, calculator and lead-magnet', () => {
    expect(WHATSAPP_FORM_TYPES).toEqual(['lead', 'contact', 'calculator', 'lead-magnet']);
  });

  it('prefills the hero and the floating button chats', () => {
    expect(businessWhatsAppLink(HERO_WHATSAPP_MESSAGE)).toBe(
      "https://wa.me/971500000582?text=Hello!%20I'd%20like%20to%20set%20up%20my%20company%20in%20Dubai%20with%20100%25%20ownership%20in%2024%20hours.%20Can%20we%20talk%3F",
    );
    expect(businessWhatsAppLink(FLOATING_WHATSAPP_MESSAGE)).toBe(
      'https://wa.me/971500000582?text=Hello!%20I%20have%20a%20question%20about%20setting%20up%20a%20company%20in%20Dubai.',
    );
  });
});
