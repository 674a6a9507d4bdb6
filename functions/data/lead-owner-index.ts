/**
 * The owner index item (issue 25, "Owners"): one item per lead, in the lead's own partition (`pk=LEAD#<id>`,
 * `sk=OWNER`, after the lead, its notes and its timeline, so the detail view's read never pages through it), listed
 * newest first (`<createdAt>#<id>`) on the generic indexes under its owner: `gsi1` `LEADOWNER#<username>` (the leads
 * one member of staff owns) or `LEADUNASSIGNED`, and `gsi2` the same with `#<status>` (in one status). So "My leads"
 * and "Unassigned", each alone and with the status filter, are one Query each.
 *
 * Written in the lead's creation transaction (with its round-robin owner, or unassigned), rewritten by every owner
 * change, moved to the new status by the status change, deleted after the lead's anonymisation (an erasure). A lead
 * stored before owners existed has none until its owner is first changed (it is then written), so it is not listed
 * under "Unassigned" before that.
 *
 * Its own module (keys, item and its one read) so that leads.ts (creation, status change) and lead-owners.ts (which
 * reads leads) can both use it without importing each other.
 */
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { LeadStatus } from '#shared/admin/api-contract.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import type { TransactItem } from './items.ts';
import { leadIndexItem } from './lead-index-item.ts';
import { entityKey, kindPartition, statePartition, TABLE_KEYS, tableName } from './table.ts';

const OWNER_KIND = 'LEADOWNER';
const UNASSIGNED_KIND = 'LEADUNASSIGNED';

/** The kind partition (`gsi1`) a lead is listed under: its owner's, or the unassigned leads'. */
export const ownerPartition = (owner: string | undefined) => (owner ? kindPartition(`${OWNER_KIND}#${owner}`) : kindPartition(UNASSIGNED_KIND));

/** The same in one status (`gsi2`). */
export const ownerStatusPartition = (owner: string | undefined, status: LeadStatus) => statePartition(ownerPartition(owner), status);

export const ownerIndexKey = (leadId: string) => ({ pk: entityKey('LEAD', leadId).pk, sk: 'OWNER' });

/** The index item of a lead with this owner (undefined: unassigned) in this status. */
export function ownerIndexItem(lead: { id: string; createdAt: string; status: LeadStatus; owner?: string }) {
  const { sk } = ownerIndexKey(lead.id);
  const order = `${lead.createdAt}#${lead.id}`;
  return { ...leadIndexItem({ leadId: lead.id, sk, kind: 'leadOwnerIndex', list: ownerPartition(lead.owner), status: lead.status, order }), createdAt: lead.createdAt };
}

/** The item as a new lead's creation writes it (the lead's id is new: the item cannot exist). */
export const ownerIndexCreate = (lead: Parameters<typeof ownerIndexItem>[0]): TransactItem => ({
  Put: { TableName: tableName(), Item: ownerIndexItem(lead), ConditionExpression: 'attribute_not_exists(pk)' },
});

/** The lead's index item, strongly consistent (before a change that must keep it in step); undefined when none. */
export async function readOwnerIndex(leadId: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: ownerIndexKey(leadId), ConsistentRead: true }));
  return Item;
}

/**
 * A status change moves the index item to the new status's partition under the same owner, on condition that its
 * owner is still the one read; a lead without one (stored before owners existed) is checked to still have none. An
 * owner change meanwhile fails the status change, which is read again and tried again, so the item is never left in
 * the old status.
 */
export function ownerIndexStatusMove(indexItem: Record<string, unknown> | undefined, leadId: string, to: LeadStatus): TransactItem {
  if (!indexItem) return { ConditionCheck: { TableName: tableName(), Key: ownerIndexKey(leadId), ConditionExpression: 'attribute_not_exists(pk)' } };
  const { byKind, byState } = TABLE_KEYS.indexes;
  const partition = String(indexItem[byKind.partitionKey]);
  return {
    Update: {
      TableName: tableName(),
      Key: ownerIndexKey(leadId),
      ConditionExpression: '#ownerPartition = :owner',
      UpdateExpression: 'SET #statePartition = :state',
      ExpressionAttributeNames: { '#ownerPartition': byKind.partitionKey, '#statePartition': byState.partitionKey },
      ExpressionAttributeValues: { ':owner': partition, ':state': statePartition(partition, to) },
    },
  };
}

/**
 * Deletes the lead's index item (access pattern: a lead erased): an erased lead is nobody's and not waiting to be taken.
 * Called after the tombstone is written (privacy/erasure.ts): an owner change requires the lead not erased, so none
 * can write the item again afterwards. Nothing happens for a lead without one.
 */
export async function dropOwnerIndex(leadId: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: ownerIndexKey(leadId) }));
}
