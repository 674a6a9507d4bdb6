/**
 * How long the drain's work has waited (access pattern: work ages, read by the drain once a run): the oldest due sync
 * record, the oldest lead outbox item and the oldest newsletter confirmation outbox item. Read from the two work
 * partitions of the byState index (gsi2) the drain already lists its work from: `SYNCWORK` (lead outbox items and sync
 * records still to do) and `NEWSLETTER#outbox`. Both are small (the work of the last minutes; a bulk sync adds at most
 * 500), and each read stops after MAX_ITEMS, so a run never reads more than a few pages whatever happens.
 */
import type { WorkAges } from '../lib/work-age.ts';
import { WORK_PARTITION } from './lead-syncs.ts';
import { queryAll } from './paged-reads.ts';
import { statePartition, TABLE_KEYS, tableName } from './table.ts';

/** At most this many work items are read per partition a run (a backlog larger than this is already an alarm). */
const MAX_ITEMS = 2000;

type WorkEntry = { gsi2sk: string; kind?: string; queuedAt?: string; dueAt?: string };

/** The work items of a partition, in due order, with only what an age needs. */
async function workOf(partition: string): Promise<WorkEntry[]> {
  const { name } = TABLE_KEYS.indexes.byState;
  const entries = await queryAll(
    {
      TableName: tableName(),
      IndexName: name,
      KeyConditionExpression: 'gsi2pk = :work',
      ExpressionAttributeValues: { ':work': partition },
      ExpressionAttributeNames: { '#kind': 'kind', '#queuedAt': 'queuedAt', '#dueAt': 'dueAt' },
      ProjectionExpression: 'gsi2sk, #kind, #queuedAt, #dueAt',
    },
    { maxItems: MAX_ITEMS },
  );
  return entries as WorkEntry[];
}

const secondsSince = (now: Date, at: string | undefined) => (at ? Math.max(0, Math.floor((now.getTime() - Date.parse(at)) / 1000)) : 0);

/**
 * The oldest of each kind of work at `now`, in seconds. A sync record is due from the time in its sort key (its
 * next-attempt time; for one a drain holds, the end of the lease), so a record waiting for its backoff is not late.
 * An outbox item is as old as the time it was queued (`queuedAt`; an item written before that attribute existed counts
 * from its current due time), however often it was retried since.
 */
export async function readWorkAges(now: Date): Promise<WorkAges> {
  const [work, newsletter] = await Promise.all([workOf(WORK_PARTITION), workOf(statePartition('NEWSLETTER', 'outbox'))]);
  const dueTime = (entry: WorkEntry) => entry.gsi2sk.split('#')[0]!;
  const firstDueSync = work.find((entry) => entry.kind === 'lead-sync' && dueTime(entry) <= now.toISOString());
  const oldestQueued = (entries: WorkEntry[]) =>
    entries.map((entry) => entry.queuedAt ?? entry.dueAt ?? dueTime(entry)).sort()[0];
  return {
    oldestDueSyncSeconds: secondsSince(now, firstDueSync && dueTime(firstDueSync)),
    oldestLeadOutboxSeconds: secondsSince(now, oldestQueued(work.filter((entry) => entry.kind === 'lead-outbox'))),
    oldestNewsletterOutboxSeconds: secondsSince(now, oldestQueued(newsletter)),
  };
}
