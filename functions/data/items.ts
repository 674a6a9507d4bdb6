import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { IdempotencyKeyReusedError, InvalidCursorError } from './domain-error.ts';
import { queryAll } from './paged-reads.ts';
import { entityKey, kindPartition, statePartition, TABLE_KEYS, tableName, type IndexName } from './table.ts';

/** One entry of a TransactWrite. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The key attributes every item carries; entity modules strip them before returning an entity. */
const KEY_ATTRIBUTES = new Set<string>([
  TABLE_KEYS.partitionKey,
  TABLE_KEYS.sortKey,
  ...Object.values(TABLE_KEYS.indexes).flatMap((index) => [index.partitionKey, index.sortKey]),
  'kind',
]);

/** The entity without the table's key attributes. */
export function withoutKeys<T>(item: Record<string, unknown>): T {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !KEY_ATTRIBUTES.has(name))) as T;
}

/**
 * Every item of one index partition, following pagination: "all of a kind" (byKind) or "a kind in one state"
 * (byState), ordered by their sort key (createdAt#id or another order the entity chose).
 */
export async function queryPartition(
  index: keyof typeof TABLE_KEYS.indexes,
  partition: string,
  options: { newestFirst?: boolean; limit?: number } = {},
): Promise<Record<string, unknown>[]> {
  const { name, partitionKey } = TABLE_KEYS.indexes[index];
  return queryAll(
    {
      TableName: tableName(),
      IndexName: name,
      KeyConditionExpression: '#partition = :partition',
      ExpressionAttributeNames: { '#partition': partitionKey },
      ExpressionAttributeValues: { ':partition': partition },
      ScanIndexForward: !options.newestFirst,
    },
    { maxItems: options.limit },
  );
}

/**
 * The stored item for an entity of a kind: primary key `KIND#id`/`KIND`, listed under its kind (gsi1, ordered by
 * `order`) and, when it has a state such as active/inactive, under `KIND#state` (gsi2).
 */
export function entityItem<Entity extends object>(kind: string, id: string, entity: Entity, options: { order: string; state?: string }) {
  const { byKind, byState } = TABLE_KEYS.indexes;
  return {
    ...entityKey(kind, id),
    kind,
    [byKind.partitionKey]: kindPartition(kind),
    [byKind.sortKey]: options.order,
    ...(options.state ? { [byState.partitionKey]: statePartition(kind, options.state), [byState.sortKey]: options.order } : {}),
    ...entity,
  };
}

/** Writes the item unless one with its key exists; answers whether it wrote (seeding never overwrites staff edits). */
export async function putIfAbsent(item: Record<string, unknown>): Promise<boolean> {
  try {
    await documentClient.send(
      new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** How long a repeated request with the same idempotency key returns the first result instead of writing again. */
const IDEMPOTENCY_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * Writes a new item, at most once per idempotency key: the item and a key record (expiring after 24 hours) are written
 * in one transaction, and a repeat with the same key writes nothing and answers the first item's id. The key record
 * keeps the request's fingerprint (route and body): a repeat with another fingerprint writes nothing and throws
 * IdempotencyKeyReusedError.
 */
export async function createOnce(
  item: Record<string, unknown> & { id: string },
  options: { scope: string; idempotencyKey?: string; requestFingerprint?: string; now: Date; alsoWrite?: TransactItem[] },
): Promise<{ id: string; created: boolean }> {
  const TableName = tableName();
  const put = { Put: { TableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
  // What must change with the item (e.g. the lead counters) is in the same transaction: written once, or not at all.
  const alsoWrite = options.alsoWrite ?? [];
  if (!options.idempotencyKey) {
    await transactWrite([put, ...alsoWrite]);
    return { id: item.id, created: true };
  }
  const key = { pk: `IDEMPOTENCY#${options.scope}#${options.idempotencyKey}`, sk: 'IDEMPOTENCY' };
  const expiresAt = Math.floor(options.now.getTime() / 1000) + IDEMPOTENCY_WINDOW_SECONDS;
  try {
    await transactWrite([
      {
        Put: {
          TableName,
          Item: { ...key, itemId: item.id, expiresAt, ...(options.requestFingerprint ? { fingerprint: options.requestFingerprint } : {}) },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      put,
      ...alsoWrite,
    ]);
    return { id: item.id, created: true };
  } catch (error) {
    if ((error as Error).name !== 'TransactionCanceledException') throw error;
    const existing = await documentClient.send(new GetCommand({ TableName, Key: key, ConsistentRead: true }));
    if (!existing.Item) throw error;
    const first = existing.Item.fingerprint;
    if (options.requestFingerprint && typeof first === 'string' && first !== options.requestFingerprint) {
      throw new IdempotencyKeyReusedError(options.scope);
    }
    return { id: String(existing.Item.itemId), created: false };
  }
}

/**
 * The id of the item an earlier request with this idempotency key created, if any (access pattern: is this a repeat?),
 * so a route can skip work that only a first request does (e.g. counting it against a quota). A key an earlier request
 * used with another fingerprint (another body, or another route) throws IdempotencyKeyReusedError, as createOnce does.
 */
export async function idempotentItemId(scope: string, idempotencyKey: string, requestFingerprint?: string): Promise<string | undefined> {
  const existing = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: { pk: `IDEMPOTENCY#${scope}#${idempotencyKey}`, sk: 'IDEMPOTENCY' }, ConsistentRead: true }),
  );
  if (!existing.Item) return undefined;
  const first = existing.Item.fingerprint;
  if (requestFingerprint && typeof first === 'string' && first !== requestFingerprint) {
    throw new IdempotencyKeyReusedError(scope);
  }
  return String(existing.Item.itemId);
}

/**
 * How many transactions, in all, one write may make while it keeps colliding with other writes on the same items.
 * With the pauses of `backoff` this stays within a couple of seconds, far inside a route's time limit.
 */
export const CONFLICT_ATTEMPTS = 8;

/** The reason DynamoDB gives for each entry of a cancelled transaction ('None', 'ConditionalCheckFailed', ...). */
export function cancellationReasons(error: unknown): string[] {
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
}

/** True when a transaction was cancelled only because another one touched the same item at the same time. */
export function isTransactionConflict(error: unknown): boolean {
  if ((error as Error).name === 'TransactionConflictException') return true;
  if ((error as Error).name !== 'TransactionCanceledException') return false;
  const reasons = cancellationReasons(error);
  return reasons.includes('TransactionConflict') && !reasons.includes('ConditionalCheckFailed');
}

/** A short random pause that grows with each attempt, so colliding writers spread out. */
function backoff(attempt: number): Promise<void> {
  const ms = Math.random() * 25 * 2 ** Math.min(attempt, 5);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The data layer's one retry of colliding writes: runs `attempt` (which makes exactly one TransactWrite, never
 * retried inside) until it succeeds, fails with an error `retryable` does not accept, or has run CONFLICT_ATTEMPTS
 * times, when its last error is thrown; a short random pause separates the tries. Nothing else retries a transaction,
 * so one write never makes more than CONFLICT_ATTEMPTS of them.
 */
export async function retryCollisions<T>(attempt: () => Promise<T>, retryable: (error: unknown) => boolean = isTransactionConflict): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!retryable(error) || tries >= CONFLICT_ATTEMPTS) throw error;
      await backoff(tries);
    }
  }
}

/** Exactly one TransactWrite call, for an attempt of `retryCollisions` that must build its items again on each try. */
export async function transactWriteOnce(items: TransactItem[]): Promise<void> {
  await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
}

/**
 * One TransactWrite. Shared counters (the lead aggregates) are items many transactions touch; DynamoDB cancels one of
 * two transactions that meet on an item, so a conflict is tried again after a short random pause (`retryCollisions`).
 * Nothing was written by a cancelled transaction, so trying again cannot count twice.
 */
export async function transactWrite(items: TransactItem[]): Promise<void> {
  await retryCollisions(() => transactWriteOnce(items));
}

/** A page of an index: the items and, while more exist, the key to continue after. */
export type IndexPage = { items: Record<string, unknown>[]; lastKey?: Record<string, string | number> };

/** How many Query calls one page may make when a filter drops items, so a page's cost stays bounded. */
const MAX_READS_PER_PAGE = 10;

/** The key DynamoDB continues after for an item read from an index: the table's key and the index's key. */
export function indexKeyOf(index: IndexName, item: Record<string, unknown>): Record<string, string> {
  const { partitionKey, sortKey } = TABLE_KEYS.indexes[index];
  return Object.fromEntries(
    [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, partitionKey, sortKey].map((name) => [name, String(item[name])]),
  );
}

/**
 * Refuses a start key (from a page cursor) that this query did not hand out (InvalidCursorError): other attribute
 * names, another partition or outside the prefix would otherwise fail inside DynamoDB.
 */
function checkStartKey(index: IndexName, partition: string, prefix: string | undefined, startKey: Record<string, unknown>) {
  const { partitionKey, sortKey } = TABLE_KEYS.indexes[index];
  const expected = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, partitionKey, sortKey];
  const names = Object.keys(startKey);
  const valid =
    names.length === expected.length &&
    expected.every((name) => typeof startKey[name] === 'string' && startKey[name] !== '') &&
    startKey[partitionKey] === partition &&
    (prefix === undefined || String(startKey[sortKey]).startsWith(prefix));
  if (!valid) throw new InvalidCursorError(`not a start key of index ${index} for this partition`);
}

/**
 * One page of an index partition (optionally only sort keys beginning with a prefix, optionally filtered), at most
 * `limit` items. It reads one item past the page to know whether more exist, so the last page carries no cursor;
 * `lastKey` is where the next page starts.
 */
export async function queryPage(query: {
  index: IndexName;
  partition: string;
  sortKeyPrefix?: string;
  newestFirst?: boolean;
  filter?: { expression: string; names: Record<string, string>; values: Record<string, unknown> };
  limit: number;
  startKey?: Record<string, string | number>;
}): Promise<IndexPage> {
  const { name, partitionKey, sortKey } = TABLE_KEYS.indexes[query.index];
  if (query.startKey) checkStartKey(query.index, query.partition, query.sortKeyPrefix, query.startKey);
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, string | number> | undefined = query.startKey;
  for (let reads = 0; reads < MAX_READS_PER_PAGE; reads++) {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: name,
        KeyConditionExpression: query.sortKeyPrefix === undefined ? '#pk = :pk' : '#pk = :pk AND begins_with(#sk, :prefix)',
        FilterExpression: query.filter?.expression,
        ExpressionAttributeNames: {
          '#pk': partitionKey,
          ...(query.sortKeyPrefix === undefined ? {} : { '#sk': sortKey }),
          ...query.filter?.names,
        },
        ExpressionAttributeValues: {
          ':pk': query.partition,
          ...(query.sortKeyPrefix === undefined ? {} : { ':prefix': query.sortKeyPrefix }),
          ...query.filter?.values,
        },
        ScanIndexForward: !query.newestFirst,
        // One more than the page needs: an extra item proves that a next page exists.
        Limit: query.limit - items.length + 1,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (items.length === query.limit) return { items, lastKey: indexKeyOf(query.index, items.at(-1)!) };
      items.push(item);
    }
    startKey = page.LastEvaluatedKey as Record<string, string> | undefined;
    if (!startKey) return { items };
  }
  // The read budget ran out while a filter dropped items: the next page continues where reading stopped.
  return { items, lastKey: startKey };
}

/**
 * One admin change: the TransactWrite of the change and its audit record. Answers false when the change's condition
 * failed (the item was missing, or already existed), so the route can answer 404 or 409 and nothing was written.
 */
export async function writeChange(items: TransactItem[]): Promise<boolean> {
  try {
    await transactWrite(items);
    return true;
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException' && cancellationReasons(error).includes('ConditionalCheckFailed')) return false;
    throw error;
  }
}
