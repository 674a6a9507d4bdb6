/**
 * Every text of the Privacy view (ours: the spec has no such view; issue 23): what its route answers, the view's
 * words, and the name of each record type holding personal data with, for the ones no search can reach, why.
 */
import type { PersonalRecordType } from './privacy-contract.ts';

/** What GET /api/admin/privacy/person answers for a bad query. */
export const PRIVACY_MESSAGES = {
  emailOrPhone: 'Enter an e-mail address or a phone number',
  oneOfThem: 'Search by an e-mail address or by a phone number, not both',
  email: 'Please enter a valid e-mail address',
  phone: 'Please enter a phone number with its country code (e.g. +44 7700 900123), or a UK or UAE number',
} as const;

/** The record types' names as the view shows them. */
export const PERSONAL_RECORD_LABELS: Record<PersonalRecordType, string> = {
  lead: 'Leads',
  capture: 'Form captures',
  leadNote: 'Staff notes',
  leadSync: 'Syncs to providers',
  leadOutbox: 'Lead outbox',
  leadAudit: 'Audit log entries',
  taxReportRequest: 'Tax report requests',
  taxReportQuota: 'Tax report quota counters',
  newsletterSubscription: 'Newsletter subscriptions',
  newsletterOutbox: 'Newsletter confirmations to send',
  newsletterToken: 'Newsletter confirmation tokens',
  idempotencyRecord: 'Idempotency records',
  spamSubmission: 'Spam submissions',
  refusedRequest: 'Refused requests',
};

/** Why a record type cannot be searched (shown in the view as "not searchable"). */
export const NOT_SEARCHABLE_REASONS = {
  newsletterToken:
    'Keyed by a hash of the e-mailed token, which we never keep; it holds only the subscription key and is deleted 7 days after it is issued.',
  idempotencyRecord:
    'Keyed by the random key the browser sent; it holds the lead id and a hash of the form, and is deleted 24 hours after the form was sent.',
  refusedRequest:
    'The address is stored masked (first character and domain) and the sender’s address cut to its network, so no record names one person; deleted after 90 days.',
} as const satisfies Partial<Record<PersonalRecordType, string>>;

/** The Privacy view (opened from the dashboard header, ?dialog=privacy). */
export const PRIVACY_COPY = {
  open: 'Privacy',
  title: 'Privacy: find a person',
  searchLabel: 'E-mail address or phone number',
  searchPlaceholder: 'amira@example.com or +44 7700 900123',
  search: 'Search',
  total: (count: number) => `${count} item${count === 1 ? '' : 's'} found`,
  notSearchable: 'Not searchable',
  providersTitle: 'Sent to providers',
  noProviders: 'Not sent to any provider.',
  never: 'not yet',
  loadFailed: 'The search failed. Please try again.',
  close: 'Close',
  findPerson: 'Find a person',
  columns: { recordType: 'Record type', count: 'Count', held: 'What is held', provider: 'Provider', sent: 'Sent', state: 'State', lead: 'Lead' },
} as const;
