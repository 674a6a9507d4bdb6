/**
 * The exact DynamoDB access of every function that touches the table, beside the route table (keyed by handler, as the
 * route table and JOBS name it): which actions, on which partition-key prefixes (IAM `dynamodb:LeadingKeys`), on the
 * table or on one index. The CDK API stack turns each grant into one IAM statement; a function gets nothing else on
 * the table, and a route or job that touches the table without an entry here fails the synth. Derived from what the
 * handler's data modules do (functions/data/*.ts, DATA-MODEL.md) plus what the handler stack does for the route (the
 * staff session's revocation record on every admin route, the rate-limit counter, the honeypot's spam record). The
 * local stack does not enforce IAM, so functions/table-access.int.test.ts runs each route and the job against the
 * local table and checks every request it makes is allowed here.
 *
 * A transaction (TransactWriteItems) is authorised per item: a Put needs PutItem, an Update UpdateItem, a
 * ConditionCheck ConditionCheckItem, on that item's key. A batch write is authorised as BatchWriteItem on each item's
 * key. Audit records are granted by target (`AUDIT#<target kind>#*`): a function may record only its own kind of change.
 */
import { LEAD_STATUSES } from '#shared/admin/api-contract.ts';
import { ANALYTICS_PAGE_PREFIX, ANALYTICS_SITE_PARTITION } from './data/analytics-counters.ts';
import { LEAD_ANALYTICS_PARTITION } from './data/analytics-lead-counters.ts';
import { RATE_LIMIT_KEY_PREFIX } from './data/rate-limit-windows.ts';
import type { IndexName } from './data/table.ts';

/**
 * The DynamoDB actions a function may be given (IAM names without the `dynamodb:` prefix). No Scan, no batch read;
 * BatchWriteItem only for the bulk sync's pending records (lead-syncs.ts `saveSyncs`).
 */
export type TableAction = 'GetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'ConditionCheckItem' | 'BatchWriteItem';

/**
 * One IAM statement: `actions` on items whose partition key (the index's, for an index) matches one of `keys`
 * (IAM StringLike patterns: `*` is any text). Two grants of one function never name the same keys on the same table
 * or index: CDK would merge their statements (its policy minimisation), so their actions are listed together instead.
 */
export type TableGrant = { actions: readonly TableAction[]; keys: readonly string[]; index?: IndexName };

/** The handler stack's per-address counter (rate-limit-windows.ts `countRequest`): every route with a rateLimit. */
export const RATE_LIMIT_GRANT: TableGrant = { actions: ['UpdateItem'], keys: [`${RATE_LIMIT_KEY_PREFIX}*`] };

/**
 * The suppression check every function that sends e-mail makes before a send (email-suppressions.ts
 * `isEmailSuppressed`: GetItem of the address's keyed hash).
 */
export const EMAIL_SUPPRESSION_READ: TableGrant = { actions: ['GetItem'], keys: ['EMAILSUPPRESSION#*'] };

/** The audit records of one kind of change, by target (audit-log.ts: `pk=AUDIT#<target>`), e.g. `testimonial#*`. */
const auditOf = (...targets: string[]): TableGrant => ({ actions: ['PutItem'], keys: targets.map((target) => `AUDIT#${target}`) });

/**
 * A staff member's own session events: login, failed login, password change, authenticator set up, logout
 * (`staff#<username>`).
 */
const STAFF_EVENTS_AUDIT = auditOf('staff#*');

/** The honeypot's spam record and its counter (spam-submissions.ts `storeSpamSubmission`, one transaction). */
const SPAM_GRANTS: TableGrant[] = [
  { actions: ['PutItem'], keys: ['SPAM#*'] },
  { actions: ['UpdateItem'], keys: ['SPAMSTATS'] },
];

/** The round-robin turn of a new lead (lead-roster.ts `nextRosterTurn`, `writeInTurn`): the roster read, then advanced. */
const LEAD_ROSTER_TURN_GRANT: TableGrant = { actions: ['GetItem', 'UpdateItem'], keys: ['LEADROSTER'] };

/**
 * leads.ts `createLead`, one transaction: Put the lead, its idempotency record and its outbox item; Update the
 * aggregates (lead-aggregates.ts `countNewLead`, analytics-lead-counters.ts `countLeadAnalytics`, all `LEADSTATS#`; the
 * campaign's place in the day's list, `LEADSTATS#CAMPAIGNS`, claimed before); on a cancelled transaction, GetItem the
 * idempotency record.
 * UpdateItem never reaches a lead: only the counters' partitions and the lead roster (lead-roster.ts: read, then its
 * turn advanced in the same transaction when new leads are assigned round-robin; the owner index item is a Put in the
 * lead's own partition).
 */
const CREATE_LEAD_GRANTS: TableGrant[] = [
  { actions: ['PutItem'], keys: ['LEAD#*', 'LEADOUTBOX#*', 'IDEMPOTENCY#*'] },
  { actions: ['UpdateItem'], keys: ['LEADSTATS', 'LEADSTATS#*'] },
  { actions: ['GetItem'], keys: ['IDEMPOTENCY#*', 'RESTRICTION#*'] },
  LEAD_ROSTER_TURN_GRANT,
];

/** A public read of one kind's active items (items.ts `queryPartition` on `byState`, `<KIND>#active`). */
const activeItemsOf = (kind: string): TableGrant => ({ actions: ['Query'], keys: [`${kind}#active`], index: 'byState' });

/** The exact table access of each public route that touches the table, by handler (functions/routes.ts). */
export const PUBLIC_TABLE_ACCESS: Readonly<Record<string, readonly TableGrant[]>> = {
  'leads/create.ts': [...CREATE_LEAD_GRANTS, RATE_LIMIT_GRANT, ...SPAM_GRANTS],
  'leads/capture.ts': [...CREATE_LEAD_GRANTS, RATE_LIMIT_GRANT, ...SPAM_GRANTS],
  // The lead (createLead), the request record (createOnce: Put with its idempotency record; claim and outcome are
  // Updates of the request), the quotas (report-quotas.ts: ADD, given back on refusal), the refused-request record,
  // and the live phone numbers the report's next steps link to.
  'tax-report/create.ts': [
    activeItemsOf('PHONE_CONFIG'),
    { actions: ['PutItem'], keys: ['LEAD#*', 'LEADOUTBOX#*', 'IDEMPOTENCY#*', 'TAX_REPORT#*', 'REFUSED_REQUEST#*'] },
    { actions: ['UpdateItem'], keys: ['LEADSTATS', 'LEADSTATS#*', 'TAX_REPORT#*', 'REPORT_QUOTA#*'] },
    { actions: ['GetItem'], keys: ['IDEMPOTENCY#*', 'TAX_REPORT#*', 'RESTRICTION#*'] },
    LEAD_ROSTER_TURN_GRANT,
    RATE_LIMIT_GRANT,
    ...SPAM_GRANTS,
    EMAIL_SUPPRESSION_READ,
  ],
  // newsletter-subscriptions.ts: one transaction writing the subscription and its outbox item where missing (both
  // Updates under NEWSLETTER#); the drain job makes the token and sends the link.
  'newsletter/subscribe.ts': [
    { actions: ['UpdateItem'], keys: ['NEWSLETTER#*'] },
    RATE_LIMIT_GRANT,
    ...SPAM_GRANTS,
  ],
  // confirmSubscription: read the token, then one transaction updating the token (used) and the subscription.
  'newsletter/confirm.ts': [
    { actions: ['GetItem'], keys: ['NEWSLETTER_TOKEN#*'] },
    { actions: ['UpdateItem'], keys: ['NEWSLETTER_TOKEN#*', 'NEWSLETTER#*'] },
    RATE_LIMIT_GRANT,
  ],
  'content/get.ts': [{ actions: ['GetItem'], keys: ['CONTENT#*'] }],
  'testimonials/list-active.ts': [activeItemsOf('TESTIMONIAL')],
  'tracking-tags/list-active.ts': [activeItemsOf('TRACKING_TAG')],
  'phone-numbers/list-active.ts': [activeItemsOf('PHONE_CONFIG')],
  'cms/list-active.ts': [activeItemsOf('PAGE_CONTENT')],
  'site-settings/get.ts': [{ actions: ['GetItem'], keys: ['SITE_SETTINGS'] }],
  // login-throttle.ts (failure counters, ADD and give back), the failed-login audit record, the open challenge or
  // authenticator set-up step.
  'auth/login.ts': [
    { actions: ['UpdateItem'], keys: ['LOGIN_FAILURES#*'] },
    { actions: ['PutItem'], keys: ['CHALLENGE#*'] },
    STAFF_EVENTS_AUDIT,
    RATE_LIMIT_GRANT,
  ],
  // The challenge is read and closed (deleted); the password change is audited; the authenticator step that follows
  // is opened (login-steps.ts: the code challenge or the set-up step, both CHALLENGE#).
  'auth/new-password.ts': [
    { actions: ['GetItem', 'DeleteItem', 'PutItem'], keys: ['CHALLENGE#*'] },
    STAFF_EVENTS_AUDIT,
    RATE_LIMIT_GRANT,
  ],
  // The code challenge is read and closed; wrong codes count in the login throttle (ADD and give back) and are audited.
  'auth/mfa.ts': [
    { actions: ['GetItem', 'DeleteItem'], keys: ['CHALLENGE#*'] },
    // start-session.ts: a member disabled in the Team view gets no session.
    { actions: ['GetItem'], keys: ['STAFF#*'] },
    { actions: ['UpdateItem'], keys: ['LOGIN_FAILURES#*'] },
    STAFF_EVENTS_AUDIT,
    RATE_LIMIT_GRANT,
  ],
  // The set-up step is read and closed; wrong codes count in the login throttle; the enrolment and login are audited.
  'auth/mfa-setup.ts': [
    { actions: ['GetItem', 'DeleteItem'], keys: ['CHALLENGE#*'] },
    { actions: ['GetItem'], keys: ['STAFF#*'] },
    { actions: ['UpdateItem'], keys: ['LOGIN_FAILURES#*'] },
    STAFF_EVENTS_AUDIT,
    RATE_LIMIT_GRANT,
  ],
  'auth/logout.ts': [{ actions: ['PutItem'], keys: ['REVOKED#*'] }, STAFF_EVENTS_AUDIT],
  // staff-members.ts `staffSessionEnded`: a member disabled in the Team view cannot renew a session.
  'auth/refresh.ts': [{ actions: ['GetItem'], keys: ['STAFF#*'] }],
  // vitals.ts `recordVitals`: ADD to the day's page and device digest.
  'web-vitals/record.ts': [{ actions: ['UpdateItem'], keys: ['VITALS#*'] }, RATE_LIMIT_GRANT],
  // analytics-counters.ts `countAnalyticsEvent`: ADD to the day's page item, the consent item or a UTM list (conditional).
  'analytics/record.ts': [{ actions: ['UpdateItem'], keys: [`${ANALYTICS_PAGE_PREFIX}*`, ANALYTICS_SITE_PARTITION] }, RATE_LIMIT_GRANT],
};

/**
 * The session guard of every admin route: the session's revocation record (revoked-sessions.ts `isSessionRevoked`)
 * and its member's staff record (staff-members.ts `staffSessionEnded`: disabled in the Team view).
 */
export const SESSION_GRANT: TableGrant = { actions: ['GetItem'], keys: ['REVOKED#*', 'STAFF#*'] };

/** A staff list of one kind (items.ts `queryPartition` on `byKind`, partition `<KIND>`). */
const everyItemOf = (kind: string): TableGrant => ({ actions: ['Query'], keys: [kind], index: 'byKind' });

/**
 * leads.ts `listLeads`: all leads (`byKind` `LEAD`), one status (`byState` `LEAD#<status>`), and the searches by name,
 * e-mail address and phone number (the sparse search indexes, lead-search.ts).
 */
const LEAD_LIST_GRANTS: TableGrant[] = [
  everyItemOf('LEAD'),
  { actions: ['Query'], keys: LEAD_STATUSES.map((status) => `LEAD#${status}`), index: 'byState' },
  { actions: ['Query'], keys: ['LEADNAME#*'], index: 'byName' },
  { actions: ['Query'], keys: ['LEADEMAIL#*'], index: 'byEmail' },
  { actions: ['Query'], keys: ['LEADPHONE#*'], index: 'byPhone' },
];

/**
 * Every view of the lead list (lead-list-page.ts `readLeadListPage`), read by the list and the export alike: the lead
 * list's indexes, and the indexes of its views.
 */
const LEAD_VIEW_GRANTS: TableGrant[] = [
  ...LEAD_LIST_GRANTS,
  // With view=needs-first-contact (leads.ts `listWaitingForFirstContact`): the queue items on `byKind` `FIRSTCONTACT`
  // or `byState` `FIRSTCONTACT#<status>`, then the page's leads by key.
  everyItemOf('FIRSTCONTACT'),
  { actions: ['Query'], keys: LEAD_STATUSES.map((status) => `FIRSTCONTACT#${status}`), index: 'byState' },
  // With view=due-today or view=overdue (lead-follow-ups.ts `listLeadsByFollowUp`): the follow-up index items on
  // `byKind` `FOLLOWUP` or `byState` `FOLLOWUP#<status>`, then the page's leads by key (the GetItem below).
  everyItemOf('FOLLOWUP'),
  { actions: ['Query'], keys: LEAD_STATUSES.map((status) => `FOLLOWUP#${status}`), index: 'byState' },
  // With owner=mine or owner=unassigned (lead-owners.ts `listLeadsByOwner`): the owner index items on `byKind`
  // `LEADOWNER#<username>` / `LEADUNASSIGNED` or `byState` with `#<status>`, then the page's leads by key.
  { actions: ['Query'], keys: ['LEADOWNER#*', 'LEADUNASSIGNED'], index: 'byKind' },
  { actions: ['Query'], keys: ['LEADOWNER#*', ...LEAD_STATUSES.map((status) => `LEADUNASSIGNED#${status}`)], index: 'byState' },
  { actions: ['GetItem'], keys: ['LEAD#*'] },
];

/**
 * Sending a lead to an integration (integrations/deliver.ts `attemptSync`) stores its sync record (lead-syncs.ts
 * `saveSync`, PutItem on `LEADSYNC#*`, granted with the route's other sync-record actions) and updates the
 * integration's health, last sync, 429 pause and shared access token (email-integrations.ts `recordHealth`,
 * `configOf(...).tokenStore`): this grant.
 */
const INTEGRATION_UPDATE: TableGrant = { actions: ['UpdateItem'], keys: ['INTEGRATION#*'] };

/**
 * What a send reads: the integration, the lead, and the lead's newsletter subscription (deliver.ts `consentOf`,
 * newsletter-subscriptions.ts `getSubscription`), whose confirmation is the marketing consent sent to the provider.
 */
const SEND_READS = ['INTEGRATION#*', 'LEAD#*', 'NEWSLETTER#*'];

/** One entity's staff editing: read it (the before value), write or delete it, and record the change. */
const editsOf = (kind: string, actions: TableAction[], auditTarget: string): TableGrant[] => [
  { actions, keys: [`${kind}#*`] },
  auditOf(`${auditTarget}#*`),
];

/**
 * The Team view's routes (team/*.ts, staff-members.ts): the staff records (listed by kind, read, put when an account
 * is found or invited, updated by every change), the team's enabled count (updated in the same transactions), the
 * team's audit records, and each member's session events for their last login (a Query of `AUDIT#staff#<username>`).
 */
const TEAM_GRANTS: TableGrant[] = [
  SESSION_GRANT,
  everyItemOf('STAFF'),
  { actions: ['GetItem', 'PutItem', 'UpdateItem'], keys: ['STAFF#*'] },
  { actions: ['UpdateItem'], keys: ['TEAM'] },
  // The lead roster (lead-roster.ts): a member joins or leaves it in the change's transaction; every look at the team
  // reads it and brings it in step.
  { actions: ['GetItem', 'UpdateItem'], keys: ['LEADROSTER'] },
  auditOf('team#*'),
  { actions: ['Query'], keys: ['AUDIT#staff#*'] },
];

/**
 * The exact table access of each staff route, by handler (functions/routes.ts). Every one starts with the session
 * guard's GetItem of the revocation record; nothing else is shared, so a route can reach only its own entity (the
 * testimonials routes cannot touch an integration, the lead list cannot write at all).
 */
export const STAFF_TABLE_ACCESS: Readonly<Record<string, readonly TableGrant[]>> = {
  'auth/me.ts': [SESSION_GRANT],
  'audit/list.ts': [SESSION_GRANT, everyItemOf('AUDIT')],
  // The Privacy view (privacy/person.ts, data/person-records.ts): a person's leads and other records by e-mail and
  // phone on the search indexes, each lead's notes, syncs, audit history and outbox item, the address's newsletter
  // items, their tokens and tax report quota counters, the do-not-process markers. Reads only, by key.
  'privacy/person.ts': [
    SESSION_GRANT,
    { actions: ['Query'], keys: ['LEAD#*', 'LEADSYNC#*', 'AUDIT#lead#*', 'NEWSLETTER#*', 'REPORT_QUOTA#recipient#*'] },
    { actions: ['GetItem'], keys: ['LEADOUTBOX#*', 'NEWSLETTER_TOKEN#*', 'RESTRICTION#*'] },
    { actions: ['Query'], keys: ['LEADEMAIL#*', 'PERSONEMAIL#*'], index: 'byEmail' },
    { actions: ['Query'], keys: ['LEADPHONE#*', 'PERSONPHONE#*'], index: 'byPhone' },
  ],
  // The export of a person's data (privacy/export.ts): the Privacy view's reads (with the subscription's tokens and
  // the restriction markers), its own audit record, and the data request it answers (read, then its action appended).
  'privacy/export.ts': [SESSION_GRANT, { actions: ['Query'], keys: ['LEAD#*', 'LEADSYNC#*', 'AUDIT#lead#*', 'NEWSLETTER#*', 'REPORT_QUOTA#recipient#*'] }, { actions: ['GetItem'], keys: ['LEADOUTBOX#*', 'NEWSLETTER_TOKEN#*', 'RESTRICTION#EMAIL#*', 'RESTRICTION#PHONE#*'] }, { actions: ['Query'], keys: ['LEADEMAIL#*', 'PERSONEMAIL#*'], index: 'byEmail' }, { actions: ['Query'], keys: ['LEADPHONE#*', 'PERSONPHONE#*'], index: 'byPhone' }, { actions: ['GetItem', 'UpdateItem'], keys: ['DATAREQUEST#*'] }, auditOf('privacy#export')],
  // The erasure of a person (privacy/erase.ts, privacy/erasure.ts): the Privacy view's reads (with the subscription's
  // tokens and the restriction markers); leads anonymised and their audit entries redacted (UpdateItem); notes,
  // outbox items, tax report requests and quotas, newsletter items and tokens, spam submissions, markers and unsent
  // sync records deleted; the syncs made pending 'erase' work (saveSyncs); the erasure's audit record; the data
  // request it answers (read first, then its action appended).
  'privacy/erase.ts': [
    SESSION_GRANT,
    { actions: ['Query', 'UpdateItem', 'DeleteItem'], keys: ['LEAD#*'] },
    { actions: ['Query', 'DeleteItem', 'BatchWriteItem', 'PutItem'], keys: ['LEADSYNC#*'] },
    { actions: ['Query', 'UpdateItem'], keys: ['AUDIT#lead#*'] },
    { actions: ['Query', 'DeleteItem'], keys: ['NEWSLETTER#*', 'REPORT_QUOTA#recipient#*'] },
    { actions: ['GetItem', 'DeleteItem'], keys: ['LEADOUTBOX#*', 'NEWSLETTER_TOKEN#*', 'RESTRICTION#*'] },
    { actions: ['DeleteItem'], keys: ['TAX_REPORT#*', 'SPAM#*'] },
    { actions: ['Query'], keys: ['LEADEMAIL#*', 'PERSONEMAIL#*'], index: 'byEmail' },
    { actions: ['Query'], keys: ['LEADPHONE#*', 'PERSONPHONE#*'], index: 'byPhone' },
    { actions: ['GetItem', 'UpdateItem'], keys: ['DATAREQUEST#*'] },
    // A waiting lead erased leaves the needs-first-contact queue (its item: DeleteItem on LEAD#* above) and its count.
    { actions: ['UpdateItem'], keys: ['LEADSTATS#FIRSTCONTACT'] },
    auditOf('privacy#erasure#*'),
  ],
  // The data-request log (data-requests/*.ts, data/data-requests.ts): the open and closed partitions of the by-state
  // index, the request's item, and its audit records.
  'data-requests/list.ts': [SESSION_GRANT, { actions: ['Query'], keys: ['DATAREQUEST#open', 'DATAREQUEST#closed'], index: 'byState' }, { actions: ['Query'], keys: ['LEADSYNC#*'] }],
  'data-requests/create.ts': [SESSION_GRANT, ...editsOf('DATAREQUEST', ['PutItem'], 'data-request')],
  'data-requests/update.ts': [SESSION_GRANT, ...editsOf('DATAREQUEST', ['GetItem', 'UpdateItem'], 'data-request')],
  // privacy/restriction.ts: the person's leads (person-context.ts), the markers of their addresses and numbers put or
  // deleted, each lead updated with its audit record (data/restrictions.ts); the data request it answers (read, then
  // its action appended).
  'privacy/restriction.ts': [
    SESSION_GRANT,
    { actions: ['Query'], keys: ['LEADEMAIL#*'], index: 'byEmail' },
    { actions: ['Query'], keys: ['LEADPHONE#*'], index: 'byPhone' },
    { actions: ['PutItem', 'DeleteItem'], keys: ['RESTRICTION#*'] },
    { actions: ['UpdateItem'], keys: ['LEAD#*'] },
    { actions: ['GetItem', 'UpdateItem'], keys: ['DATAREQUEST#*'] },
    auditOf('lead#*'),
  ],
  // privacy/withdraw-consent.ts: the person's leads, their newsletter subscriptions ended (Update, the outbox item
  // deleted), each lead updated with its audit record, and each lead's sync records made pending 'unsubscribe' work
  // (lead-syncs.ts `requestProviderOperation`: Query, then saveSyncs); the data request it answers (read, then its
  // action appended).
  'privacy/withdraw-consent.ts': [
    SESSION_GRANT,
    { actions: ['Query'], keys: ['LEADEMAIL#*'], index: 'byEmail' },
    { actions: ['Query'], keys: ['LEADPHONE#*'], index: 'byPhone' },
    { actions: ['UpdateItem', 'DeleteItem'], keys: ['NEWSLETTER#*'] },
    { actions: ['UpdateItem'], keys: ['LEAD#*'] },
    { actions: ['Query', 'BatchWriteItem', 'PutItem'], keys: ['LEADSYNC#*'] },
    { actions: ['GetItem', 'UpdateItem'], keys: ['DATAREQUEST#*'] },
    auditOf('lead#*'),
  ],
  'leads/list.ts': [SESSION_GRANT, ...LEAD_VIEW_GRANTS],
  'leads/export.ts': [SESSION_GRANT, ...LEAD_VIEW_GRANTS, auditOf('leads#export')],
  // lead-notes.ts `getLeadWithNotes` (the lead's partition), its audit history, the same person's other leads.
  // The lead's contact timeline is a Query of its partition too (lead-contacts.ts `listLeadContacts`).
  'leads/get.ts': [
    SESSION_GRANT,
    { actions: ['Query'], keys: ['LEAD#*', 'AUDIT#lead#*'] },
    { actions: ['Query'], keys: ['LEADEMAIL#*'], index: 'byEmail' },
  ],
  // leads.ts `changeLeadStatus`: read the lead, its needs-first-contact queue item and its owner index item, then one
  // transaction: the lead, the queue item and the owner index item moved (each checked absent when it was, so one the
  // desk back-fill writes meanwhile fails the change, which is read again; all in the lead's partition), the totals
  // counter, the analytics' lead counters of its arrival day, the audit record.
  'leads/change-status.ts': [
    SESSION_GRANT,
    { actions: ['GetItem', 'UpdateItem', 'ConditionCheckItem'], keys: ['LEAD#*'] },
    { actions: ['UpdateItem'], keys: ['LEADSTATS', LEAD_ANALYTICS_PARTITION] },
    auditOf('lead#*'),
  ],
  // test-leads.ts `setLeadTest`: read the lead, then one transaction: the lead's mark, every counter it is in (totals,
  // country, activity, its first-contact day, its analytics day), the audit record.
  'leads/mark-test.ts': [
    SESSION_GRANT,
    { actions: ['GetItem', 'UpdateItem'], keys: ['LEAD#*'] },
    { actions: ['UpdateItem'], keys: ['LEADSTATS', 'LEADSTATS#COUNTRY', 'LEADSTATS#ACTIVITY', 'LEADSTATS#FIRSTCONTACT', LEAD_ANALYTICS_PARTITION] },
    auditOf('lead#*'),
  ],
  'leads/unmark-test.ts': [
    SESSION_GRANT,
    { actions: ['GetItem', 'UpdateItem'], keys: ['LEAD#*'] },
    { actions: ['UpdateItem'], keys: ['LEADSTATS', 'LEADSTATS#COUNTRY', 'LEADSTATS#ACTIVITY', 'LEADSTATS#FIRSTCONTACT', LEAD_ANALYTICS_PARTITION] },
    auditOf('lead#*'),
  ],
  // lead-edits.ts `editLead`: read the lead, then one transaction: the lead (fields and search keys), the country and
  // activity counters, the audit record, and the lead's outbox item asking the drain to send it again.
  'leads/edit.ts': [
    SESSION_GRANT,
    { actions: ['GetItem', 'UpdateItem'], keys: ['LEAD#*'] },
    { actions: ['UpdateItem'], keys: ['LEADSTATS#COUNTRY', 'LEADSTATS#ACTIVITY', 'LEADOUTBOX#*'] },
    auditOf('lead#*'),
  ],
  // lead-notes.ts `addLeadNote`: the note in the lead's partition, the lead's latest note, the audit record.
  'leads/add-note.ts': [SESSION_GRANT, { actions: ['PutItem', 'UpdateItem'], keys: ['LEAD#*'] }, auditOf('lead#*')],
  // lead-contacts.ts `logContactAttempt`: one transaction: the lead checked, the timeline entry in its partition, the
  // audit record.
  'leads/log-contact-attempt.ts': [SESSION_GRANT, { actions: ['ConditionCheckItem', 'PutItem'], keys: ['LEAD#*'] }, auditOf('lead#*')],
  // lead-contacts.ts `logContact`: read the lead and its queue item, then one transaction: the lead (firstContactAt) or
  // its check, the timeline entry, the queue item deleted, the first-contact counters, the audit record.
  'leads/log-contact.ts': [
    SESSION_GRANT,
    { actions: ['GetItem', 'ConditionCheckItem', 'PutItem', 'UpdateItem', 'DeleteItem'], keys: ['LEAD#*'] },
    { actions: ['UpdateItem'], keys: ['LEADSTATS#FIRSTCONTACT'] },
    auditOf('lead#*'),
  ],
  // lead-follow-ups.ts `changeLeadFollowUp`: read the lead, then one transaction: the lead's followUp, its index item in
  // the lead's partition (Put when set, Delete when cleared), the audit record.
  'leads/set-follow-up.ts': [SESSION_GRANT, { actions: ['GetItem', 'UpdateItem', 'PutItem'], keys: ['LEAD#*'] }, auditOf('lead#*')],
  'leads/clear-follow-up.ts': [SESSION_GRANT, { actions: ['GetItem', 'UpdateItem', 'DeleteItem'], keys: ['LEAD#*'] }, auditOf('lead#*')],
  // lead-owners.ts `changeLeadOwner`: read the lead and the roster, then one transaction: the lead, its owner index item
  // (a Put, both in the lead's partition), the roster checked to hold the new owner, the audit record.
  'leads/change-owner.ts': [
    SESSION_GRANT,
    { actions: ['GetItem', 'UpdateItem', 'PutItem'], keys: ['LEAD#*'] },
    { actions: ['GetItem', 'ConditionCheckItem'], keys: ['LEADROSTER'] },
    auditOf('lead#*'),
  ],
  // lead-roster.ts: the roster read, with the staff records' names (by kind); the setting saved with its audit record.
  'admin/lead-roster-get.ts': [SESSION_GRANT, { actions: ['GetItem'], keys: ['LEADROSTER'] }, everyItemOf('STAFF')],
  'admin/lead-roster-put.ts': [SESSION_GRANT, { actions: ['GetItem', 'UpdateItem'], keys: ['LEADROSTER'] }, everyItemOf('STAFF'), auditOf('lead-roster#*')],
  // first-contact-stats.ts `readFirstContactStats`: the waiting counter and the days' counters, one partition.
  'admin/first-contact-summary.ts': [SESSION_GRANT, { actions: ['GetItem', 'Query'], keys: ['LEADSTATS#FIRSTCONTACT'] }],
  // contact-template.ts: the one template item, read; saved with its audit record.
  'admin/contact-template-get.ts': [SESSION_GRANT, { actions: ['GetItem'], keys: ['CONTACT_TEMPLATE'] }],
  'admin/contact-template-put.ts': [SESSION_GRANT, { actions: ['GetItem', 'PutItem'], keys: ['CONTACT_TEMPLATE'] }, auditOf('contact-template#*')],
  // lead-aggregates.ts `readLeadAggregates`, leads.ts `listRecentLeads`, spam-submissions.ts `readSpamCount`, the open
  // privacy requests.
  'admin/overview.ts': [
    SESSION_GRANT,
    { actions: ['GetItem'], keys: ['LEADSTATS', 'SPAMSTATS'] },
    { actions: ['Query'], keys: ['LEADSTATS#COUNTRY', 'LEADSTATS#ACTIVITY'] },
    everyItemOf('LEAD'),
    // data-requests.ts `listOpenDataRequests`: the privacy requests still to answer.
    { actions: ['Query'], keys: ['DATAREQUEST#open'], index: 'byState' },
  ],
  'content/list.ts': [SESSION_GRANT, everyItemOf('CONTENT')],
  'content/update.ts': [SESSION_GRANT, ...editsOf('CONTENT', ['GetItem', 'PutItem'], 'content')],
  'testimonials/list-all.ts': [SESSION_GRANT, everyItemOf('TESTIMONIAL')],
  'testimonials/create.ts': [SESSION_GRANT, ...editsOf('TESTIMONIAL', ['PutItem'], 'testimonial')],
  'testimonials/update.ts': [SESSION_GRANT, ...editsOf('TESTIMONIAL', ['GetItem', 'PutItem'], 'testimonial')],
  'testimonials/delete.ts': [SESSION_GRANT, ...editsOf('TESTIMONIAL', ['GetItem', 'DeleteItem'], 'testimonial')],
  'cms/list.ts': [SESSION_GRANT, everyItemOf('PAGE_CONTENT')],
  'cms/create.ts': [SESSION_GRANT, ...editsOf('PAGE_CONTENT', ['PutItem'], 'page-content')],
  'cms/update.ts': [SESSION_GRANT, ...editsOf('PAGE_CONTENT', ['GetItem', 'PutItem'], 'page-content')],
  'cms/delete.ts': [SESSION_GRANT, ...editsOf('PAGE_CONTENT', ['GetItem', 'DeleteItem'], 'page-content')],
  // The photographs go to S3; the table only gets the upload's audit record.
  'media/upload.ts': [SESSION_GRANT, auditOf('media#*')],
  'phone-config/list.ts': [SESSION_GRANT, everyItemOf('PHONE_CONFIG')],
  'phone-config/update.ts': [SESSION_GRANT, ...editsOf('PHONE_CONFIG', ['GetItem', 'PutItem'], 'phone-config')],
  'tracking-tags/list.ts': [SESSION_GRANT, everyItemOf('TRACKING_TAG')],
  'tracking-tags/create.ts': [SESSION_GRANT, ...editsOf('TRACKING_TAG', ['PutItem'], 'tracking-tag')],
  'tracking-tags/update.ts': [SESSION_GRANT, ...editsOf('TRACKING_TAG', ['GetItem', 'PutItem'], 'tracking-tag')],
  'tracking-tags/delete.ts': [SESSION_GRANT, ...editsOf('TRACKING_TAG', ['GetItem', 'DeleteItem'], 'tracking-tag')],
  // vitals.ts `readVitalsWindow` (one partition per day), site-settings.ts `getSiteSettings`.
  'performance-optimizer/report.ts': [
    SESSION_GRANT,
    { actions: ['Query'], keys: ['VITALS#*'] },
    { actions: ['GetItem'], keys: ['SITE_SETTINGS'] },
  ],
  // vitals.ts `readVitalsWindow` over the trend's 30 days (issue 26).
  'performance-optimizer/trend.ts': [SESSION_GRANT, { actions: ['Query'], keys: ['VITALS#*'] }],
  // site-settings.ts `changeSiteSettings`: read, then the settings and the audit record (`recommendation#<id>`).
  'performance-optimizer/implement.ts': [
    SESSION_GRANT,
    { actions: ['GetItem', 'PutItem'], keys: ['SITE_SETTINGS'] },
    auditOf('recommendation#*'),
  ],
  'performance-optimizer/undo.ts': [
    SESSION_GRANT,
    { actions: ['GetItem', 'PutItem'], keys: ['SITE_SETTINGS'] },
    auditOf('recommendation#*'),
  ],
  // analytics-counters.ts `readAnalyticsRange`: one Query per page partition and one on the site partition;
  // analytics-lead-counters.ts `readLeadAnalyticsDays`: one Query on the lead counters' partition.
  'analytics/read.ts': [SESSION_GRANT, { actions: ['Query'], keys: [`${ANALYTICS_PAGE_PREFIX}*`, ANALYTICS_SITE_PARTITION, LEAD_ANALYTICS_PARTITION] }],
  'email-integrations/list.ts': [SESSION_GRANT, everyItemOf('INTEGRATION')],
  'email-integrations/create.ts': [SESSION_GRANT, ...editsOf('INTEGRATION', ['PutItem'], 'integration')],
  // Tests every integration: its health (and a minted access token) is recorded on the integration.
  'email-integrations/test-all.ts': [SESSION_GRANT, everyItemOf('INTEGRATION'), INTEGRATION_UPDATE],
  'email-integrations/update.ts': [SESSION_GRANT, ...editsOf('INTEGRATION', ['GetItem', 'PutItem'], 'integration')],
  'email-integrations/delete.ts': [SESSION_GRANT, ...editsOf('INTEGRATION', ['GetItem', 'DeleteItem'], 'integration')],
  'email-integrations/test-one.ts': [SESSION_GRANT, { actions: ['GetItem', 'UpdateItem'], keys: ['INTEGRATION#*'] }],
  // The integration and the leads, every pending record in batches (saveSyncs), then the first few sent at once.
  'leads/bulk-sync.ts': [
    SESSION_GRANT,
    { actions: ['GetItem'], keys: SEND_READS },
    { actions: ['BatchWriteItem', 'PutItem'], keys: ['LEADSYNC#*'] },
    INTEGRATION_UPDATE,
  ],
  // The lead, the integration and the lead's earlier record for it (a Query on the lead's sync partition), then the send.
  'leads/sync-to-integration.ts': [
    SESSION_GRANT,
    { actions: ['GetItem'], keys: SEND_READS },
    { actions: ['Query', 'PutItem'], keys: ['LEADSYNC#*'] },
    INTEGRATION_UPDATE,
  ],
  'leads/list-syncs.ts': [SESSION_GRANT, { actions: ['GetItem'], keys: ['LEAD#*'] }, { actions: ['Query'], keys: ['LEADSYNC#*'] }],
  'refused-requests/list.ts': [SESSION_GRANT, everyItemOf('REFUSED_REQUEST')],
  'team/list.ts': TEAM_GRANTS,
  // The three that e-mail a temporary password check the address is not suppressed first.
  'team/invite.ts': [...TEAM_GRANTS, EMAIL_SUPPRESSION_READ],
  'team/resend-invitation.ts': [...TEAM_GRANTS, EMAIL_SUPPRESSION_READ],
  'team/reset-password.ts': [...TEAM_GRANTS, EMAIL_SUPPRESSION_READ],
  'team/disable.ts': TEAM_GRANTS,
  'team/enable.ts': TEAM_GRANTS,
  'team/reset-authenticator.ts': TEAM_GRANTS,
};

/**
 * The background jobs' table access, by handler (functions/routes.ts JOBS). The sync drain: the due work
 * (`byState` `SYNCWORK`), claiming an outbox item or sync record (an Update of its due time), the lead, the active
 * integrations and the fan-out's pending records, the outbox item put back for a retry or deleted once done, and each
 * send (the sync record, the integration read and updated, the lead's newsletter subscription as its consent). It also
 * sends the newsletter's confirmation e-mails from their outbox (newsletter-subscriptions.ts: the due list on `byState`
 * `NEWSLETTER#outbox`, claimed, rescheduled and deleted by Update and Delete in the subscription's partition, the
 * subscription read and marked sent, and a new confirmation token put).
 */
export const JOB_TABLE_ACCESS: Readonly<Record<string, readonly TableGrant[]>> = {
  'integrations/drain.ts': [
    { actions: ['Query'], keys: ['SYNCWORK', 'INTEGRATION#active', 'NEWSLETTER#outbox'], index: 'byState' },
    { actions: ['UpdateItem', 'PutItem'], keys: ['LEADOUTBOX#*', 'LEADSYNC#*'] },
    { actions: ['DeleteItem'], keys: ['LEADOUTBOX#*'] },
    // A corrected lead's re-send reads each earlier sync record (lead-syncs.ts `getLeadSync`) to keep the provider's id.
    { actions: ['Query'], keys: ['LEADSYNC#*'] },
    { actions: ['GetItem'], keys: SEND_READS },
    INTEGRATION_UPDATE,
    { actions: ['UpdateItem', 'DeleteItem'], keys: ['NEWSLETTER#*'] },
    { actions: ['PutItem'], keys: ['NEWSLETTER_TOKEN#*'] },
    // send-confirmation.ts: a restricted address gets no confirmation e-mail (data/restrictions.ts `restrictionOf`).
    { actions: ['GetItem'], keys: ['RESTRICTION#*'] },
    // Neither a confirmation nor a new-lead e-mail goes to a suppressed address.
    EMAIL_SUPPRESSION_READ,
  ],
  // The retention rule (privacy/retention.ts): the leads created before the cutoff (`byKind` `LEAD`), each one's
  // notes, syncs and audit history read by key, the other leads of its address (`byEmail`), then the erasure of that
  // one lead (erasure.ts): the lead anonymised, its notes, outbox item and sync records deleted or its syncs made
  // pending 'erase' work (saveSyncs), its audit entries redacted; the erasure's audit record and the run's count.
  'privacy/retention.ts': [
    { actions: ['Query'], keys: ['LEAD'], index: 'byKind' },
    { actions: ['Query'], keys: ['LEADEMAIL#*'], index: 'byEmail' },
    { actions: ['Query', 'UpdateItem', 'DeleteItem'], keys: ['LEAD#*'] },
    { actions: ['Query', 'DeleteItem', 'BatchWriteItem', 'PutItem'], keys: ['LEADSYNC#*'] },
    { actions: ['Query', 'UpdateItem'], keys: ['AUDIT#lead#*'] },
    { actions: ['GetItem', 'DeleteItem'], keys: ['LEADOUTBOX#*'] },
    // Tax report requests past the period, and never-confirmed newsletter sign-ups (with their outbox item).
    { actions: ['Query'], keys: ['TAX_REPORT'], index: 'byKind' },
    { actions: ['DeleteItem'], keys: ['TAX_REPORT#*', 'NEWSLETTER#*'] },
    { actions: ['Query'], keys: ['NEWSLETTER#pending'], index: 'byState' },
    // An anonymised lead still waiting leaves the needs-first-contact queue and its count (lead-contacts.ts).
    { actions: ['UpdateItem'], keys: ['LEADSTATS#FIRSTCONTACT'] },
    auditOf('privacy#erasure#*', 'privacy#retention'),
  ],
  // The morning digest (leads/morning-digest.ts): the staff records, the follow-ups before the end of the day and the
  // needs-first-contact queue (all on `byKind`), each lead by key, and the day's record of each member's digest
  // (digest-sends.ts: put before sending, deleted again when the send failed).
  'leads/morning-digest.ts': [
    { actions: ['Query'], keys: ['STAFF', 'FOLLOWUP', 'FIRSTCONTACT'], index: 'byKind' },
    { actions: ['GetItem'], keys: ['LEAD#*'] },
    { actions: ['PutItem', 'DeleteItem'], keys: ['DIGEST#*'] },
    EMAIL_SUPPRESSION_READ,
  ],
};

/**
 * The event handlers' table access (functions/routes.ts EVENT_HANDLERS). The SES events (email-events/record.ts): the
 * address's suppression written (email-suppressions.ts), its leads found on the e-mail index and each marked
 * (lead-email-bounces.ts), its newsletter subscription ended with its outbox item deleted (one transaction).
 */
export const EVENT_HANDLER_TABLE_ACCESS: Readonly<Record<string, readonly TableGrant[]>> = {
  'email-events/record.ts': [
    { actions: ['UpdateItem'], keys: ['EMAILSUPPRESSION#*', 'LEAD#*'] },
    { actions: ['Query'], keys: ['LEADEMAIL#*'], index: 'byEmail' },
    { actions: ['UpdateItem', 'DeleteItem'], keys: ['NEWSLETTER#*'] },
  ],
};

/** Every function's exact table access, by handler: public routes, staff routes and background jobs. */
export const TABLE_ACCESS: Readonly<Record<string, readonly TableGrant[]>> = {
  ...PUBLIC_TABLE_ACCESS,
  ...STAFF_TABLE_ACCESS,
  ...JOB_TABLE_ACCESS,
  ...EVENT_HANDLER_TABLE_ACCESS,
};
