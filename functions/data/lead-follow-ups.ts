/**
 * A lead's next follow-up (issue 25, "Owners and follow-ups"): `followUp` `{ at, note, by, updatedAt }` on the lead
 * (`at` in UTC ISO), mirrored by its index item (lead-follow-up-index.ts), which lists the leads by follow-up time for
 * the "Due today" and "Overdue" views and the morning digest. Every change writes the lead, the index item and the
 * audit record (`lead.followUp`, before/after the follow-up or null) in one transaction, on condition that the lead's
 * status and follow-up are still as read (the index item carries the status); a change that lost a race is read again.
 */
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { LeadFollowUp, LeadStatus } from '#shared/admin/api-contract.ts';
import { FOLLOW_UP_AUDIT_ACTION } from '#shared/admin/follow-up-messages.ts';
import { DUBAI_UTC_OFFSET_HOURS, dubaiDay } from '#shared/lead/first-contact-promise.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { auditPut, leadTarget } from './audit-log.ts';
import { InvalidCursorError } from './domain-error.ts';
import { cancellationReasons, indexKeyOf, isTransactionConflict, retryCollisions, transactWriteOnce, type TransactItem } from './items.ts';
import { followUpAsRead, followUpIndexItem, followUpIndexKey, FOLLOW_UP_KIND } from './lead-follow-up-index.ts';
import { getLead, leadKey, leadPageOfIndexItems, type Lead, type LeadDeps, type LeadListPage } from './leads.ts';
import { decodeCursor } from './page-cursor.ts';
import { kindPartition, statePartition, TABLE_KEYS, tableName } from './table.ts';

/** What staff plan: when (UTC ISO) and what to do. */
export type FollowUpPlan = { at: string; note: string };

const HOUR_MS = 3_600_000;

/** The current Dubai day as UTC ISO bounds: from its midnight (inclusive) to the next midnight (exclusive). */
export function dubaiDayRange(now: Date): { from: string; to: string } {
  const start = Date.parse(`${dubaiDay(now)}T00:00:00.000Z`) - DUBAI_UTC_OFFSET_HOURS * HOUR_MS;
  return { from: new Date(start).toISOString(), to: new Date(start + 24 * HOUR_MS).toISOString() };
}

/** The parts of an Update of the lead item that set or remove its follow-up, to merge into another change's Update. */
export type LeadFollowUpUpdate = { set: string[]; remove: string[]; names: Record<string, string>; values: Record<string, unknown> };

/**
 * What setting (`next`) or clearing (undefined) a lead's follow-up writes, besides the lead's own Update: the lead's
 * update clauses and condition (its status and follow-up as read), the index item's Put or Delete, and the audit
 * record. Undefined when there is nothing to change (clearing a lead without a follow-up). The audit record's id is
 * `auditId` when given (a contact's transaction records its own audit too).
 */
export function followUpChange(
  lead: Pick<Lead, 'id' | 'status' | 'followUp'>,
  next: FollowUpPlan | undefined,
  by: string,
  deps: LeadDeps & { auditId?: string } = {},
): { update: LeadFollowUpUpdate; condition: ReturnType<typeof followUpAsRead>; items: TransactItem[]; followUp: LeadFollowUp | undefined } | undefined {
  if (!next && !lead.followUp) return undefined;
  const now = (deps.now ?? (() => new Date()))();
  const followUp: LeadFollowUp | undefined = next ? { at: next.at, note: next.note, by, updatedAt: now.toISOString() } : undefined;
  const asRead = followUpAsRead(lead.followUp);
  const condition = {
    // Never on an erased lead: the erasure removes the follow-up, then its index item (privacy/erasure.ts).
    expression: `attribute_exists(pk) AND attribute_not_exists(#followUpErasedAt) AND #followUpLeadStatus = :followUpLeadStatus AND ${asRead.expression}`,
    names: { ...asRead.names, '#followUpLeadStatus': 'status', '#followUpErasedAt': 'erasedAt' },
    values: { ...asRead.values, ':followUpLeadStatus': lead.status },
  };
  const update: LeadFollowUpUpdate = followUp
    ? { set: ['#followUp = :followUp'], remove: [], names: { '#followUp': 'followUp' }, values: { ':followUp': followUp } }
    : { set: [], remove: ['#followUp'], names: { '#followUp': 'followUp' }, values: {} };
  const index: TransactItem = followUp
    ? { Put: { TableName: tableName(), Item: followUpIndexItem(lead.id, followUp.at, lead.status) } }
    : { Delete: { TableName: tableName(), Key: followUpIndexKey(lead.id) } };
  const audit = auditPut(
    {
      actor: by,
      action: FOLLOW_UP_AUDIT_ACTION,
      target: leadTarget(lead.id),
      before: lead.followUp ? { at: lead.followUp.at, note: lead.followUp.note } : null,
      after: followUp ? { at: followUp.at, note: followUp.note } : null,
    },
    { now: () => now, newId: deps.auditId ? () => deps.auditId! : deps.newId },
  );
  return { update, condition, items: [index, audit], followUp };
}

/** A change lost a race: the lead's status or follow-up changed since it was read, or a transaction met it. */
export function lostFollowUpRace(error: unknown): boolean {
  return isTransactionConflict(error) || ((error as Error).name === 'TransactionCanceledException' && cancellationReasons(error).includes('ConditionalCheckFailed'));
}

/**
 * Sets or moves (`next`) or clears (undefined) a lead's follow-up (access pattern: set a lead's follow-up). One
 * transaction: the lead (`SET`/`REMOVE followUp`, condition: status and follow-up as read), its index item (Put or
 * Delete), the audit record. Undefined for an unknown or erased lead (nothing written); clearing a lead without one
 * writes nothing and answers the lead.
 */
export async function changeLeadFollowUp(leadId: string, next: FollowUpPlan | undefined, by: string, deps: LeadDeps = {}): Promise<Lead | undefined> {
  return retryCollisions<Lead | undefined>(async () => {
    const lead = await getLead(leadId, { consistent: true });
    // An erased lead is a tombstone no one can contact: it has no follow-up to plan.
    if (!lead || lead.erasedAt) return undefined;
    const change = followUpChange(lead, next, by, deps);
    if (!change) return lead;
    const { update, condition } = change;
    await transactWriteOnce([
      {
        Update: {
          TableName: tableName(),
          Key: leadKey(leadId),
          ConditionExpression: condition.expression,
          UpdateExpression: [update.set.length ? `SET ${update.set.join(', ')}` : '', update.remove.length ? `REMOVE ${update.remove.join(', ')}` : ''].filter(Boolean).join(' '),
          ExpressionAttributeNames: { ...update.names, ...condition.names },
          ExpressionAttributeValues: { ...update.values, ...condition.values },
        },
      },
      ...change.items,
    ]);
    if (change.followUp) return { ...lead, followUp: change.followUp };
    const cleared = { ...lead };
    delete cleared.followUp;
    return cleared;
  }, lostFollowUpRace);
}

/** Which follow-ups a query reads: from `from` (inclusive) to `to` (exclusive), UTC ISO, optionally one status. */
type FollowUpRange = { from?: string; to: string; status?: LeadStatus };

/** The key condition of a range: the sort key is `<at>#<leadId>`, so `<to>` itself sorts before any follow-up at `to`. */
function rangeCondition(range: FollowUpRange) {
  return range.from === undefined
    ? { expression: '#pk = :pk AND #sk < :to', values: { ':to': range.to } }
    : { expression: '#pk = :pk AND #sk BETWEEN :from AND :to', values: { ':from': range.from, ':to': range.to } };
}

/** One page of index items of a range (Limit page + 1: the extra item proves a next page), earliest first. */
async function followUpIndexPage(range: FollowUpRange, limit: number, startKey?: Record<string, string | number>) {
  const index: 'byKind' | 'byState' = range.status ? 'byState' : 'byKind';
  const { name, partitionKey, sortKey } = TABLE_KEYS.indexes[index];
  const partition = range.status ? statePartition(FOLLOW_UP_KIND, range.status) : kindPartition(FOLLOW_UP_KIND);
  if (startKey) checkStartKey(index, partition, range, startKey);
  const condition = rangeCondition(range);
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: name,
      KeyConditionExpression: condition.expression,
      ExpressionAttributeNames: { '#pk': partitionKey, '#sk': sortKey },
      ExpressionAttributeValues: { ':pk': partition, ...condition.values },
      Limit: limit + 1,
      ExclusiveStartKey: startKey,
    }),
  );
  const items = (result.Items ?? []).slice(0, limit);
  const more = (result.Items ?? []).length > limit;
  return { index, items, lastKey: more ? indexKeyOf(index, items.at(-1)!) : undefined };
}

/** A cursor this range did not hand out (other names, partition, or a time outside the range, e.g. yesterday's) is refused. */
function checkStartKey(index: 'byKind' | 'byState', partition: string, range: FollowUpRange, startKey: Record<string, unknown>) {
  const { partitionKey, sortKey } = TABLE_KEYS.indexes[index];
  const expected = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, partitionKey, sortKey];
  const order = startKey[sortKey];
  const valid =
    Object.keys(startKey).length === expected.length &&
    expected.every((name) => typeof startKey[name] === 'string' && startKey[name] !== '') &&
    startKey[partitionKey] === partition &&
    typeof order === 'string' &&
    order < range.to &&
    (range.from === undefined || order >= range.from);
  if (!valid) throw new InvalidCursorError('not a start key of this follow-up view');
}

/** The leads of index items, by key, in their order (parallel GetItems; a lead erased meanwhile is left out). */
async function leadsOf(items: Record<string, unknown>[]): Promise<(Lead | undefined)[]> {
  return Promise.all(items.map((item) => getLead(String(item.leadId))));
}

/**
 * One page of the "Due today" (follow-up within the current Dubai day) or "Overdue" (follow-up before now) view,
 * earliest follow-up first, alone or in one status (access patterns: follow-ups due today, overdue): one Query of the
 * index items on `gsi1` `FOLLOWUP` or `gsi2` `FOLLOWUP#<status>` with the range on the sort key, then the page's
 * leads by key (parallel GetItems, as the needs-first-contact queue does).
 */
export async function listLeadsByFollowUp(
  options: { view: 'due-today' | 'overdue'; status?: LeadStatus; cursor?: string; limit: number },
  now: Date = new Date(),
): Promise<LeadListPage> {
  const range: FollowUpRange = options.view === 'due-today' ? { ...dubaiDayRange(now), status: options.status } : { to: now.toISOString(), status: options.status };
  const page = await followUpIndexPage(range, options.limit, decodeCursor(options.cursor));
  return leadPageOfIndexItems(page.index, page);
}

/**
 * The leads whose follow-up is before `to` (overdue, or due later that day), earliest first, at most `max` (access
 * pattern: the morning digest's follow-ups): pages of one Query on `gsi1` `FOLLOWUP`, then each lead by key.
 */
export async function leadsWithFollowUpBefore(to: string, max: number): Promise<Lead[]> {
  const leads: Lead[] = [];
  let startKey: Record<string, string | number> | undefined;
  do {
    const page = await followUpIndexPage({ to }, Math.min(100, max - leads.length), startKey);
    for (const lead of await leadsOf(page.items)) if (lead) leads.push(lead);
    startKey = page.lastKey;
  } while (startKey && leads.length < max);
  return leads;
}

/** An erased or anonymised lead leaves the follow-up views (its `followUp` goes with the lead's other fields). */
export async function dropFollowUpIndex(leadId: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: followUpIndexKey(leadId) }));
}
