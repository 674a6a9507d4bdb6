import { config } from '../lib/config.ts';

/**
 * The single table's key schema, read by the data-access modules and by the CDK data stack (and the local stack's
 * table creation), so the keys exist in exactly one place. See DATA-MODEL.md for what each index serves.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLive: 'expiresAt',
  indexes: {
    /** Collections: every item of one kind, newest first (gsi1pk = kind, gsi1sk = createdAt#id). */
    byKind: { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    /** A kind filtered by a state (gsi2pk = kind#state, gsi2sk = createdAt#id), e.g. leads by status. */
    byState: { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    /**
     * Sparse search indexes: only leads carry these keys. Partition = field and first character of the normalised
     * value (`LEADNAME#o`), sort key = `<normalised value>#<createdAt>#<id>`, so a prefix search is one Query with
     * begins_with.
     */
    byName: { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    byEmail: { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
    byPhone: { name: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
  },
} as const;

export type IndexName = keyof typeof TABLE_KEYS.indexes;

/** The primary key of an entity: partition `KIND#id`, sort key the kind itself, so one GetItem reads it. */
export function entityKey(kind: string, id: string) {
  return { [TABLE_KEYS.partitionKey]: `${kind}#${id}`, [TABLE_KEYS.sortKey]: kind };
}

/** The byKind partition of a kind: every item of that kind (`LEAD`, `TESTIMONIAL`). */
export const kindPartition = (kind: string) => kind;

/** The byState partition of a kind in one state (`LEAD#new`, `TESTIMONIAL#active`). */
export const statePartition = (kind: string, state: string) => `${kind}#${state}`;

export const tableName = () => config().tableName;
