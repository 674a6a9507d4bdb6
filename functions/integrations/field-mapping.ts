/**
 * The visible mapping tables: which lead field goes to which provider field. Each row names the provider's
 * field, the lead field(s) it comes from, and how the value is made; the clients build their payloads from these rows
 * only, so this file is the whole answer to "what does Mailchimp receive?". A value that is empty is left out.
 *
 * | lead                         | Zoho CRM (Leads)      | MailerLite (fields)  | Mailchimp (merge_fields) | SendGrid (contact) |
 * |------------------------------|-----------------------|----------------------|--------------------------|--------------------|
 * | fullName (first word)        | First_Name            | name                 | FNAME                    | first_name         |
 * | fullName (the rest, or all)  | Last_Name (required)  | last_name            | LNAME                    | last_name          |
 * | email                        | Email                 | email                | email_address (+ md5 id) | email              |
 * | phone                        | Phone                 | phone                | PHONE                    | phone_number       |
 * | country                      | Country               | country              | -                        | country            |
 * | companyName                  | Company               | company              | -                        | -                  |
 * | businessActivity             | Industry              | -                    | -                        | -                  |
 * | page, formType, attribution  | Description           | -                    | -                        | -                  |
 * | marketing consent (below)    | Email_Opt_Out (new)   | status (new)         | status_if_new            | list_ids (confirmed) |
 * | gdprConsent                  | Description           | -                    | -                        | -                  |
 *
 * Only the providers' standard fields are used, so no account needs custom fields set up first.
 *
 * Marketing consent is only what the visitor proved (MARKETING_STATUS): a form's opt-in box is 'unconfirmed' (the
 * provider's own double opt-in where it has one: Mailchimp 'pending', MailerLite 'unconfirmed'); an address whose
 * newsletter subscription was confirmed by the e-mailed link is 'confirmed' (subscribed); otherwise 'none'. A status
 * is set only on a contact the provider does not have yet (Mailchimp's status_if_new; MailerLite and Zoho CRM look
 * the contact up first), so no public form ever lowers, or raises, an existing contact's status. SendGrid has no
 * status: the contact is always upserted (staff see it under All Contacts), but added to the integration's list only
 * when confirmed.
 */
import type { IntegrationProvider } from '#shared/admin/integrations-contract.ts';
import type { Lead } from '../data/leads.ts';

/** The person's name split where the providers want first and last name: a one-word name is the last name. */
export function splitName(fullName: string): { first?: string; last: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { last: words[0] ?? '' };
  return { first: words[0], last: words.slice(1).join(' ') };
}

/** What the lead says about where it came from and what was agreed, as one readable note. */
export function sourceNote(lead: Lead): string {
  const lines = [
    lead.businessActivity && `Business activity: ${lead.businessActivity}`,
    lead.formType && `Form: ${lead.formType}`,
    lead.page && `Page: ${lead.page}`,
    lead.attribution?.page && `Landing page: ${lead.attribution.page}`,
    lead.attribution?.utmSource && `UTM source: ${lead.attribution.utmSource}`,
    lead.attribution?.utmCampaign && `UTM campaign: ${lead.attribution.utmCampaign}`,
    lead.gdprConsent !== undefined && `Privacy consent: ${lead.gdprConsent ? 'yes' : 'no'}`,
    lead.marketingOptIn !== undefined && `Marketing opt-in: ${lead.marketingOptIn ? 'yes' : 'no'}`,
    `Lead id: ${lead.id}`,
  ];
  return lines.filter(Boolean).join('\n');
}

export type MappingRow = { field: string; from: string; value: (lead: Lead) => unknown };

export const FIELD_MAPPINGS: Record<IntegrationProvider, MappingRow[]> = {
  zoho_crm: [
    { field: 'First_Name', from: 'fullName (first word)', value: (l) => splitName(l.fullName).first },
    { field: 'Last_Name', from: 'fullName (the rest)', value: (l) => splitName(l.fullName).last },
    { field: 'Email', from: 'email', value: (l) => l.email },
    { field: 'Phone', from: 'phone', value: (l) => l.phone },
    { field: 'Country', from: 'country', value: (l) => l.country },
    { field: 'Company', from: 'companyName', value: (l) => l.companyName },
    { field: 'Industry', from: 'businessActivity', value: (l) => l.businessActivity },
    { field: 'Description', from: 'source page, form, consent', value: sourceNote },
  ],
  mailerlite: [
    { field: 'name', from: 'fullName (first word)', value: (l) => splitName(l.fullName).first ?? splitName(l.fullName).last },
    { field: 'last_name', from: 'fullName (the rest)', value: (l) => (splitName(l.fullName).first ? splitName(l.fullName).last : undefined) },
    { field: 'phone', from: 'phone', value: (l) => l.phone },
    { field: 'country', from: 'country', value: (l) => l.country },
    { field: 'company', from: 'companyName', value: (l) => l.companyName },
  ],
  mailchimp: [
    { field: 'FNAME', from: 'fullName (first word)', value: (l) => splitName(l.fullName).first },
    { field: 'LNAME', from: 'fullName (the rest)', value: (l) => splitName(l.fullName).last },
    { field: 'PHONE', from: 'phone', value: (l) => l.phone },
  ],
  sendgrid: [
    { field: 'email', from: 'email', value: (l) => l.email },
    { field: 'first_name', from: 'fullName (first word)', value: (l) => splitName(l.fullName).first },
    { field: 'last_name', from: 'fullName (the rest)', value: (l) => splitName(l.fullName).last },
    { field: 'phone_number', from: 'phone', value: (l) => l.phone },
    { field: 'country', from: 'country', value: (l) => l.country },
  ],
};

/** What the visitor proved about marketing e-mail: nothing, a ticked box, or a confirmed newsletter subscription. */
export type MarketingConsent = 'none' | 'unconfirmed' | 'confirmed';

/** The lead's consent: confirmed when its address confirmed the newsletter, unconfirmed for a ticked box. */
export function marketingConsentOf(lead: Pick<Lead, 'marketingOptIn' | 'marketingWithdrawnAt'>, proof: { newsletterConfirmed?: boolean } = {}): MarketingConsent {
  // A withdrawal outweighs every earlier proof: a later sync must never subscribe the person again.
  if (lead.marketingWithdrawnAt) return 'none';
  if (proof.newsletterConfirmed) return 'confirmed';
  return lead.marketingOptIn === true ? 'unconfirmed' : 'none';
}

/**
 * What each consent becomes at each provider, for a contact the provider does not have yet: Mailchimp's
 * status_if_new, MailerLite's status, Zoho CRM's Email_Opt_Out, and for SendGrid whether the contact joins the list.
 */
export const MARKETING_STATUS = {
  mailchimp: { none: 'transactional', unconfirmed: 'pending', confirmed: 'subscribed' },
  mailerlite: { none: 'unsubscribed', unconfirmed: 'unconfirmed', confirmed: 'active' },
  zoho_crm: { none: true, unconfirmed: true, confirmed: false },
  sendgrid: { none: false, unconfirmed: false, confirmed: true },
} as const satisfies Record<IntegrationProvider, Record<MarketingConsent, string | boolean>>;

/** The provider's fields for a lead, by its mapping table, empty values left out. */
export function mapLead(provider: IntegrationProvider, lead: Lead): Record<string, unknown> {
  const entries = FIELD_MAPPINGS[provider].map((row) => [row.field, row.value(lead)] as const);
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined && value !== ''));
}
