/**
 * The prefilled WhatsApp messages of the main site (spec main-site.md section 3, "WhatsApp message input"): the
 * message a form opens the chat with, and the fixed messages of the chat buttons.
 */

export type WhatsAppFormType = 'lead' | 'contact' | 'calculator' | 'lead-magnet';

export type WhatsAppMessageInput = {
  name: string;
  phone?: string;
  email?: string;
  formType: WhatsAppFormType;
  businessType?: string;
  companyName?: string;
  additionalInfo?: string;
};

const OPENINGS: Record<WhatsAppFormType, string> = {
  lead: 'I just requested a free consultation on your website about setting up my business in Dubai.',
  contact: 'I just sent you a message through the contact form on your website.',
  calculator: 'I just calculated my Dubai business setup costs on your website and would like an accurate quote.',
  'lead-magnet': 'I just downloaded your Dubai business setup guide and would like to talk to an expert.',
};

/** The chat message a submitted form opens WhatsApp with: who the visitor is and what they asked for. */
export function buildWhatsAppMessage(input: WhatsAppMessageInput): string {
  const details = [
    ['Name', input.name],
    ['Phone', input.phone],
    ['Email', input.email],
    ['Company', input.companyName],
    ['Business type', input.businessType],
    ['Details', input.additionalInfo],
  ]
    .filter((entry): entry is [string, string] => Boolean(entry[1]?.trim()))
    .map(([label, value]) => `${label}: ${value.trim()}`);
  return [`Hello! My name is ${input.name.trim()}. ${OPENINGS[input.formType]}`, '', ...details].join('\n');
}

/** Fixed messages of the buttons that open a chat without a form. */
export const WHATSAPP_MESSAGES = {
  floatingButton: "Hello! I'm interested in setting up a business in Dubai. Can you help me?",
  heroChat: "Hi! I'd like a free consultation about setting up my company in Dubai.",
  footer: "Hello! I'd like to know more about your Dubai company setup services.",
} as const;
