/**
 * The contact actions on a lead (issue 25): a WhatsApp chat opened with a greeting filled from the staff's template, a
 * `tel:` link and a `mailto:` link. Built from the lead's E.164 number (`phoneE164`, shared/lead/phone-e164.ts); a
 * lead stored before that field existed is read the same way from its phone and country. A number that cannot be read
 * is reported with the original as typed, so staff can still see and dial it; a lead without a phone (the UK guide
 * form asks none) has e-mail only.
 */
import type { AdminLead } from '../admin/api-contract.ts';
import { DEFAULT_INTEREST, INTEREST_BY_FORM } from '../admin/contact-messages.ts';
import { whatsappLink } from '../whatsapp.ts';
import { phoneE164 } from './phone-e164.ts';

/** What the template's placeholders are filled with. */
export type GreetingValues = { staffName: string; firstName: string; interest: string };

/** The lead's fields the actions read. */
export type ContactableLead = Pick<AdminLead, 'fullName' | 'email' | 'phone' | 'phoneE164' | 'country' | 'preferredStructure' | 'businessActivity' | 'formType'>;

/**
 * The lead's phone as the actions can use it: `number` (E.164, with its WhatsApp and tel: links), `unreadable` (the
 * original as typed: no link can be trusted), or `none` (no phone given).
 */
export type PhoneActions =
  | { kind: 'number'; e164: string; whatsappUrl: string; telUrl: string }
  | { kind: 'unreadable'; original: string }
  | { kind: 'none' };

const PLACEHOLDER = /\{(staffName|firstName|interest)\}/g;

/** The template with each {staffName}, {firstName} and {interest} replaced; any other text, braces included, stays. */
export function fillGreeting(template: string, values: GreetingValues): string {
  return template.replace(PLACEHOLDER, (_, name: keyof GreetingValues) => values[name]);
}

/** The first word of the lead's full name (what a greeting calls them), '' for an erased lead. */
export function leadFirstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/**
 * What the lead asked about: the company structure and business activity they named (the home lead form), either
 * alone or both ("Free Zone for e-commerce"); else the topic of the form they sent (the UK guide, a tax report, ...).
 */
export function leadInterest(lead: Pick<AdminLead, 'preferredStructure' | 'businessActivity' | 'formType'>): string {
  const structure = lead.preferredStructure?.trim();
  const activity = lead.businessActivity?.trim();
  if (structure && activity) return `${structure} for ${activity}`;
  if (structure || activity) return (structure || activity)!;
  return (lead.formType && INTEREST_BY_FORM[lead.formType]) || DEFAULT_INTEREST;
}

/** A `tel:` link to an E.164 number. */
export function telLink(e164: string): string {
  return `tel:${e164}`;
}

/** A `mailto:` link to the address, with an optional subject and body (URL-encoded). */
export function mailtoLink(email: string, message: { subject?: string; body?: string } = {}): string {
  const query = (['subject', 'body'] as const)
    .filter((field) => message[field])
    .map((field) => `${field}=${encodeURIComponent(message[field]!)}`)
    .join('&');
  // The address keeps its @ readable; only what could break the link is encoded.
  return `mailto:${encodeURIComponent(email.trim()).replace(/%40/g, '@')}${query ? `?${query}` : ''}`;
}

/**
 * The phone actions of a lead: WhatsApp (`https://wa.me/<E.164 digits>?text=<greeting>`, the greeting filled from
 * `template` with the staff member's name, the lead's first name and interest) and `tel:`; or why there are none.
 */
export function leadPhoneActions(lead: ContactableLead, template: string, staffName: string): PhoneActions {
  const original = lead.phone?.trim() ?? '';
  if (!original) return { kind: 'none' };
  const e164 = lead.phoneE164 ?? phoneE164(original, lead.country);
  if (!e164) return { kind: 'unreadable', original };
  const greeting = fillGreeting(template, { staffName, firstName: leadFirstName(lead.fullName), interest: leadInterest(lead) });
  return { kind: 'number', e164, whatsappUrl: whatsappLink(e164, greeting), telUrl: telLink(e164) };
}
