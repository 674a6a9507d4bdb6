/**
 * The retention rule's daily job (issue 23, "Keep nothing longer than needed"): a lead that never became a client
 * (its status is not closed) and has had no activity for LEAD_RETENTION_MONTHS months is anonymised, by the same
 * erasure as the Privacy view's Erase action (erasure.ts `erasePerson`), scoped to that one lead: the lead becomes an
 * anonymous tombstone (still counted in the totals), its notes, contact timeline entries and outbox item are deleted,
 * its audit history is redacted and the providers holding a copy are asked to delete it. The person's other, newer
 * leads and their newsletter subscription are not touched.
 *
 * Activity: the lead's creation, its audit history (status changes, corrections, assignments), its staff notes, its
 * contact timeline and its syncs. Candidates come without a scan: the leads created before the cutoff, oldest first,
 * on `gsi1` (`gsi1pk=LEAD`, `gsi1sk=<createdAt>#<id>` below the cutoff), skipping closed and already erased ones; each
 * one's activity is then read by key.
 *
 * Work per run is bounded: at most `limit` leads anonymised (default 100) and `examineLimit` candidates read (default
 * 1,000); what is left is done by the next day's run.
 *
 * If the lead's address has another lead that is kept, the providers are not asked to delete the contact (they key
 * contacts by address, so the kept lead's contact would go too): the lead's sync records are deleted instead.
 *
 * The same run deletes what has no activity of its own: tax report requests created before the cutoff (the report was
 * sent; the lead it made is under the rule above), and newsletter sign-ups never confirmed within
 * UNCONFIRMED_SIGNUP_DAYS (with their confirmation outbox item), each found by key on the kind and state indexes.
 */
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { PRIVACY_AUDIT_ACTIONS } from '#shared/admin/privacy-messages.ts';
import { LEAD_RETENTION_MONTHS, UNCONFIRMED_SIGNUP_DAYS } from '#shared/privacy/retention.ts';
import { recordAudit } from '../data/audit-log.ts';
import { pagesOf, queryAll } from '../data/paged-reads.ts';
import { auditOfLead, contactsOfLead, leadsWithEmail, notesOfLead, syncsOfLead } from '../data/person-records.ts';
import { kindPartition, statePartition, TABLE_KEYS, tableName, type IndexName } from '../data/table.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { logger } from '../lib/logger.ts';
import { erasePerson } from './erasure.ts';

type Item = Record<string, unknown>;

export type RetentionDeps = {
  now?: () => Date;
  /** Leads anonymised per run at most (the rest the next day). */
  limit?: number;
  /** Candidate leads (created before the cutoff) read per run at most. */
  examineLimit?: number;
  /** The retention period in months (the constant; a test may pass another). */
  months?: number;
};

export type RetentionReport = {
  cutoff: string;
  months: number;
  examined: number;
  anonymised: number;
  providerCopiesKept: number;
  /** Tax report requests created before the cutoff, deleted. */
  taxReportsDeleted: number;
  /** Newsletter sign-ups never confirmed within UNCONFIRMED_SIGNUP_DAYS, deleted. */
  unconfirmedSignupsDeleted: number;
};

/** The audit target of the retention runs' count entries. */
export const RETENTION_AUDIT_TARGET = 'privacy#retention';
/** The actor the retention rule's erasures and count entries are recorded under. */
export const RETENTION_ACTOR = 'retention';

const RETENTION_LIMIT = 100;
const RETENTION_EXAMINE_LIMIT = 1000;
const PAGE_SIZE = 100;

/**
 * `now` minus `months` calendar months, same time of day; a day the target month lacks becomes its last day
 * (31 March minus one month: 28 or 29 February).
 */
export function retentionCutoff(now: Date, months: number): Date {
  const totalMonths = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  const year = Math.floor(totalMonths / 12);
  const month = totalMonths - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay), now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()));
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The newest activity of a lead (ISO time): its creation, its notes, its contact timeline, its syncs, its audit history. */
async function lastActivityOf(lead: Item): Promise<string> {
  const id = String(lead.id);
  const [notes, contacts, syncs, audit] = await Promise.all([notesOfLead(id), contactsOfLead(id), syncsOfLead(id), auditOfLead(id)]);
  const times = [
    text(lead.createdAt),
    ...notes.map((note) => text(note.createdAt)),
    ...contacts.map((contact) => text(contact.at)),
    ...syncs.flatMap((sync) => [text(sync.updatedAt), text(sync.syncedAt)]),
    ...audit.map((entry) => text(entry.at)),
  ];
  return times.reduce((newest, time) => (time > newest ? time : newest), '');
}

/** Leads created before the cutoff, oldest first, not closed and not erased, page by page (`gsi1`). */
async function* candidates(cutoff: string): AsyncGenerator<Item> {
  const { name, partitionKey, sortKey } = TABLE_KEYS.indexes.byKind;
  const pages = pagesOf((ExclusiveStartKey) =>
    documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: name,
        KeyConditionExpression: '#pk = :pk AND #sk < :cutoff',
        FilterExpression: 'attribute_not_exists(erasedAt) AND #status <> :closed',
        ExpressionAttributeNames: { '#pk': partitionKey, '#sk': sortKey, '#status': 'status' },
        ExpressionAttributeValues: { ':pk': kindPartition('LEAD'), ':cutoff': cutoff, ':closed': 'closed' },
        Limit: PAGE_SIZE,
        ExclusiveStartKey,
      }),
    ),
  );
  for await (const items of pages) yield* items;
}

/** Items of one index partition whose sort key (`<time>#<id>`) is before a time, oldest first, up to `max`. */
async function itemsBefore(index: IndexName, partition: string, before: string, max: number): Promise<Item[]> {
  const { name, partitionKey, sortKey } = TABLE_KEYS.indexes[index];
  return queryAll(
    {
      TableName: tableName(),
      IndexName: name,
      KeyConditionExpression: '#pk = :pk AND #sk < :before',
      ExpressionAttributeNames: { '#pk': partitionKey, '#sk': sortKey },
      ExpressionAttributeValues: { ':pk': partition, ':before': before },
      Limit: PAGE_SIZE,
    },
    { maxItems: max },
  );
}

const deleteKey = (pk: unknown, sk: unknown) => documentClient.send(new DeleteCommand({ TableName: tableName(), Key: { pk, sk } }));

/** Whether the lead's address has another lead that stays (erased leads have no address key, so are not found). */
async function addressKeptElsewhere(lead: Item): Promise<boolean> {
  const email = text(lead.email);
  if (!email) return false;
  return (await leadsWithEmail(email)).some((other) => other.id !== lead.id && !other.erasedAt);
}

/** One run of the rule: anonymises the inactive leads found (within the bounds), then records their count. */
export async function runRetention(deps: RetentionDeps = {}): Promise<RetentionReport> {
  const now = (deps.now ?? (() => new Date()))();
  const months = deps.months ?? LEAD_RETENTION_MONTHS;
  const limit = deps.limit ?? RETENTION_LIMIT;
  const examineLimit = deps.examineLimit ?? RETENTION_EXAMINE_LIMIT;
  const cutoff = retentionCutoff(now, months).toISOString();
  const report: RetentionReport = { cutoff, months, examined: 0, anonymised: 0, providerCopiesKept: 0, taxReportsDeleted: 0, unconfirmedSignupsDeleted: 0 };

  for await (const lead of candidates(cutoff)) {
    if (report.anonymised >= limit || report.examined >= examineLimit) break;
    report.examined += 1;
    if ((await lastActivityOf(lead)) >= cutoff) continue;
    const keepProviderCopies = await addressKeptElsewhere(lead);
    await erasePerson({ emails: [], phones: [], leads: [lead] }, { actor: RETENTION_ACTOR, reason: 'retention', keepProviderCopies }, { now: () => now });
    report.anonymised += 1;
    if (keepProviderCopies) report.providerCopiesKept += 1;
  }

  for (const request of await itemsBefore('byKind', kindPartition('TAX_REPORT'), cutoff, examineLimit)) {
    await deleteKey(request.pk, request.sk);
    report.taxReportsDeleted += 1;
  }
  const signupCutoff = new Date(now.getTime() - UNCONFIRMED_SIGNUP_DAYS * 24 * 60 * 60 * 1000).toISOString();
  for (const signup of await itemsBefore('byState', statePartition('NEWSLETTER', 'pending'), signupCutoff, examineLimit)) {
    // The subscription and its confirmation outbox item share its partition.
    await Promise.all([deleteKey(signup.pk, signup.sk), deleteKey(signup.pk, 'OUTBOX')]);
    report.unconfirmedSignupsDeleted += 1;
  }

  if (report.anonymised + report.taxReportsDeleted + report.unconfirmedSignupsDeleted > 0) {
    await recordAudit(
      {
        actor: RETENTION_ACTOR,
        action: PRIVACY_AUDIT_ACTIONS.retention,
        target: RETENTION_AUDIT_TARGET,
        after: { anonymised: report.anonymised, taxReportsDeleted: report.taxReportsDeleted, unconfirmedSignupsDeleted: report.unconfirmedSignupsDeleted, cutoff, months },
      },
      { now: () => now },
    );
  }
  return report;
}

/** The scheduled Lambda (EventBridge, daily at 03:30 Dubai time; the local stack's timer on the same schedule). */
export const handler = async (): Promise<RetentionReport> => {
  const report = await runRetention();
  logger.info('Retention run', { ...report });
  return report;
};
