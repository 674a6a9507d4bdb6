/**
 * The follow-up index item (issue 25, "Owners and follow-ups"): one item per lead that has a next follow-up, in the
 * lead's own partition (`pk=LEAD#<id>`, `sk=QUEUE#FOLLOWUP`, after the lead, its notes and its timeline), listed by the
 * follow-up's UTC time on the generic indexes: `gsi1` `FOLLOWUP` (every follow-up) and `gsi2` `FOLLOWUP#<status>`
 * (follow-ups of leads in one status), both ordered by `<at>#<leadId>`, so "Due today" and "Overdue", alone and with
 * the status filter, are each one Query. Kept in step with the lead's `followUp` attribute in the same transactions.
 *
 * Its own module (keys and item only, no reads) so that leads.ts (the status change moves it) and lead-follow-ups.ts
 * (which reads leads) can both use it without importing each other.
 */
import type { LeadFollowUp, LeadStatus } from '#shared/admin/api-contract.ts';
import type { TransactItem } from './items.ts';
import { leadIndexItem } from './lead-index-item.ts';
import { entityKey, statePartition, TABLE_KEYS, tableName } from './table.ts';

export const FOLLOW_UP_KIND = 'FOLLOWUP';

export const followUpIndexKey = (leadId: string) => ({ pk: entityKey('LEAD', leadId).pk, sk: `QUEUE#${FOLLOW_UP_KIND}` });

/** The index item of a lead's follow-up at `at` (UTC ISO), for a lead in `status`. */
export function followUpIndexItem(leadId: string, at: string, status: LeadStatus) {
  const { sk } = followUpIndexKey(leadId);
  return { ...leadIndexItem({ leadId, sk, kind: 'followUpIndex', list: FOLLOW_UP_KIND, status, order: `${at}#${leadId}` }), at };
}

/**
 * A status change of a lead with a follow-up moves its index item to the new status's partition (in the change's
 * transaction; condition: the item is there, so a follow-up cleared meanwhile fails the change, which is read again).
 */
export function followUpStatusMove(leadId: string, to: LeadStatus): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: followUpIndexKey(leadId),
      ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression: 'SET #statePartition = :state',
      ExpressionAttributeNames: { '#statePartition': TABLE_KEYS.indexes.byState.partitionKey },
      ExpressionAttributeValues: { ':state': statePartition(FOLLOW_UP_KIND, to) },
    },
  };
}

/**
 * A condition (for the lead's own Update or ConditionCheck) that its follow-up is still the one read: absent, or set
 * at the same moment. A change that must keep the index item in step fails it when the follow-up changed meanwhile.
 */
export function followUpAsRead(followUp: LeadFollowUp | undefined): { expression: string; names: Record<string, string>; values: Record<string, unknown> } {
  if (!followUp) return { expression: 'attribute_not_exists(#followUp)', names: { '#followUp': 'followUp' }, values: {} };
  return {
    expression: '#followUp.#followUpUpdatedAt = :followUpUpdatedAt',
    names: { '#followUp': 'followUp', '#followUpUpdatedAt': 'updatedAt' },
    values: { ':followUpUpdatedAt': followUp.updatedAt },
  };
}
