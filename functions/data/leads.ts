import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { LEAD_STATUSES, type AdminLead, type LeadStatus, type LeadView } from '#shared/admin/api-contract.ts';
import { phoneE164 } from '#shared/lead/phone-e164.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { auditPut, leadTarget } from './audit-log.ts';
import { InvalidCursorError } from './domain-error.ts';
import { leadIndexItem } from './lead-index-item.ts';
import {
  cancellationReasons,
  createOnce,
  entityItem,
  indexKeyOf,
  isTransactionConflict,
  queryPage,
  retryCollisions,
  transactWriteOnce,
  withoutKeys,
  type IndexPage,
} from './items.ts';
import { countArrival } from './first-contact-stats.ts';
import { followUpAsRead, followUpStatusMove } from './lead-follow-up-index.ts';
import { ownerIndexCreate, ownerIndexStatusMove, readOwnerIndex } from './lead-owner-index.ts';
import { writeInTurn } from './lead-roster.ts';
import { countNewLead, countStatusChange } from './lead-aggregates.ts';
import { analyticsKeysOf, countLeadAnalytics, countLeadAnalyticsStatusChange, furthestOf } from './analytics-lead-counters.ts';
import { leadOutboxPut } from './lead-syncs.ts';
import { exactEmailPhase, searchKeys, searchPlan, type SearchPhase } from './lead-search.ts';
import { decodeCursor, encodeCursor } from './page-cursor.ts';
import { entityKey, kindPartition, statePartition, TABLE_KEYS, tableName, type IndexName } from './table.ts';
import { countMetric, METRIC } from '../lib/metrics.ts';

export { LEAD_STATUSES, type LeadStatus };

/** The Lead entity (spec uk-and-admin.md section 3) plus where it came from: the shape staff see, stored as is. */
export type Lead = AdminLead;

export type NewLead = Omit<Lead, 'id' | 'status' | 'createdAt' | 'accessedGuide' | 'phoneE164'> & { accessedGuide?: boolean };

/** Clocks and ids are injected so tests can fix them. */
export type LeadDeps = { now?: () => Date; newId?: () => string };

const KIND = 'LEAD';

/** The primary key of a lead. */
export const leadKey = (id: string) => entityKey(KIND, id);

/**
 * The needs-first-contact queue (issue 25): one item per lead still waiting for its first contact, in the lead's own
 * partition (`sk=QUEUE#FIRSTCONTACT`, after the lead and its notes), listed by deadline on the generic indexes: `gsi1`
 * `FIRSTCONTACT` (every waiting lead) and `gsi2` `FIRSTCONTACT#<status>` (waiting in one status), both ordered by
 * `<createdAt>#<id>`, so each view is one Query. Written in the lead's creation, its status moved in the status change,
 * deleted by the first contact (lead-contacts.ts) and by an erasure. A lead stored before the queue existed has none.
 */
const QUEUE_KIND = 'FIRSTCONTACT';
export const firstContactQueueKey = (id: string) => ({ pk: leadKey(id).pk, sk: `QUEUE#${QUEUE_KIND}` });

/** The queue item of a lead waiting for its first contact (also written by the seeder and the desk back-fill). */
export function firstContactQueueItem(lead: Pick<Lead, 'id' | 'createdAt' | 'status'>) {
  const { sk } = firstContactQueueKey(lead.id);
  const order = `${lead.createdAt}#${lead.id}`;
  return { ...leadIndexItem({ leadId: lead.id, sk, kind: 'firstContactQueue', list: QUEUE_KIND, status: lead.status, order }), createdAt: lead.createdAt };
}

/** Is the lead in the queue? (A consistent read, before a change that must keep the queue item in step.) */
export async function isWaitingForFirstContact(id: string): Promise<boolean> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName(), Key: firstContactQueueKey(id), ConsistentRead: true }));
  return !!result.Item;
}

/** The idempotency scope of lead writes: every route that stores a lead (leads, capture, tax report) shares it. */
export const LEAD_IDEMPOTENCY_SCOPE = 'LEAD';

/**
 * Every attribute of a lead item derived from its personal fields: the search index keys (name, e-mail, phone; see
 * lead-search.ts `searchKeys`, which leadItem writes) and the phone number in E.164 (`phoneE164`, read with the lead's
 * country, as createLead stores it). The one place a correction (lead-edits.ts) derives them from, so a corrected lead
 * is found by its new values and no longer by its old ones: a key derived from personal fields is added here.
 */
export function leadDerivedAttributes(lead: Pick<Lead, 'id' | 'createdAt' | 'fullName' | 'email' | 'phone' | 'country'>): Record<string, string> {
  // Computed afresh from the phone and country (never a stored phoneE164, which a correction may have made stale).
  const e164 = phoneE164(lead.phone, lead.country);
  return { ...searchKeys({ ...lead, phoneE164: e164 }), ...(e164 ? { phoneE164: e164 } : {}) };
}

/** The names of every attribute leadDerivedAttributes may write: a correction removes those the new values lack. */
export const LEAD_DERIVED_ATTRIBUTES: readonly string[] = [
  ...(['byName', 'byEmail', 'byPhone'] as const).flatMap((index) => [TABLE_KEYS.indexes[index].partitionKey, TABLE_KEYS.indexes[index].sortKey]),
  'phoneE164',
];

/** The stored item of a lead: its key, the list indexes (all, by status) and the search indexes. */
export function leadItem(lead: Lead) {
  const item = entityItem(KIND, lead.id, { ...searchKeys(lead), ...lead }, { order: `${lead.createdAt}#${lead.id}`, state: lead.status });
  // Leads have always been stored with a lower-case kind marker; it stays, so every lead item keeps one shape.
  return { ...item, kind: 'lead' };
}

/**
 * Stores a new lead with status 'new' (access pattern: create lead), and in the same transaction adds it to the
 * overview's counters, writes its outbox item (staff e-mail and integration sync, done by the drain), puts it in the
 * needs-first-contact queue, counts it on its arrival day (first-contact-stats.ts), and gives it its owner index item:
 * with round-robin on, the owner whose turn it is, the roster's turn advanced in the same transaction (lead-roster.ts
 * `writeInTurn`); else unassigned. With an idempotency key, a key record joins the transaction; a repeat with the same
 * key writes nothing (neither lead nor counters nor turn) and returns the first lead's id. The analytics count it on
 * its arrival day in the same transaction (analytics-lead-counters.ts), its UTM pair's place in the day's capped list
 * claimed just before (a repeat finds its pair listed).
 */
export async function createLead(
  input: NewLead,
  options: { idempotencyKey?: string; requestFingerprint?: string } & LeadDeps = {},
): Promise<{ id: string; created: boolean }> {
  const now = (options.now ?? (() => new Date()))();
  // The number as E.164 (the lead's country for a number without prefix), absent when it cannot be read.
  const e164 = phoneE164(input.phone, input.country);
  const createdAt = now.toISOString();
  const lead: Lead = {
    ...input,
    ...(e164 ? { phoneE164: e164 } : {}),
    id: (options.newId ?? randomUUID)(),
    status: 'new',
    accessedGuide: input.accessedGuide ?? false,
    createdAt,
    // Where the analytics count it (its campaign's place in the day's capped list claimed now), kept on the lead so
    // its status changes and a test mark move the same counters (analytics-lead-counters.ts).
    furthestStatus: 'new',
    analyticsKeys: await analyticsKeysOf(input.attribution, createdAt),
  };
  // With round-robin on, the owner whose turn it is (lead-roster.ts), the turn advanced first among alsoWrite: after
  // the idempotency record (when there is a key) and the lead, which is where createOnce puts alsoWrite.
  const stored = await writeInTurn((turn) => {
    const owned: Lead = turn ? { ...lead, owner: turn.owner } : lead;
    // The outbox item (staff e-mail, sync to every active integration) is written with the lead: both or neither.
    return createOnce(leadItem(owned), {
      scope: LEAD_IDEMPOTENCY_SCOPE,
      idempotencyKey: options.idempotencyKey,
      requestFingerprint: options.requestFingerprint,
      now,
      alsoWrite: [
        ...(turn ? [turn.advance] : []),
        ...countNewLead(owned),
        leadOutboxPut(owned.id, now),
        // The 24-hour promise starts now: the lead waits in the queue and counts on its Dubai day.
        { Put: { TableName: tableName(), Item: firstContactQueueItem(owned), ConditionExpression: 'attribute_not_exists(pk)' } },
        ...countArrival(owned.createdAt),
        // Listed under its owner, or as unassigned ("My leads", "Unassigned").
        ownerIndexCreate(owned),
        // Counted on its arrival day for the analytics (page, variant, campaign, status; analytics-lead-counters.ts).
        ...countLeadAnalytics(owned, 1),
      ],
    });
  }, options.idempotencyKey ? 2 : 1);
  // Every form stores its leads here, so this is the one place LeadStored is counted; a repeat of a key is not a lead.
  if (stored.created) countMetric(METRIC.leadStored, { form: input.formType ?? 'unknown' });
  return stored;
}

/** Reads one lead by id (access pattern: get lead). */
export async function getLead(id: string, options: { consistent?: boolean } = {}): Promise<Lead | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName(), Key: leadKey(id), ConsistentRead: options.consistent }));
  return result.Item ? withoutKeys<Lead>(result.Item) : undefined;
}

/** `view` needs-first-contact cannot be combined with `q` (the handler refuses it); `all` or absent: every lead. */
export type LeadListOptions = { status?: LeadStatus; q?: string; view?: LeadView; cursor?: string; limit: number };
export type LeadListPage = {
  leads: Lead[];
  nextCursor?: string;
  /** The cursor of a page that would start right after leads[index] (a caller that keeps only part of a page). */
  cursorAfter: (index: number) => string;
};

type Phase = SearchPhase | { index: 'byKind' | 'byState'; partition: string; prefix?: undefined; exclude?: undefined };

/** The cursor of a search remembers which of its index queries it is in; a plain list cursor is the key alone. */
function decodeListCursor(cursor: string | undefined, phases: number): { phase: number; startKey?: Record<string, string | number> } {
  const decoded = decodeCursor(cursor);
  if (!decoded) return { phase: 0 };
  const { phase = 0, ...startKey } = decoded;
  if (typeof phase !== 'number' || !Number.isInteger(phase) || phase < 0 || phase >= phases) {
    throw new InvalidCursorError('unknown search phase');
  }
  return { phase, startKey: Object.keys(startKey).length ? startKey : undefined };
}

/**
 * One page of leads (access patterns: list all leads newest first; list leads in one status; search leads by the
 * beginning of a name, e-mail address or phone number). Without a search, one Query on `gsi1` (all) or `gsi2` (one
 * status), newest first. A search queries the sparse search indexes (see lead-search.ts); a status filter on a
 * search is applied to the search results (a FilterExpression), so such a page may hold fewer than `limit` leads
 * while a cursor says more may follow.
 */
export async function listLeads(options: LeadListOptions): Promise<LeadListPage> {
  if (options.view === 'needs-first-contact') return listWaitingForFirstContact(options);
  const phases: Phase[] =
    options.q !== undefined
      ? searchPlan(options.q)
      : [options.status ? { index: 'byState', partition: statePartition(KIND, options.status) } : { index: 'byKind', partition: kindPartition(KIND) }];
  const leads: Lead[] = [];
  const positions: Record<string, string | number>[] = [];
  const cursorAfter = (index: number) => encodeCursor(positions[index])!;
  if (!phases.length) return { leads, cursorAfter };
  let { phase, startKey } = decodeListCursor(options.cursor, phases.length);
  while (phase < phases.length) {
    const current = phases[phase]!;
    const page: IndexPage = await queryPage({
      index: current.index,
      partition: current.partition,
      sortKeyPrefix: current.prefix,
      newestFirst: current.prefix === undefined,
      filter: searchFilter(options.q !== undefined ? options.status : undefined, current.exclude),
      limit: options.limit - leads.length,
      startKey,
    });
    const position = (key: Record<string, string | number>) => (phases.length > 1 ? { ...key, phase } : key);
    for (const item of page.items) {
      leads.push(withoutKeys<Lead>(item));
      positions.push(position(indexKeyOf(current.index, item)));
    }
    if (page.lastKey) return { leads, nextCursor: encodeCursor(position(page.lastKey)), cursorAfter };
    phase += 1;
    startKey = undefined;
    // A full page that ends a phase: the next page starts the next phase.
    if (leads.length === options.limit && phase < phases.length) return { leads, nextCursor: encodeCursor({ phase }), cursorAfter };
  }
  return { leads, cursorAfter };
}

/**
 * One page of the leads waiting for their first contact, oldest (most urgent deadline) first (access patterns: the
 * needs-first-contact queue, alone and in one status): one Query of the queue items on `gsi1` `FIRSTCONTACT` or `gsi2`
 * `FIRSTCONTACT#<status>`, then the page's leads by key. The functions may not batch-read (no BatchGetItem in any
 * grant, infra/test/api-stack.test.ts), so they are parallel GetItems: the same capacity, one round trip of latency.
 * A lead erased between the two reads is left out of the page.
 */
async function listWaitingForFirstContact(options: LeadListOptions): Promise<LeadListPage> {
  const index = options.status ? 'byState' : 'byKind';
  const page = await queryPage({
    index,
    partition: options.status ? statePartition(QUEUE_KIND, options.status) : kindPartition(QUEUE_KIND),
    limit: options.limit,
    startKey: decodeCursor(options.cursor),
  });
  return leadPageOfIndexItems(index, page);
}

/**
 * The lead list's page from one page of per-lead index items (the queue, owner and follow-up views): each item's lead
 * by key (the functions may not batch-read, so parallel GetItems: the same capacity, one round trip of latency),
 * leaving out a lead erased between the two reads, with the cursors after each lead kept.
 */
export async function leadPageOfIndexItems(index: IndexName, page: { items: Record<string, unknown>[]; lastKey?: Record<string, unknown> }): Promise<LeadListPage> {
  const read = await Promise.all(page.items.map((item) => getLead(String(item.leadId))));
  const leads: Lead[] = [];
  const positions: Record<string, string>[] = [];
  read.forEach((lead, position) => {
    if (!lead) return;
    leads.push(lead);
    positions.push(indexKeyOf(index, page.items[position]!));
  });
  return { leads, nextCursor: encodeCursor(page.lastKey), cursorAfter: (position) => encodeCursor(positions[position])! };
}

function searchFilter(status: LeadStatus | undefined, exclude: SearchPhase['exclude']) {
  const clauses: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (status) {
    clauses.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = status;
  }
  if (exclude) {
    clauses.push('NOT begins_with(#excluded, :excluded)');
    names['#excluded'] = TABLE_KEYS.indexes[exclude.index].sortKey;
    values[':excluded'] = exclude.prefix;
  }
  return clauses.length ? { expression: clauses.join(' AND '), names, values } : undefined;
}

/** The most recent leads (access pattern: the overview's recent leads): one Query on `gsi1`, newest first. */
export async function listRecentLeads(limit: number): Promise<Lead[]> {
  const page = await queryPage({ index: 'byKind', partition: kindPartition(KIND), newestFirst: true, limit });
  return page.items.map((item) => withoutKeys<Lead>(item));
}

/** Submissions of one person that the detail view lists, at most. */
const SAME_PERSON_MAX = 50;

/**
 * The other leads with the same e-mail address, oldest first (access pattern: one person's submissions): one Query on
 * the e-mail index for the exact address.
 */
export async function listLeadsByEmail(email: string, exceptId: string): Promise<Lead[]> {
  const phase = exactEmailPhase(email);
  if (!phase) return [];
  const page = await queryPage({ index: phase.index, partition: phase.partition, sortKeyPrefix: phase.prefix, limit: SAME_PERSON_MAX + 1 });
  return page.items.map((item) => withoutKeys<Lead>(item)).filter((lead) => lead.id !== exceptId).slice(0, SAME_PERSON_MAX);
}

/**
 * The condition that a lead's test mark and furthest status are still as read (issue 26), for a change whose counter
 * updates depend on them (a status change, a test mark): `#furthestStatus` and `#test` are its names.
 */
export function analyticsAsRead(lead: Pick<Lead, 'test' | 'furthestStatus'>): { expression: string; names: Record<string, string>; values: Record<string, unknown> } {
  const names = { '#furthestStatus': 'furthestStatus', '#test': 'test' };
  const values: Record<string, unknown> = {};
  const clauses = [lead.test ? '#test = :wasTest' : 'attribute_not_exists(#test)'];
  if (lead.test) values[':wasTest'] = true;
  if (lead.furthestStatus) {
    clauses.push('#furthestStatus = :wasFurthest');
    values[':wasFurthest'] = lead.furthestStatus;
  } else clauses.push('attribute_not_exists(#furthestStatus)');
  return { expression: clauses.join(' AND '), names, values };
}

export type StatusChange = { outcome: 'changed' | 'unchanged'; lead: Lead } | { outcome: 'not-found' } | { outcome: 'conflict' };

/** A status change lost a race: the lead's status changed since it was read (its condition), or a transaction met it. */
function lostRace(error: unknown): boolean {
  if (isTransactionConflict(error)) return true;
  return (error as Error).name === 'TransactionCanceledException' && cancellationReasons(error).includes('ConditionalCheckFailed');
}

/**
 * Sets a lead's status (access pattern: change a lead's status). One transaction: the lead (on condition that its
 * status is still the one read), its needs-first-contact queue item while it waits, the status counters, the audit
 * record, and its owner index item (moved, or checked absent: lead-owner-index.ts); the analytics' lead counters of its
 * arrival day and its furthest status (on condition that it and the test mark are as read). A test lead's change moves
 * no counter (test-leads.ts). When another change got there
 * first, the lead is read again and the change tried again (`retryCollisions`: at most CONFLICT_ATTEMPTS transactions
 * in all); after repeated collisions the answer is 'conflict'.
 */
export async function changeLeadStatus(id: string, to: LeadStatus, actor: string, deps: LeadDeps = {}): Promise<StatusChange> {
  const { partitionKey: statePartitionKey } = TABLE_KEYS.indexes.byState;
  try {
    return await retryCollisions<StatusChange>(async () => {
      const [lead, waiting, ownerIndex] = await Promise.all([getLead(id, { consistent: true }), isWaitingForFirstContact(id), readOwnerIndex(id)]);
      if (!lead) return { outcome: 'not-found' };
      if (lead.status === to) return { outcome: 'unchanged', lead };
      // A lead waiting for its first contact is listed in the queue under its status too: moved with it. Its first
      // contact deleting the queue item meanwhile fails this condition, and the change is tried again as read anew.
      const queueItem = waiting
        ? [
            {
              Update: {
                TableName: tableName(),
                Key: firstContactQueueKey(id),
                ConditionExpression: 'attribute_exists(pk)',
                UpdateExpression: 'SET #statePartition = :state',
                ExpressionAttributeNames: { '#statePartition': statePartitionKey },
                ExpressionAttributeValues: { ':state': statePartition(QUEUE_KIND, to) },
              },
            },
          ]
        : // Not waiting: checked to be still out of the queue, so a queue item the desk back-fill writes meanwhile
          // (lead-desk-backfill.ts) fails this change, which is read again and moves it.
          [{ ConditionCheck: { TableName: tableName(), Key: firstContactQueueKey(id), ConditionExpression: 'attribute_not_exists(pk)' } }];
      const followUpUnchanged = followUpAsRead(lead.followUp);
      // The furthest status reached and the test mark as read (analytics-lead-counters.ts): a lead moved there and back
      // meanwhile, or marked as a test, fails this, and the change is read again.
      const analyticsUnchanged = analyticsAsRead(lead);
      const furthest = lead.analyticsKeys ? furthestOf(lead.furthestStatus ?? lead.status, to) : undefined;
      await transactWriteOnce([
        {
          Update: {
            TableName: tableName(),
            Key: leadKey(id),
            // The status and the follow-up as read: a follow-up set meanwhile fails this, and the change is read again.
            ConditionExpression: `#status = :from AND ${followUpUnchanged.expression} AND ${analyticsUnchanged.expression}`,
            UpdateExpression: `SET #status = :to, #statePartition = :state${furthest ? ', #furthestStatus = :furthestTo' : ''}`,
            ExpressionAttributeNames: { '#status': 'status', '#statePartition': statePartitionKey, ...followUpUnchanged.names, ...analyticsUnchanged.names },
            ExpressionAttributeValues: {
              ':from': lead.status,
              ':to': to,
              ':state': statePartition(KIND, to),
              ...followUpUnchanged.values,
              ...analyticsUnchanged.values,
              ...(furthest ? { ':furthestTo': furthest } : {}),
            },
          },
        },
        ...queueItem,
        // A lead with a follow-up is listed under its status in the follow-up views too: moved with it.
        ...(lead.followUp ? [followUpStatusMove(id, to)] : []),
        // A test lead is in no counter (test-leads.ts): its status change moves none.
        ...(lead.test ? [] : [countStatusChange(lead.status, to)]),
        ...countLeadAnalyticsStatusChange(lead, to),
        auditPut({ actor, action: 'lead.status', target: leadTarget(id), before: { status: lead.status }, after: { status: to } }, deps),
        // "My leads" and "Unassigned" list the lead under its status too (lead-owner-index.ts): moved with it.
        ownerIndexStatusMove(ownerIndex, id, to),
      ]);
      return { outcome: 'changed', lead: { ...lead, status: to, ...(furthest ? { furthestStatus: furthest } : {}) } };
    }, lostRace);
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException' && lostRace(error)) return { outcome: 'conflict' };
    throw error;
  }
}
