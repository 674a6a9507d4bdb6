/**
 * Lead owners (issue 25, "Owners"): staff take, assign and reassign a lead (its `owner` attribute, the username of an
 * enabled member of staff on the roster, lead-roster.ts), each change one transaction with its owner index item
 * (lead-owner-index.ts) and its audit record ('lead.owner', before and after); and the "My leads" and "Unassigned"
 * lists, each one Query of the owner index items.
 */
import type { LeadStatus } from '#shared/admin/api-contract.ts';
import { LEAD_OWNER_AUDIT_ACTIONS } from '#shared/admin/lead-owner-messages.ts';
import { auditPut, leadTarget } from './audit-log.ts';
import { cancellationReasons, isTransactionConflict, queryPage, retryCollisions, transactWriteOnce } from './items.ts';
import { ownerIndexItem, ownerPartition, ownerStatusPartition } from './lead-owner-index.ts';
import { ownerOnRoster, readRoster } from './lead-roster.ts';
import { getLead, leadKey, leadPageOfIndexItems, type Lead, type LeadDeps, type LeadListPage } from './leads.ts';
import { decodeCursor } from './page-cursor.ts';
import { tableName } from './table.ts';

export type OwnerChange =
  | { outcome: 'changed' | 'unchanged'; lead: Lead }
  | { outcome: 'not-found' }
  | { outcome: 'not-on-roster' }
  | { outcome: 'erased' }
  | { outcome: 'conflict' };

/** The change lost a race: the lead's owner or status changed since it was read, or the roster lost the new owner. */
function lostRace(error: unknown): boolean {
  return isTransactionConflict(error) || ((error as Error).name === 'TransactionCanceledException' && cancellationReasons(error).includes('ConditionalCheckFailed'));
}

/**
 * Sets a lead's owner, or none (access pattern: take, assign or reassign a lead). One transaction: the lead (on
 * condition that it is not erased and its owner and status are still the ones read), its owner index item rewritten
 * under the new owner and its status (which also gives one to a lead stored before owners existed), the roster checked
 * to still hold the new owner, and the audit record. A change that lost a race is read again and tried again
 * (`retryCollisions`); after repeated collisions the answer is 'conflict'. Nothing is written for an unknown or erased
 * lead, or an owner not on the roster.
 */
export async function changeLeadOwner(id: string, owner: string | null, actor: string, deps: LeadDeps = {}): Promise<OwnerChange> {
  try {
    return await retryCollisions<OwnerChange>(async () => {
      const [lead, roster] = await Promise.all([getLead(id, { consistent: true }), readRoster()]);
      if (!lead) return { outcome: 'not-found' };
      if (lead.erasedAt) return { outcome: 'erased' };
      if (owner !== null && !roster.members.includes(owner)) return { outcome: 'not-on-roster' };
      const before = lead.owner ?? null;
      if (before === owner) return { outcome: 'unchanged', lead };
      // An owner of undefined is left out of the answer's JSON: the lead is unassigned.
      const changed: Lead = { ...lead, owner: owner ?? undefined };
      await transactWriteOnce([
        {
          Update: {
            TableName: tableName(),
            Key: leadKey(id),
            ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(erasedAt) AND #status = :status AND ${before === null ? 'attribute_not_exists(#owner)' : '#owner = :before'}`,
            UpdateExpression: owner === null ? 'REMOVE #owner' : 'SET #owner = :owner',
            ExpressionAttributeNames: { '#status': 'status', '#owner': 'owner' },
            ExpressionAttributeValues: {
              ':status': lead.status,
              ...(before === null ? {} : { ':before': before }),
              ...(owner === null ? {} : { ':owner': owner }),
            },
          },
        },
        { Put: { TableName: tableName(), Item: ownerIndexItem(changed) } },
        ...(owner === null ? [] : [ownerOnRoster(owner)]),
        auditPut({ actor, action: LEAD_OWNER_AUDIT_ACTIONS.owner, target: leadTarget(id), before: { owner: before }, after: { owner } }, deps),
      ]);
      return { outcome: 'changed', lead: changed };
    }, lostRace);
  } catch (error) {
    if (lostRace(error)) return { outcome: 'conflict' };
    throw error;
  }
}

/** Whose leads a list shows: one member of staff's, or the unassigned ones. */
export type OwnerSelection = { owner: string } | { unassigned: true };

/**
 * One page of the leads one member of staff owns ("My leads") or of the unassigned leads, newest first, alone or in
 * one status (access patterns: leads by owner, unassigned leads): one Query of the owner index items on `gsi1`
 * `LEADOWNER#<username>` / `LEADUNASSIGNED` or `gsi2` with `#<status>`, then the page's leads by key (parallel GetItems,
 * as the needs-first-contact queue does: no batch read in any grant). A lead erased between the two reads is left out.
 */
export async function listLeadsByOwner(selection: OwnerSelection, options: { status?: LeadStatus; cursor?: string; limit: number }): Promise<LeadListPage> {
  const owner = 'owner' in selection ? selection.owner : undefined;
  const index = options.status ? 'byState' : 'byKind';
  const page = await queryPage({
    index,
    partition: options.status ? ownerStatusPartition(owner, options.status) : ownerPartition(owner),
    newestFirst: true,
    limit: options.limit,
    startKey: decodeCursor(options.cursor),
  });
  return leadPageOfIndexItems(index, page);
}
