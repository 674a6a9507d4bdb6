/**
 * The registry of personal data: every record type of the table that holds a visitor's personal data, which data
 * module stores it, and how one person's items of that type are found (by e-mail, by phone in E.164, or through the
 * person's leads by lead id), or why they cannot be found without reading the whole table. The Privacy view reads
 * it; the export and erasure of issue 23 add their rule for each type here. `personal-data.test.ts` fails, naming
 * the module, when a data module stores an e-mail, phone or name and is neither registered here nor listed in
 * NOT_A_VISITOR with its reason.
 */
import type { PersonalRecordType } from '#shared/admin/privacy-contract.ts';
import { NOT_SEARCHABLE_REASONS, PERSONAL_RECORD_LABELS } from '#shared/admin/privacy-messages.ts';
import {
  auditOfLead,
  contactsOfLead,
  newsletterItemsOf,
  newsletterTokensOf,
  notesOfLead,
  outboxOfLead,
  personItemsWithEmail,
  personItemsWithPhone,
  reportQuotasOf,
  restrictionMarkerOfEmail,
  restrictionMarkerOfPhone,
  syncsOfLead,
} from '../data/person-records.ts';

type Item = Record<string, unknown>;

/** Who is searched: the addresses and E.164 numbers that identify the person, and the leads found for them. */
export type PersonContext = { emails: readonly string[]; phones: readonly string[]; leads: readonly Item[] };

type Common = { type: PersonalRecordType; label: string; /** The data module in functions/data/ that stores it. */ module: string };

/**
 * What an erasure does to one item of the type (functions/privacy/erasure.ts):
 * - 'anonymise-lead': the lead stays as an anonymous tombstone that still counts in the totals;
 * - 'delete': the item is deleted;
 * - 'redact-audit': the audit entry stays (who did what, when) without its before and after values;
 * - 'ask-providers': the providers holding a copy are asked to delete it through the drain (the record then keeps
 *   only that and when it was deleted).
 */
export type ErasureStrategy = 'anonymise-lead' | 'delete' | 'redact-audit' | 'ask-providers';

export type SearchableRule = Common & {
  foundBy: readonly ('email' | 'phone' | 'leadId')[];
  erasure: ErasureStrategy;
  find: (person: PersonContext) => Promise<Item[]>;
  at: (item: Item) => string | undefined;
  summary: (item: Item) => string;
};
/** A type no search reaches: it holds no one's address in the clear and expires on its own (`reason` says when). */
export type UnsearchableRule = Common & { reason: string; erasure: 'expires' };
export type PersonalDataRule = SearchableRule | UnsearchableRule;

export const isSearchable = (rule: PersonalDataRule): rule is SearchableRule => 'find' in rule;

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value));
const isCapture = (lead: Item) => lead.formType !== undefined && lead.formType !== 'lead';
const leadSummary = (lead: Item) => `${text(lead.fullName)} <${text(lead.email)}> ${text(lead.phone)} (${text(lead.formType ?? 'lead')}, ${text(lead.status)})`;

/** Each lead id's items of one kind, concatenated. */
const perLead = (read: (leadId: string) => Promise<Item[]>) => async (person: PersonContext) =>
  (await Promise.all(person.leads.map((lead) => read(String(lead.id))))).flat();

/** Each address's items, concatenated; the same for numbers; an item found twice counted once (by its table key). */
async function byIdentifiers(person: PersonContext, byEmail?: (email: string) => Promise<Item[]>, byPhone?: (e164: string) => Promise<Item[]>) {
  const found = [
    ...(byEmail ? await Promise.all(person.emails.map(byEmail)) : []),
    ...(byPhone ? await Promise.all(person.phones.map(byPhone)) : []),
  ].flat();
  return [...new Map(found.map((item) => [`${text(item.pk)}|${text(item.sk)}`, item])).values()];
}

const ofKind = (kind: string, items: Item[]) => items.filter((item) => item.kind === kind);
const unsearchable = (type: keyof typeof NOT_SEARCHABLE_REASONS, module: string): UnsearchableRule => ({
  type, label: PERSONAL_RECORD_LABELS[type], module, reason: NOT_SEARCHABLE_REASONS[type], erasure: 'expires',
});

/** Every record type holding a visitor's personal data, in the order the Privacy view lists them. */
export const PERSONAL_DATA: readonly PersonalDataRule[] = [
  {
    type: 'lead', label: PERSONAL_RECORD_LABELS.lead, module: 'leads.ts', foundBy: ['email', 'phone'], erasure: 'anonymise-lead',
    find: async (person) => person.leads.filter((lead) => !isCapture(lead)),
    at: (item) => text(item.createdAt), summary: leadSummary,
  },
  {
    type: 'capture', label: PERSONAL_RECORD_LABELS.capture, module: 'leads.ts', foundBy: ['email', 'phone'], erasure: 'anonymise-lead',
    find: async (person) => person.leads.filter(isCapture),
    at: (item) => text(item.createdAt), summary: leadSummary,
  },
  {
    type: 'leadNote', label: PERSONAL_RECORD_LABELS.leadNote, module: 'lead-notes.ts', foundBy: ['leadId'], erasure: 'delete',
    find: perLead(notesOfLead), at: (item) => text(item.createdAt), summary: (item) => `${text(item.author)}: ${text(item.text).slice(0, 120)}`,
  },
  {
    // The outcome is a free-text note staff write about the conversation, so it can name the person.
    type: 'leadContact', label: PERSONAL_RECORD_LABELS.leadContact, module: 'lead-contacts.ts', foundBy: ['leadId'], erasure: 'delete',
    find: perLead(contactsOfLead), at: (item) => text(item.at),
    summary: (item) => `${text(item.contactKind)} by ${text(item.channel)}, ${text(item.by)}${item.outcome ? `: ${text(item.outcome).slice(0, 120)}` : ''}`,
  },
  {
    type: 'leadSync', label: PERSONAL_RECORD_LABELS.leadSync, module: 'lead-syncs.ts', foundBy: ['leadId'], erasure: 'ask-providers',
    find: perLead(syncsOfLead), at: (item) => text(item.syncedAt ?? item.updatedAt), summary: (item) => `${text(item.integrationName)} (${text(item.provider)}): ${text(item.state)}`,
  },
  {
    type: 'leadOutbox', label: PERSONAL_RECORD_LABELS.leadOutbox, module: 'lead-syncs.ts', foundBy: ['leadId'], erasure: 'delete',
    find: perLead(outboxOfLead), at: (item) => text(item.dueAt), summary: (item) => `lead ${text(item.leadId)}: staff e-mail ${item.staffNotified ? 'sent' : 'to send'}, ${text(item.tries)} tries`,
  },
  {
    type: 'leadAudit', label: PERSONAL_RECORD_LABELS.leadAudit, module: 'audit-log.ts', foundBy: ['leadId'], erasure: 'redact-audit',
    find: perLead(auditOfLead), at: (item) => text(item.at), summary: (item) => `${text(item.action)} by ${text(item.actor)} on ${text(item.target)}`,
  },
  {
    type: 'taxReportRequest', label: PERSONAL_RECORD_LABELS.taxReportRequest, module: 'tax-report-requests.ts', foundBy: ['email', 'phone'], erasure: 'delete',
    find: async (person) => ofKind('TAX_REPORT', await byIdentifiers(person, personItemsWithEmail, personItemsWithPhone)),
    at: (item) => text(item.createdAt),
    summary: (item) => { const details = (item.personalDetails ?? {}) as Item; return `${text(details.name)} <${text(details.email)}> (${text(item.status)})`; },
  },
  {
    type: 'taxReportQuota', label: PERSONAL_RECORD_LABELS.taxReportQuota, module: 'report-quotas.ts', foundBy: ['email'], erasure: 'delete',
    find: (person) => byIdentifiers(person, reportQuotasOf), at: () => undefined, summary: (item) => `${text(item.reports)} report(s) in window ${text(item.sk).replace('WINDOW#', '')}`,
  },
  {
    type: 'newsletterSubscription', label: PERSONAL_RECORD_LABELS.newsletterSubscription, module: 'newsletter-subscriptions.ts', foundBy: ['email'], erasure: 'delete',
    find: async (person) => (await byIdentifiers(person, newsletterItemsOf)).filter((item) => item.sk === 'NEWSLETTER'),
    at: (item) => text(item.subscribedAt), summary: (item) => `${text(item.email)}: ${text(item.state)}`,
  },
  {
    type: 'newsletterOutbox', label: PERSONAL_RECORD_LABELS.newsletterOutbox, module: 'newsletter-subscriptions.ts', foundBy: ['email'], erasure: 'delete',
    find: async (person) => (await byIdentifiers(person, newsletterItemsOf)).filter((item) => item.sk === 'OUTBOX'),
    at: (item) => text(item.dueAt), summary: (item) => `confirmation e-mail due ${text(item.dueAt)}, ${text(item.tries ?? 0)} tries`,
  },
  {
    type: 'newsletterToken', label: PERSONAL_RECORD_LABELS.newsletterToken, module: 'newsletter-subscriptions.ts', foundBy: ['email'], erasure: 'delete',
    // Through the subscription, which lists its tokens' keys (tokens issued before it did expire within 7 days).
    find: async (person) => (await Promise.all((await byIdentifiers(person, newsletterItemsOf)).filter((item) => item.sk === 'NEWSLETTER').map(newsletterTokensOf))).flat(),
    at: (item) => text(item.issuedAt), summary: (item) => `confirmation link issued ${text(item.issuedAt)}${item.usedAt ? ', used' : ''}`,
  },
  unsearchable('idempotencyRecord', 'items.ts'),
  {
    type: 'spamSubmission', label: PERSONAL_RECORD_LABELS.spamSubmission, module: 'spam-submissions.ts', foundBy: ['email', 'phone'], erasure: 'delete',
    find: async (person) => ofKind('SPAM', await byIdentifiers(person, personItemsWithEmail, personItemsWithPhone)),
    at: (item) => text(item.createdAt), summary: (item) => `${text(item.route)}: ${text(item.body).slice(0, 120)}`,
  },
  unsearchable('refusedRequest', 'refused-requests.ts'),
  {
    type: 'restrictionMarker', label: PERSONAL_RECORD_LABELS.restrictionMarker, module: 'restrictions.ts', foundBy: ['email', 'phone'], erasure: 'delete',
    find: (person) => byIdentifiers(person, restrictionMarkerOfEmail, restrictionMarkerOfPhone),
    at: (item) => text(item.at), summary: (item) => `do not contact / do not process since ${text(item.at)}: ${text(item.reason)}`,
  },
];

/**
 * Data modules that name an e-mail, a phone number or a name but hold no visitor's personal data, and why. A module
 * is in PERSONAL_DATA or here: personal-data.test.ts fails by name for one in neither.
 */
export const NOT_A_VISITOR: Readonly<Record<string, string>> = {
  'staff-members.ts': 'Staff accounts (name, e-mail of members of staff), not visitors.',
  'analytics-counters.ts': 'Counts only: views, clicks and conversions per page, day and device class ("phone" or desktop), consent decisions and UTM values; no visitor id, address or cookie.',
  'login-challenges.ts': 'Staff login steps (a staff username), deleted within minutes.',
  'login-failures.ts': 'Staff login throttle counters (a staff username and a hashed address key).',
  'phone-configs.ts': "The business's own WhatsApp and phone numbers.",
  'seed.ts': "Seeds the business's own phone numbers.",
  'email-integrations.ts': 'Integration settings (provider keys and lists), no person.',
  'lead-search.ts': 'Computes the search keys stored on leads (leads.ts), stores nothing itself.',
  'lead-phones.ts': 'The back-fill of the E.164 numbers stored on leads (leads.ts), stores nothing of its own.',
  'person-keys.ts': 'Computes the sparse person keys stored on tax report requests and spam submissions.',
  'person-records.ts': 'Reads the record types of this registry, stores nothing.',
  'lead-edits.ts': 'Rectification of the leads (leads.ts): writes lead items and their audit records, registered as those.',
  'data-requests.ts':
    'The log of privacy requests (who asked, how they were checked, what was done): kept as the proof that a person’s rights were answered, not a record of them as a visitor.',
  'testimonials.ts': 'Testimonials staff publish with the customer’s agreement: content, not a visitor record.',
  'email-suppressions.ts':
    'Addresses that hard-bounced or complained, keyed by their keyed hash only (no address): nobody without the privacy key, kept after an erasure so the address is never written to again.',
  'lead-email-bounces.ts': 'Marks the leads (leads.ts) of a bounced address, stores nothing of its own.',
};
