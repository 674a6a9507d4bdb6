import { CONTACT } from '../contact.ts';
import {
  advisoryWhatsAppMessage,
  businessWhatsAppLink,
  FLOATING_WHATSAPP_MESSAGE,
  formWhatsAppMessage,
  HERO_WHATSAPP_MESSAGE,
  leadWhatsAppInput,
  WHATSAPP_FORM_TYPES,
} from './whatsapp-messages.ts';

describe('form WhatsApp messages', () => {
  it('lists every filled field under an opening line for the form', () => {
    expect(
      formWhatsAppMessage({
        name: 'Amira Khan',
        phone: '+44 7700 900123',
        email: 'amira@example.com',
        formType: 'contact',
        businessType: 'Consulting',
        companyName: 'Khan Advisory',
        additionalInfo: 'Moving in spring',
      }),
    ).toBe(
      [
        "Hello! I'd like to get in touch about setting up a company in Dubai.",
        '',
        'Name: Amira Khan',
        'Phone: +44 7700 900123',
        'Email: amira@example.com',
        'Business type: Consulting',
        'Company name: Khan Advisory',
        'Additional info: Moving in spring',
      ].join('\n'),
    );
  });

  it('leaves out blank and missing fields', () => {
    const message = formWhatsAppMessage({ name: ' Sam ', phone: '', email: 'sam@example.com', formType: 'lead', companyName: '  ' });
    expect(message.split('\n').slice(2)).toEqual(['Name: Sam', 'Email: sam@example.com']);
  });

  it('opens differently for each form type', () => {
    const openings = WHATSAPP_FORM_TYPES.map((formType) => formWhatsAppMessage({ name: 'A', phone: '', email: '', formType }).split('\n')[0]);
    expect(new Set(openings).size).toBe(4);
    expect(openings[2]).toMatch(/cost calculator/);
    expect(openings[3]).toMatch(/checklist/);
  });
});

describe('lead to WhatsApp', () => {
  it('carries the lead, the chosen package and the country into the message', () => {
    const input = leadWhatsAppInput(
      { fullName: 'Amira Khan', email: 'amira@example.com', phone: '+447700900123', country: 'United Kingdom' },
      'freezone',
    );
    expect(input).toEqual({
      name: 'Amira Khan',
      phone: '+447700900123',
      email: 'amira@example.com',
      formType: 'lead',
      businessType: 'Free Zone package',
      additionalInfo: 'Country: United Kingdom',
    });
    expect(formWhatsAppMessage(input)).toContain('Business type: Free Zone package');
  });

  it('ignores a missing or unknown stored package and an empty country', () => {
    expect(leadWhatsAppInput({ fullName: 'A B', email: 'a@b.co', phone: '0123456789', country: '' }, 'gold')).toEqual({
      name: 'A B',
      phone: '0123456789',
      email: 'a@b.co',
      formType: 'lead',
    });
  });
});

describe('chat buttons', () => {
  it('opens the business number with the hero message prefilled', () => {
    const digits = CONTACT.whatsappNumber.replace(/\D/g, '');
    expect(businessWhatsAppLink(HERO_WHATSAPP_MESSAGE)).toBe(`https://wa.me/${digits}?text=${encodeURIComponent(HERO_WHATSAPP_MESSAGE)}`);
    expect(HERO_WHATSAPP_MESSAGE).toMatch(/100% ownership in 24 hours/);
  });

  it('gives the floating button its own message', () => {
    expect(FLOATING_WHATSAPP_MESSAGE).not.toBe(HERO_WHATSAPP_MESSAGE);
    expect(businessWhatsAppLink(FLOATING_WHATSAPP_MESSAGE)).toContain('?text=');
  });

  it('names the topic in an advisory message', () => {
    expect(advisoryWhatsAppMessage(' market entry strategy ')).toBe(
      "Hello! I'm interested in your advisory services and would like to discuss market entry strategy.",
    );
  });
});
