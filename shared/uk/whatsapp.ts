/**
 * The UK section's WhatsApp numbers and prefilled messages (spec section 7). Every call to action opens
 * `whatsappLink(number, message)` in a new tab; the message differs per button.
 */
import { CONTACT } from '../contact.ts';
import { whatsappLink } from '../whatsapp.ts';
import { HEADLINE_ANNUAL_SAVING_TEXT } from './content/claims.ts';
import { UK_LANDING_ROUTES } from './content/pages.ts';
import type { UkSalesPageId } from './content/pages.ts';

export type UkPhoneKey = 'main' | 'premium' | 'uk4' | 'ukOffice';

/** A seed row of the Phone config entity (id and updatedAt are added when stored). */
export type UkPhoneSeed = {
  configKey: UkPhoneKey;
  /** E.164. */
  phoneNumber: string;
  displayName: string;
  description: string;
  isActive: boolean;
};

/**
 * The UK pages' numbers, keyed by configKey; they seed the Phone config entity, which staff edit afterwards. The
 * spec gives only the main number's last digits (…0582) and says the premium page and /uk-4 use other numbers, so
 * those and the UK office number are placeholders to replace before launch (020 7946 0xxx is Ofcom's range for
 * fiction).
 */
export const UK_PHONE_NUMBERS: Readonly<Record<UkPhoneKey, UkPhoneSeed>> = {
  main: {
    configKey: 'main',
    phoneNumber: CONTACT.whatsappNumber,
    displayName: 'Main WhatsApp',
    description: 'WhatsApp and phone number of the main site, the UK hub and sales pages',
    isActive: true,
  },
  premium: {
    configKey: 'premium',
    phoneNumber: '+971500000583',
    displayName: 'Premium page WhatsApp',
    description: 'WhatsApp for the /uk-dubai premium landing page',
    isActive: true,
  },
  uk4: {
    configKey: 'uk4',
    phoneNumber: '+971500000584',
    displayName: '/uk-4 WhatsApp',
    description: 'WhatsApp and contact line for /uk-4 and /uk-dubai-4',
    isActive: true,
  },
  ukOffice: {
    configKey: 'ukOffice',
    phoneNumber: '+442079460582',
    displayName: 'UK office',
    description: 'UK phone for the call button and tel: links',
    isActive: true,
  },
};

/** Which WhatsApp number a route's buttons use. */
export function phoneKeyForRoute(route: string): 'main' | 'premium' | 'uk4' {
  if (route === UK_LANDING_ROUTES.premium) return 'premium';
  if (route === UK_LANDING_ROUTES.uk4 || route === UK_LANDING_ROUTES.dubai4) return 'uk4';
  return 'main';
}

/**
 * The WhatsApp link for a button: the number of `key` (from `numbers`, e.g. the stored Phone config, else the seed)
 * and the prefilled message.
 */
export function ukWhatsappLink(
  key: UkPhoneKey,
  message: string,
  numbers: Partial<Record<UkPhoneKey, string>> = {},
): string {
  return whatsappLink(numbers[key] ?? UK_PHONE_NUMBERS[key].phoneNumber, message);
}

/** The placeholder the visitor replaces with their profit. */
export const AMOUNT_PLACEHOLDER = '[insert amount]';

/** Fixed messages of the UK section's buttons. */
export const UK_WHATSAPP_MESSAGES = {
  hubHero: `Hi! I'm a UK business owner and I'd like to find out how I could save up to ${HEADLINE_ANNUAL_SAVING_TEXT} a year by moving my business to Dubai.`,
  hubBooking: "Hi! I'd like to book my free 30-minute consultation about moving my business from the UK to Dubai.",
  profitEstimate: `Hi! My UK company makes ${AMOUNT_PLACEHOLDER} profit a year. How much tax could I save by moving to Dubai?`,
  premiumHero: `Hi! I saw THE UK's TAX EXODUS page and I'd like my VIP consultation on saving ${HEADLINE_ANNUAL_SAVING_TEXT} a year in Dubai.`,
  premiumSavings: `Hi! I'd like to know how I can keep ${HEADLINE_ANNUAL_SAVING_TEXT} a year by moving from the UK to Dubai.`,
} as const;

/** Each sales page's own call to action. */
export const SALES_PAGE_MESSAGES: Readonly<Record<UkSalesPageId, string>> = {
  'tax-savings': `Hi! I read your UK vs Dubai tax savings analysis. Can you show me how to save up to ${HEADLINE_ANNUAL_SAVING_TEXT} a year?`,
  'fast-setup': "Hi! I'd like to set up my Dubai company in 24 hours. What do I need to get started?",
  'market-access': "Hi! I'd like to use Dubai to reach 3 billion consumers. Can we discuss market access for my business?",
  lifestyle: "Hi! I'm thinking of moving my family from the UK to Dubai. Can you help me plan the move?",
  ownership: "Hi! I'd like to set up a Dubai company with 100% foreign ownership. Which free zone suits my business?",
  'corporate-tax': "Hi! I'd like to understand Dubai's 0-9% corporate tax and which free zone gives my company 0%.",
  'wealth-preservation': "Hi! I'd like to protect my wealth from UK inheritance tax. Can we discuss moving to Dubai?",
};

/** A persona or case-study button: names the case and its business. */
export function personaMessage(persona: { name: string; business: string }): string {
  return `Hi! I read the case of ${persona.name} (${persona.business}) and I'd like to know how a similar Dubai setup would work for me.`;
}

/** A region card's explore button: names the region. */
export function regionMessage(region: string): string {
  return `Hi! I'm interested in reaching ${region} from Dubai. Can we discuss the market access opportunities for my business?`;
}

/** The fixed greeting that starts every /uk-dubai-3 message. */
export const UK_DUBAI_3_GREETING = "Hi! I'm ready to escape the UK tax trap and move my business to Dubai.";

/**
 * Each /uk-dubai-3 button's own sentence after the greeting (spec section 7: the messages differ per button; the
 * wording is ours): the hero's and the 'Ready to Make the Move?' block's START MY MOVE, and the final TALK TO AN EXPERT.
 */
export const UK_DUBAI_3_BUTTON_SENTENCES = {
  hero: 'Please show me what the complete tax breakdown means for my own income.',
  ready: 'What are the next steps to set up my company in Dubai?',
  final: "I'd like to speak to an expert today.",
} as const;

/** A /uk-dubai-3 button: the fixed greeting, then the button's extra sentence if it has one. */
export function ukDubai3Message(extra?: string): string {
  const sentence = extra?.trim();
  return sentence ? `${UK_DUBAI_3_GREETING} ${sentence}` : UK_DUBAI_3_GREETING;
}

/** The message every /uk-4 button starts with. */
export const UK_4_MESSAGE = `Hi! I want to escape UK's 45% tax and save ${HEADLINE_ANNUAL_SAVING_TEXT} a year in Dubai. Can we talk?`;

/** A /uk-4 button: the message, then a blank line and 'Context: {label}' when the button has a label. */
export function uk4Message(label?: string): string {
  const context = label?.trim();
  return context ? `${UK_4_MESSAGE}\n\nContext: ${context}` : UK_4_MESSAGE;
}

/** The consultation form's values (client only; no checks are run). */
export type ConsultationForm = { name: string; email: string; phone: string; company: string; revenue: string };

export const CONSULTATION_INITIAL_VALUES: ConsultationForm = { name: '', email: '', phone: '', company: '', revenue: '' };

/** Annual revenue as typed, in pounds: '500000' -> '£500,000', '£2m' and '2m' -> '£2m'. */
export function revenueInPounds(revenue: string): string {
  const text = revenue.trim().replace(/^£\s*/, '');
  if (text === '') return '£0';
  return /^[\d,]+$/.test(text) ? `£${Number(text.replace(/,/g, '')).toLocaleString('en-GB')}` : `£${text}`;
}

/** The consultation request: a UK business owner interested in Dubai setup, with name, company and annual revenue. */
export function consultationMessage(form: Pick<ConsultationForm, 'name' | 'company' | 'revenue'>): string {
  return [
    "Hi! I'm a UK business owner interested in Dubai setup.",
    '',
    `Name: ${form.name.trim()}`,
    `Company: ${form.company.trim()}`,
    `Annual revenue: ${revenueInPounds(form.revenue)}`,
    '',
    "I'd like to discuss tax savings opportunities.",
  ].join('\n');
}

/** The premium page's report capture: asks for the tax savings report for the e-mail. */
export function reportRequestMessage(email: string): string {
  return `Hi! Please send my personalised UK to Dubai tax savings report to ${email.trim()}.`;
}

/** The report capture button's link, or null (do nothing) when no e-mail was typed. */
export function reportCaptureLink(email: string, numbers: Partial<Record<UkPhoneKey, string>> = {}): string | null {
  return email.trim() === '' ? null : ukWhatsappLink('premium', reportRequestMessage(email), numbers);
}

/** The message WhatsApp opens with after the guide form's 3-second countdown. */
export function guideFollowUpMessage(name: string): string {
  return `Hi! I'm ${name.trim()} and I've just requested the UK to Dubai migration guide. I'd like to talk about moving my business to Dubai.`;
}
