import { CONTACT } from '../contact.ts';
import { UK_SALES_PAGE_IDS } from './content/pages.ts';
import {
  AMOUNT_PLACEHOLDER,
  consultationMessage,
  guideFollowUpMessage,
  personaMessage,
  phoneKeyForRoute,
  regionMessage,
  reportCaptureLink,
  reportRequestMessage,
  revenueInPounds,
  SALES_PAGE_MESSAGES,
  uk4Message,
  UK_4_MESSAGE,
  UK_DUBAI_3_BUTTON_SENTENCES,
  UK_DUBAI_3_GREETING,
  UK_PHONE_NUMBERS,
  UK_WHATSAPP_MESSAGES,
  ukDubai3Message,
  ukWhatsappLink,
} from './whatsapp.ts';

const decoded = (link: string) => decodeURIComponent(new URL(link).searchParams.get('text') ?? '');

describe('UK WhatsApp numbers', () => {
  it('uses the main number ending 0582 on most pages', () => {
    expect(UK_PHONE_NUMBERS.main.phoneNumber).toBe(CONTACT.whatsappNumber);
    expect(UK_PHONE_NUMBERS.main.phoneNumber.endsWith('0582')).toBe(true);
    expect(phoneKeyForRoute('/uk')).toBe('main');
    expect(phoneKeyForRoute('/uk/tax-savings')).toBe('main');
    expect(phoneKeyForRoute('/uk-dubai-3')).toBe('main');
  });

  it('uses other numbers on the premium page and on /uk-4 and /uk-dubai-4', () => {
    expect(phoneKeyForRoute('/uk-dubai')).toBe('premium');
    expect(phoneKeyForRoute('/uk-4')).toBe('uk4');
    expect(phoneKeyForRoute('/uk-dubai-4')).toBe('uk4');
    const numbers = new Set(Object.values(UK_PHONE_NUMBERS).map((seed) => seed.phoneNumber));
    expect(numbers.size).toBe(Object.keys(UK_PHONE_NUMBERS).length);
  });

  it('seeds phone config rows keyed by their configKey, in E.164', () => {
    for (const [key, seed] of Object.entries(UK_PHONE_NUMBERS)) {
      expect(seed.configKey).toBe(key);
      expect(seed.phoneNumber).toMatch(/^\+[1-9]\d{7,14}$/);
    }
  });

  it('opens the chat on the configured number with the message URL-encoded', () => {
    const link = ukWhatsappLink('premium', 'Save 100% & more?');
    expect(link).toBe('https://wa.me/971500000583?text=Save%20100%25%20%26%20more%3F');
  });

  it('prefers a number from the stored phone config', () => {
    expect(ukWhatsappLink('main', 'Hi', { main: '+44 7700 900123' })).toBe('https://wa.me/447700900123?text=Hi');
  });
});

describe('UK WhatsApp messages', () => {
  it('names the case and business on persona buttons', () => {
    const message = personaMessage({ name: 'James Mitchell', business: 'Tech consultancy' });
    expect(message).toContain('James Mitchell');
    expect(message).toContain('Tech consultancy');
    expect(decoded(ukWhatsappLink('main', message))).toBe(message);
  });

  it('names the region on region buttons', () => {
    expect(regionMessage('Middle East & North Africa')).toContain('Middle East & North Africa');
    expect(ukWhatsappLink('main', regionMessage('Asia & Pacific'))).toContain('Asia%20%26%20Pacific');
  });

  it('asks the visitor to fill in their profit', () => {
    expect(UK_WHATSAPP_MESSAGES.profitEstimate).toContain('[insert amount]');
    expect(AMOUNT_PLACEHOLDER).toBe('[insert amount]');
    expect(ukWhatsappLink('main', UK_WHATSAPP_MESSAGES.profitEstimate)).toContain('%5Binsert%20amount%5D');
  });

  it('starts every /uk-dubai-3 message with the fixed greeting and adds the extra sentence', () => {
    expect(ukDubai3Message()).toBe(UK_DUBAI_3_GREETING);
    expect(ukDubai3Message('  ')).toBe(UK_DUBAI_3_GREETING);
    expect(ukDubai3Message('I want my £328,025 breakdown.')).toBe(`${UK_DUBAI_3_GREETING} I want my £328,025 breakdown.`);
  });

  it('gives each /uk-dubai-3 button its own sentence after the greeting (our wording, pinned)', () => {
    const greeting = "Hi! I'm ready to escape the UK tax trap and move my business to Dubai.";
    expect(ukDubai3Message(UK_DUBAI_3_BUTTON_SENTENCES.hero)).toBe(`${greeting} Please show me what the complete tax breakdown means for my own income.`);
    expect(ukDubai3Message(UK_DUBAI_3_BUTTON_SENTENCES.ready)).toBe(`${greeting} What are the next steps to set up my company in Dubai?`);
    expect(ukDubai3Message(UK_DUBAI_3_BUTTON_SENTENCES.final)).toBe(`${greeting} I'd like to speak to an expert today.`);
  });

  it('adds a blank line and the context label on /uk-4', () => {
    expect(uk4Message()).toBe(UK_4_MESSAGE);
    expect(uk4Message('Final CTA')).toBe(`${UK_4_MESSAGE}\n\nContext: Final CTA`);
    expect(ukWhatsappLink('uk4', uk4Message('Hero'))).toContain('%0A%0AContext%3A%20Hero');
  });

  it('sends the consultation with name, company and revenue in pounds', () => {
    const message = consultationMessage({ name: ' Sarah Jones ', company: 'Jones Ltd', revenue: '750000' });
    expect(message).toBe(
      "Hi! I'm a UK business owner interested in Dubai setup.\n\nName: Sarah Jones\nCompany: Jones Ltd\nAnnual revenue: £750,000\n\nI'd like to discuss tax savings opportunities.",
    );
    expect(decoded(ukWhatsappLink('premium', message))).toBe(message);
  });

  it('shows typed revenue in pounds without doubling the pound sign', () => {
    expect(revenueInPounds('£1,200,000')).toBe('£1,200,000');
    expect(revenueInPounds('2m')).toBe('£2m');
    expect(revenueInPounds('£ 500k')).toBe('£500k');
    expect(revenueInPounds('')).toBe('£0');
  });

  it('asks for the tax savings report for the e-mail, and does nothing without one', () => {
    expect(reportRequestMessage(' ann@x.com ')).toContain('tax savings report');
    expect(reportRequestMessage('ann@x.com')).toContain('ann@x.com');
    expect(reportCaptureLink('ann@x.com')).toContain('https://wa.me/971500000583?text=');
    expect(reportCaptureLink('ann+uk@x.com')).toContain('ann%2Buk%40x.com');
    expect(reportCaptureLink('   ')).toBeNull();
  });

  it('greets by name after the guide form', () => {
    expect(guideFollowUpMessage(' Tom ')).toContain("I'm Tom and");
  });

  it('has a distinct call to action for every sales page and the hub', () => {
    const messages = [...UK_SALES_PAGE_IDS.map((id) => SALES_PAGE_MESSAGES[id]), ...Object.values(UK_WHATSAPP_MESSAGES)];
    expect(new Set(messages).size).toBe(messages.length);
    expect(UK_WHATSAPP_MESSAGES.hubHero).toContain('£233,340');
  });
});
