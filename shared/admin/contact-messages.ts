/**
 * The words of contacting a lead (issue 25, "Contact from the lead, logged"): what the contact routes answer on bad
 * input, the WhatsApp greeting's default template and the lead's interest it names, and the audit log's words for the
 * contact records. The API validates with them and the admin app shows the same words.
 */
import { BRAND } from '../site-copy.ts';
import { CONTACT_CHANNELS, CONTACT_OUTCOME_MAX_LENGTH, LEAD_VIEWS } from './api-contract.ts';

export const CONTACT_TEMPLATE_LIMITS = {
  /** The longest WhatsApp greeting template staff may save. */
  whatsappGreetingMax: 1000,
} as const;

/** What the contact routes answer for each field they refuse. */
export const CONTACT_MESSAGES = {
  attemptChannel: `Please choose one of: ${CONTACT_CHANNELS.filter((channel) => channel !== 'other').join(', ')}`,
  channel: `Please choose one of: ${CONTACT_CHANNELS.join(', ')}`,
  outcome: `Please keep the outcome to at most ${CONTACT_OUTCOME_MAX_LENGTH} characters`,
  whatsappGreeting: `Please write a greeting of 1 to ${CONTACT_TEMPLATE_LIMITS.whatsappGreetingMax} characters`,
  view: `Please choose one of: ${LEAD_VIEWS.join(', ')}`,
  viewWithSearch: 'The leads waiting for their first contact cannot be searched: clear the search or choose all leads.',
} as const;

/**
 * The greeting staff send on WhatsApp until someone saves their own (GET /api/admin/contact-template answers it while
 * none is stored). Placeholders: {staffName}, {firstName}, {interest} (shared/lead/whatsapp-greeting.ts).
 */
export const DEFAULT_WHATSAPP_GREETING = `Hello {firstName}, this is {staffName} from ${BRAND.name}. Thank you for your enquiry about {interest}. When would be a good time to talk?`;

/** The interest of a lead whose form is not listed in INTEREST_BY_FORM. */
export const DEFAULT_INTEREST = 'setting up your company';

/**
 * What a lead asked about, by the form it sent, for a lead that named neither a structure nor a business activity
 * (`formType`; a lead without one came from the home page's lead form).
 */
export const INTEREST_BY_FORM: Readonly<Record<string, string>> = {
  lead: DEFAULT_INTEREST,
  uk_guide: 'our UK business guide',
  uk_midpage: 'setting up your UK company',
  consultation: 'a consultation on your UK company',
  report_request: 'your UK tax report',
  tax_report: 'your UK tax report',
};

/** The audit actions of contacting a lead and of the template. */
export const CONTACT_AUDIT_ACTIONS = {
  attempt: 'lead.contact.attempt',
  contact: 'lead.contact',
  template: 'contact-template.update',
} as const;

/** The audit log's words for them (spread into AUDIT_ACTION_LABELS, admin-copy.ts). */
export const CONTACT_AUDIT_LABELS: Record<string, string> = {
  [CONTACT_AUDIT_ACTIONS.attempt]: 'Contact attempted',
  [CONTACT_AUDIT_ACTIONS.contact]: 'Contact logged',
  [CONTACT_AUDIT_ACTIONS.template]: 'WhatsApp greeting changed',
};
