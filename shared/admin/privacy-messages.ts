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
  leadContact: 'Contact timeline entries',
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
  restrictionMarker: 'Do-not-process markers',
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

/** What POST /api/admin/privacy/erase answers, and the words of the Erase action. */
export const PRIVACY_ERASE_MESSAGES = {
  confirm: 'Confirm the erasure: it cannot be undone',
  nothingHeld: 'Nothing is held about this person',
  requestAction: (items: number, providers: number) =>
    `Erased ${items} item${items === 1 ? '' : 's'}; ${providers} provider cop${providers === 1 ? 'y' : 'ies'} asked to be deleted`,
  action: 'Erase this person',
  confirmTitle: 'Erase this person everywhere?',
  confirmText:
    'Every record of this person is deleted or anonymised and every provider holding a copy is asked to delete it. Their leads stay as anonymous entries in the totals. This cannot be undone.',
  confirmLabel: 'Type the e-mail address or phone number you searched to confirm',
  erase: 'Erase',
  cancel: 'Cancel',
  done: (items: number, providers: number) =>
    `Erased ${items} item${items === 1 ? '' : 's'}. ${providers} provider cop${providers === 1 ? 'y is' : 'ies are'} being deleted; their results show under "Sent to providers".`,
  failed: 'The erasure failed. Nothing may have been erased; please try again.',
  /** An erased lead (an anonymous tombstone) in the lead list and its detail, in place of the name. */
  erasedName: 'Erased person',
  erasedOn: (when: string) => `Erased ${when}`,
  erasedBanner: (when: string) => `This person was erased ${when}: the lead stays as an anonymous entry in the totals.`,
} as const;

/**
 * The data request a Privacy view action answers (optional): the routes' 404 for an unknown one, the summary each
 * action records on it, and the view's select of the open requests.
 */
export const PRIVACY_REQUEST_MESSAGES = {
  unknownRequest: 'This data request does not exist',
  requestId: 'Choose the data request from the log, or none',
  exported: (format: string, items: number) => `Data exported as ${format.toUpperCase()}: ${items} item${items === 1 ? '' : 's'}`,
  restricted: (leads: number, reason: string) => `Processing restricted (${leads} lead${leads === 1 ? '' : 's'}): ${reason}`,
  lifted: (leads: number) => `Restriction lifted (${leads} lead${leads === 1 ? '' : 's'})`,
  consentWithdrawn: (leads: number, subscriptions: number, providers: number) =>
    `Marketing consent withdrawn: ${leads} lead${leads === 1 ? '' : 's'}, ${subscriptions} newsletter subscription${subscriptions === 1 ? '' : 's'}, ${providers} provider request${providers === 1 ? '' : 's'}`,
  requestLabel: 'Data request (optional)',
  noRequest: 'None',
} as const;

/** The audit log's actions of the Privacy view's erasure (and the retention rule's, which uses the same erasure). */
export const PRIVACY_AUDIT_ACTIONS = { erase: 'privacy.erase', retention: 'privacy.retention' } as const;

/** Why a lead's sync record was not sent: the person was erased, or asked us to stop processing their data. */
export const PRIVACY_SYNC_MESSAGES = {
  erased: 'This person was erased: nothing of them is sent to any provider.',
  restricted: 'Processing is restricted at the person’s request: this lead is not sent to any provider.',
} as const;

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
