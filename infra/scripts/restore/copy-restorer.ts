/**
 * The restorer of a local rehearsal: DynamoDB Local has no point-in-time recovery, so "restoring" copies the table
 * into a new one with the same keys and indexes and none of the settings a restore drops (no TTL, no deletion
 * protection), which the restore then sets again as it would on AWS. It copies the table as it is now: a rehearsal
 * proves the procedure, not a moment in the past (tests give it the items of a past moment instead).
 */
import { BatchWriteItemCommand, CreateTableCommand, DescribeTableCommand, type DynamoDBClient, ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { pagesOf } from '#functions/data/paged-reads.ts';
import type { TableRestorer } from './restore-table.ts';

type RawItem = Record<string, AttributeValue>;

/** Creates `target` with the key schema, attributes and indexes of `source`, on demand, and nothing else. */
export async function createTableLike(dynamodb: DynamoDBClient, source: string, target: string): Promise<void> {
  const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: source }));
  if (!Table?.KeySchema || !Table.AttributeDefinitions) throw new Error(`DescribeTable of ${source} gave no key schema`);
  const indexes = (Table.GlobalSecondaryIndexes ?? []).map(({ IndexName, KeySchema, Projection }) => ({ IndexName, KeySchema, Projection }));
  await dynamodb.send(
    new CreateTableCommand({
      TableName: target,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: Table.KeySchema,
      AttributeDefinitions: Table.AttributeDefinitions,
      ...(indexes.length ? { GlobalSecondaryIndexes: indexes } : {}),
    }),
  );
}

/** Every item of a table, as DynamoDB stores it (a rehearsal's copy; the product never scans). */
export async function scanAll(dynamodb: DynamoDBClient, table: string): Promise<RawItem[]> {
  const items: RawItem[] = [];
  for await (const page of pagesOf((ExclusiveStartKey) => dynamodb.send(new ScanCommand({ TableName: table, ExclusiveStartKey, ConsistentRead: true })))) items.push(...page);
  return items;
}

/** How many times a batch's unprocessed items are sent again before the copy gives up. */
const UNPROCESSED_RETRIES = 10;

/** Writes the items into `table`, 25 a request, sending again what DynamoDB left unprocessed. */
export async function writeAll(dynamodb: DynamoDBClient, table: string, items: readonly RawItem[]): Promise<void> {
  for (let start = 0; start < items.length; start += 25) {
    let requests = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length; attempt++) {
      if (attempt > UNPROCESSED_RETRIES) throw new Error(`DynamoDB kept ${requests.length} item(s) unprocessed while copying into ${table}`);
      const answer = await dynamodb.send(new BatchWriteItemCommand({ RequestItems: { [table]: requests } }));
      requests = (answer.UnprocessedItems?.[table] ?? []).flatMap((request) => (request.PutRequest?.Item ? [{ PutRequest: { Item: request.PutRequest.Item } }] : []));
    }
  }
}

/**
 * A restorer that copies: `items` gives the items "as they were at the restore point" (by default, the source's items
 * now).
 */
export function copyRestorer(dynamodb: DynamoDBClient, items?: (source: string) => Promise<RawItem[]>): TableRestorer {
  return async ({ source, target }) => {
    const copied = await (items ?? ((table) => scanAll(dynamodb, table)))(source);
    await createTableLike(dynamodb, source, target);
    await writeAll(dynamodb, target, copied);
  };
}
