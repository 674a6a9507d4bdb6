/**
 * The shape every per-lead index item shares (the needs-first-contact queue, the owner index, the follow-up index):
 * an item in the lead's own partition under its own sort key, listed on the generic indexes under a kind (`gsi1`,
 * every lead of the list) and the same kind in the lead's status (`gsi2`), both ordered by one sort value. So each
 * view of the lead list, alone and with the status filter, is one Query, and the lead's own transactions keep the
 * item in step with it.
 */
import type { LeadStatus } from '#shared/admin/api-contract.ts';
import { entityKey, kindPartition, statePartition, TABLE_KEYS } from './table.ts';

export type LeadIndexItemSpec = {
  leadId: string;
  /** The item's sort key in the lead's partition, e.g. QUEUE#FIRSTCONTACT. */
  sk: string;
  /** The item's `kind` attribute (what the table's readers and the privacy rules recognise it by). */
  kind: string;
  /** The `gsi1` partition: the list it is on, e.g. FIRSTCONTACT or LEADOWNER#sara. */
  list: string;
  status: LeadStatus;
  /** The order within the list (both indexes), e.g. `<createdAt>#<id>`. */
  order: string;
};

export function leadIndexItem({ leadId, sk, kind, list, status, order }: LeadIndexItemSpec) {
  const { byKind, byState } = TABLE_KEYS.indexes;
  return {
    pk: entityKey('LEAD', leadId).pk,
    sk,
    kind,
    [byKind.partitionKey]: kindPartition(list),
    [byKind.sortKey]: order,
    [byState.partitionKey]: statePartition(list, status),
    [byState.sortKey]: order,
    leadId,
  };
}
