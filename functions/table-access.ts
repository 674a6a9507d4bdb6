/**
 * The exact DynamoDB access of each public route's function, beside the route table (keyed by handler, as the route
 * table names it): which actions, on which partition-key prefixes (IAM `dynamodb:LeadingKeys`), on the table or on
 * one index. The CDK API stack turns each grant into one IAM statement; a route listed here gets nothing else on the
 * table. Derived from what the handler's data modules do (functions/data/*.ts, DATA-MODEL.md) plus what the handler
 * stack does for the route (the rate-limit counter, the honeypot's spam record). The local stack does not enforce IAM,
 * so functions/table-access.int.test.ts runs each route against the local table and checks every request it makes
 * is allowed here.
 *
 * A transaction (TransactWriteItems) is authorised per item: a Put needs PutItem, an Update UpdateItem, a
 * ConditionCheck ConditionCheckItem, on that item's key. Admin routes keep their route-table access (read or
 * read/write on the whole table); every one of them is behind the staff session.
 */
import { RATE_LIMIT_KEY_PREFIX } from './data/rate-limit-windows.ts';
import type { IndexName } from './data/table.ts';

/** The DynamoDB actions a function may be given (IAM names without the `dynamodb:` prefix). No Scan, no batches. */
export type TableAction = 'GetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'ConditionCheckItem';

/**
 * One IAM statement: `actions` on items whose partition key (the index's, for an index) matches one of `keys`
 * (IAM StringLike patterns: `*` is any text).
 */
export type TableGrant = { actions: readonly TableAction[]; keys: readonly string[]; index?: IndexName };

/** The handler stack's per-address counter (rate-limit-windows.ts `countRequest`): every route with a rateLimit. */
export const RATE_LIMIT_GRANT: TableGrant = { actions: ['UpdateItem'], keys: [`${RATE_LIMIT_KEY_PREFIX}*`] };

/** The honeypot's spam record and its counter (spam-submissions.ts `storeSpamSubmission`, one transaction). */
const SPAM_GRANTS: TableGrant[] = [
  { actions: ['PutItem'], keys: ['SPAM#*'] },
  { actions: ['UpdateItem'], keys: ['SPAMSTATS'] },
];

/**
 * leads.ts `createLead`, one transaction: Put the lead, its idempotency record and its outbox item; Update the
 * aggregates (lead-aggregates.ts `countNewLead`); on a cancelled transaction, GetItem the idempotency record.
 * UpdateItem never reaches a lead: only the counters' partitions.
 */
const CREATE_LEAD_GRANTS: TableGrant[] = [
  { actions: ['PutItem'], keys: ['LEAD#*', 'LEADOUTBOX#*', 'IDEMPOTENCY#*'] },
  { actions: ['UpdateItem'], keys: ['LEADSTATS', 'LEADSTATS#*'] },
  { actions: ['GetItem'], keys: ['IDEMPOTENCY#*'] },
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
    { actions: ['GetItem'], keys: ['IDEMPOTENCY#*', 'TAX_REPORT#*'] },
    RATE_LIMIT_GRANT,
    ...SPAM_GRANTS,
  ],
  // newsletter-subscriptions.ts: the pending subscription and its token (one transaction), then the sent mark; a
  // repeat reads the existing subscription (is it still pending?) before it sends a new token.
  'newsletter/subscribe.ts': [
    { actions: ['PutItem'], keys: ['NEWSLETTER#*', 'NEWSLETTER_TOKEN#*'] },
    { actions: ['UpdateItem', 'GetItem'], keys: ['NEWSLETTER#*'] },
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
  // login-throttle.ts (failure counters, ADD and give back), the failed-login audit record, the open challenge.
  'auth/login.ts': [
    { actions: ['UpdateItem'], keys: ['LOGIN_FAILURES#*'] },
    { actions: ['PutItem'], keys: ['AUDIT#*', 'CHALLENGE#*'] },
    RATE_LIMIT_GRANT,
  ],
  // The challenge is read and closed (deleted); the password change is audited.
  'auth/new-password.ts': [
    { actions: ['GetItem', 'DeleteItem'], keys: ['CHALLENGE#*'] },
    { actions: ['PutItem'], keys: ['AUDIT#*'] },
    RATE_LIMIT_GRANT,
  ],
  'auth/logout.ts': [{ actions: ['PutItem'], keys: ['REVOKED#*', 'AUDIT#*'] }],
  // vitals.ts `recordVitals`: ADD to the day's page and device digest.
  'web-vitals/record.ts': [{ actions: ['UpdateItem'], keys: ['VITALS#*'] }, RATE_LIMIT_GRANT],
};
