import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { TABLE_KEYS, tableName } from './table.ts';

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
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: name,
        KeyConditionExpression: '#partition = :partition',
        ExpressionAttributeNames: { '#partition': partitionKey },
        ExpressionAttributeValues: { ':partition': partition },
        ScanIndexForward: !options.newestFirst,
        ExclusiveStartKey,
        Limit: options.limit,
      }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && (options.limit === undefined || items.length < options.limit));
  return options.limit === undefined ? items : items.slice(0, options.limit);
}

/**
 * The stored item for an entity of a kind: primary key `KIND#id`/`KIND`, listed under its kind (gsi1, ordered by
 * `order`) and, when it has a state such as active/inactive, under `KIND#state` (gsi2).
 */
export function entityItem(kind: string, id: string, entity: object, options: { order: string; state?: string }) {
  return {
    pk: `${kind}#${id}`,
    sk: kind,
    kind,
    gsi1pk: kind,
    gsi1sk: options.order,
    ...(options.state ? { gsi2pk: `${kind}#${options.state}`, gsi2sk: options.order } : {}),
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
 * in one transaction, and a repeat with the same key writes nothing and answers the first item's id.
 */
export async function createOnce(
  item: Record<string, unknown> & { id: string },
  options: { scope: string; idempotencyKey?: string; now: Date },
): Promise<{ id: string; created: boolean }> {
  const TableName = tableName();
  const put = { Put: { TableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
  if (!options.idempotencyKey) {
    await documentClient.send(new TransactWriteCommand({ TransactItems: [put] }));
    return { id: item.id, created: true };
  }
  const key = { pk: `IDEMPOTENCY#${options.scope}#${options.idempotencyKey}`, sk: 'IDEMPOTENCY' };
  const expiresAt = Math.floor(options.now.getTime() / 1000) + IDEMPOTENCY_WINDOW_SECONDS;
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [{ Put: { TableName, Item: { ...key, itemId: item.id, expiresAt }, ConditionExpression: 'attribute_not_exists(pk)' } }, put],
      }),
    );
    return { id: item.id, created: true };
  } catch (error) {
    if ((error as Error).name !== 'TransactionCanceledException') throw error;
    const existing = await documentClient.send(new GetCommand({ TableName, Key: key, ConsistentRead: true }));
    if (!existing.Item) throw error;
    return { id: String(existing.Item.itemId), created: false };
  }
}
