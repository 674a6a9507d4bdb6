/**
 * Every text of the export of a person's data (access and portability, issue 23): the route's 400 message, the
 * Privacy view's download buttons, the audit log's label, and the words of the files the person receives (the JSON
 * file's explanations and the HTML summary). What each record type and field means is in
 * functions/privacy/export-fields.ts, beside the rule that keeps them complete.
 */
import { CONTACT } from '../contact.ts';
import { businessEmail } from '../launch-settings.ts';
import { PRIVACY_REQUEST_RESPONSE_DAYS } from '../privacy/retention.ts';
import { BRAND } from '../site-copy.ts';
import { PRIVACY_EXPORT_AUDIT } from './privacy-export-contract.ts';

/** What the route answers for a bad `format` (the rest of the query is the Privacy view's search). */
export const PRIVACY_EXPORT_MESSAGES = {
  format: 'Choose the file to download: json or html',
} as const;

/** The Privacy view's action on the person found. */
export const PRIVACY_EXPORT_COPY = {
  json: 'Download data (JSON)',
  html: 'Download summary (HTML)',
  failedTitle: 'Download failed',
  failed: 'The file could not be made. Please try again.',
} as const;

/** How the audit log names an export (merged into AUDIT_ACTION_LABELS). */
export const PRIVACY_EXPORT_AUDIT_LABELS = { [PRIVACY_EXPORT_AUDIT.action]: 'Personal data exported' } as const;

/** Who the person writes to about their data: the business address once set, else WhatsApp and the office. */
export function privacyContact(email = businessEmail()): string {
  return email
    ? `${BRAND.name}, ${email.address}, ${CONTACT.address}`
    : `${BRAND.name}, WhatsApp or phone ${CONTACT.whatsappNumber}, ${CONTACT.address}`;
}

/** The JSON file's explanation of itself and its sections. */
export const EXPORT_EXPLANATION = {
  file: `Every piece of personal data ${BRAND.name} holds about you, as a copy you can keep or give to another service. Each record type says what it is and what each of its fields means.`,
  records: 'Your records, by type: each type explains itself (about) and each field (fields), then lists your items of that type.',
  consents: 'Each consent text a form showed you: its wording and version, whether you ticked it, and when we received it.',
  providers: 'The services (our CRM and e-mail tools) your details were sent to, and when.',
  notSearchable: 'Short-lived records we keep in a form that does not name you, so they cannot be found by your address or number, and why.',
} as const;

/** The readable summary (HTML) sent to the person. */
export const EXPORT_SUMMARY = {
  title: `Your personal data held by ${BRAND.name}`,
  intro: `This is a copy of every piece of personal data ${BRAND.name} holds about you, as you asked. A machine-readable copy (JSON) is available on request. If anything is wrong, you can ask us to correct or erase it; we answer every request within ${PRIVACY_REQUEST_RESPONSE_DAYS} days.`,
  generatedAt: 'Made on',
  subject: 'About',
  contact: 'Contact about your data',
  recordsTitle: 'What we hold about you',
  count: (count: number) => `${count} record${count === 1 ? '' : 's'}`,
  noItems: 'We hold nothing of this type about you.',
  field: 'Field',
  meaning: 'What it means',
  value: 'Value',
  consentsTitle: 'Consents',
  noConsents: 'No consent text is recorded with your forms.',
  consentColumns: { text: 'Wording shown', version: 'Version', given: 'You ticked it', at: 'Received' },
  consentUnknownText: (id: string) => `${id} (an earlier wording)`,
  yes: 'Yes',
  no: 'No',
  providersTitle: 'Services your details were sent to',
  noProviders: 'Your details were not sent to any other service.',
  providerColumns: { provider: 'Service', integration: 'Connection', state: 'State', sent: 'Received by the service', operation: 'Also asked' },
  notYet: 'not yet',
  notesTitle: 'Notes our team wrote about you',
  noNotes: 'Our team wrote no note about you.',
  historyTitle: 'Status history and changes',
  noHistory: 'No change was made to your requests.',
  historyColumns: { at: 'When', action: 'What', by: 'By', before: 'Before', after: 'After' },
  notSearchableTitle: 'Records that cannot name you',
  empty: '(none)',
} as const;
