/**
 * The back-fill of the lead desk's index items (`npm run leads:backfill-desk`, issue 25): a lead stored before the
 * needs-first-contact queue and owners existed has neither its queue item nor its owner index item, so it is missing
 * from "Needs first contact", "Unassigned" and the tab's badge. Each lead gets what its creation writes today:
 * - the queue item (leads.ts `firstContactQueueItem`) when it has had no first contact and is not erased or anonymised,
 *   counted on its arrival day and in the waiting count as a creation counts it (first-contact-stats.ts
 *   `countArrival`): a lead in the queue is always counted, so its first contact (which counts it contacted and one
 *   fewer waiting) and its erasure keep the counters right;
 * - the owner index item (lead-owner-index.ts `ownerIndexItem`) under the lead's owner, unassigned when it has none,
 *   when it is not erased (an erased lead is nobody's).
 * Reads only the leads (Query by kind on `gsi1`, a page at a time) and, per lead, its two items by key. Each write is
 * one transaction: the item put only if absent, on condition that the lead is still as read (same status, no first
 * contact, not erased, same owner), so a change made meanwhile is never overwritten (the lead is left for the next
 * run); the status change and the first contact check that an item they read absent is still absent, so they never
 * leave a back-filled item behind either. An item already there is not written: running it again changes nothing.
 */
import { countArrival } from './first-contact-stats.ts';
import { cancellationReasons, queryPage, transactWrite, type TransactItem } from './items.ts';
import { ownerIndexItem, readOwnerIndex } from './lead-owner-index.ts';
import { firstContactQueueItem, isWaitingForFirstContact, leadKey, type Lead } from './leads.ts';
import { kindPartition, tableName } from './table.ts';

export type LeadDeskBackfill = {
  /** Leads read. */
  read: number;
  /** Queue items written (or, in a dry run, that would be). */
  queued: number;
  /** Owner index items written (or, in a dry run, that would be). */
  ownerIndexed: number;
  /** Writes not made because the lead changed since it was read (left for the next run). */
  changedMeanwhile: number;
};

/** The lead still as read: there, in the same status, not erased (a condition for a ConditionCheck on the lead). */
function leadAsRead(lead: Lead, extra: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> }): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: leadKey(lead.id),
      ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(erasedAt) AND #status = :status AND ${extra.expression}`,
      ExpressionAttributeNames: { '#status': 'status', ...extra.names },
      ExpressionAttributeValues: { ':status': lead.status, ...extra.values },
    },
  };
}

/** Writes one back-fill transaction; false when the lead (or the item) changed meanwhile. */
async function writeUnlessChanged(items: TransactItem[]): Promise<boolean> {
  try {
    await transactWrite(items);
    return true;
  } catch (error) {
    if (cancellationReasons(error).includes('ConditionalCheckFailed')) return false;
    throw error;
  }
}

/**
 * Gives every lead the queue item and owner index item it lacks (see the header), `pageSize` leads at a time. With
 * `dryRun`, reads the same and writes nothing; the counts say what it would write.
 */
export async function backfillLeadDesk(options: { pageSize?: number; dryRun?: boolean } = {}): Promise<LeadDeskBackfill> {
  const counts: LeadDeskBackfill = { read: 0, queued: 0, ownerIndexed: 0, changedMeanwhile: 0 };
  let startKey: Record<string, string | number> | undefined;
  do {
    const page = await queryPage({ index: 'byKind', partition: kindPartition('LEAD'), limit: options.pageSize ?? 500, startKey });
    for (const item of page.items) {
      counts.read++;
      const lead = item as unknown as Lead;
      if (lead.erasedAt) continue;
      const [waiting, ownerIndex] = await Promise.all([isWaitingForFirstContact(lead.id), readOwnerIndex(lead.id)]);
      if (!lead.firstContactAt && !waiting) {
        const written =
          options.dryRun ||
          (await writeUnlessChanged([
            leadAsRead(lead, { expression: 'attribute_not_exists(firstContactAt)' }),
            { Put: { TableName: tableName(), Item: firstContactQueueItem(lead), ConditionExpression: 'attribute_not_exists(pk)' } },
            ...countArrival(lead.createdAt),
          ]));
        if (written) counts.queued++;
        else counts.changedMeanwhile++;
      }
      if (!ownerIndex) {
        const owner = lead.owner ? { expression: '#owner = :owner', names: { '#owner': 'owner' }, values: { ':owner': lead.owner } } : { expression: 'attribute_not_exists(#owner)', names: { '#owner': 'owner' } };
        const written =
          options.dryRun ||
          (await writeUnlessChanged([
            leadAsRead(lead, owner),
            { Put: { TableName: tableName(), Item: ownerIndexItem(lead), ConditionExpression: 'attribute_not_exists(pk)' } },
          ]));
        if (written) counts.ownerIndexed++;
        else counts.changedMeanwhile++;
      }
    }
    startKey = page.lastKey;
  } while (startKey);
  return counts;
}
