/**
 * Prefilled WhatsApp messages of the main site (spec main-site.md sections 1, 3 and 7) and the links that carry them
 * to the business number in shared/contact.ts.
 */
import { CONTACT } from '../contact.ts';
import { whatsappLink } from '../whatsapp.ts';
import { getPackage, isPackageId } from './packages.ts';

/** Which form produced the message. */
export const WHATSAPP_FORM_TYPES = ['lead', 'contact', 'calculator', 'lead-magnet'] as const;
export type WhatsAppFormType = (typeof WHATSAPP_FORM_TYPES)[number];

/** The WhatsApp message input entity. Blank optional fields are left out of the message. */
export interface WhatsAppMessageInput {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly formType: WhatsAppFormType;
  readonly businessType?: string;
  readonly companyName?: string;
  readonly additionalInfo?: string;
}

const OPENINGS: Readonly<Record<WhatsAppFormType, string>> = {
  lead: "Hello! I've just requested a free consultation about setting up my company in Dubai.",
  contact: "Hello! I'd like to get in touch about setting up a company in Dubai.",
  calculator: "Hello! I've used your cost calculator and would like an accurate quote for my Dubai company setup.",
  'lead-magnet': "Hello! I'd like to receive your free Dubai company setup checklist.",
};

/**
 * The message sent after a form: an opening line for the form type, then one 'Label: value' line per filled field
 * (name, phone, e-mail, business type, company name, additional information).
 */
export function formWhatsAppMessage(input: WhatsAppMessageInput): string {
  const fields: [string, string | undefined][] = [
    ['Name', input.name],
    ['Phone', input.phone],
    ['Email', input.email],
    ['Business type', input.businessType],
    ['Company name', input.companyName],
    ['Additional info', input.additionalInfo],
  ];
  const lines = fields
    .map(([label, value]) => [label, value?.trim() ?? ''] as const)
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`);
  return [OPENINGS[input.formType], '', ...lines].join('\n').trimEnd();
}

/**
 * The WhatsApp input for a stored lead: the lead form's fields, the chosen package (as stored under selectedPackage)
 * as business type, and the country as additional information.
 */
export function leadWhatsAppInput(
  lead: { readonly fullName: string; readonly email: string; readonly phone: string; readonly country?: string },
  selectedPackage?: string | null,
): WhatsAppMessageInput {
  const country = lead.country?.trim();
  return {
    name: lead.fullName,
    phone: lead.phone,
    email: lead.email,
    formType: 'lead',
    ...(isPackageId(selectedPackage) ? { businessType: `${getPackage(selectedPackage).title} package` } : {}),
    ...(country ? { additionalInfo: `Country: ${country}` } : {}),
  };
}

/** The hero's chat button message. */
export const HERO_WHATSAPP_MESSAGE =
  "Hello! I'd like to set up my company in Dubai with 100% ownership in 24 hours. Can we talk?";

/** The floating WhatsApp button's message. */
export const FLOATING_WHATSAPP_MESSAGE = "Hello! I have a question about setting up a company in Dubai.";

/** An advisory page button's message, naming its topic. */
export function advisoryWhatsAppMessage(topic: string): string {
  return `Hello! I'm interested in your advisory services and would like to discuss ${topic.trim()}.`;
}

/** A chat link to the business number with the message prefilled. */
export function businessWhatsAppLink(message?: string): string {
  return whatsappLink(CONTACT.whatsappNumber, message);
}
