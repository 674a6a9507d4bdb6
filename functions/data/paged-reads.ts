/**
 * Reads that DynamoDB answers a page at a time (a Query or a Scan stops at 1 MB or at its Limit and hands back
 * LastEvaluatedKey): following the pages is written once, here.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/clients/dynamodb.ts';

/** Where a page starts: the previous page's LastEvaluatedKey, handed back untouched (either client's values, hence any). */
type StartKey = Record<string, any>;

/** Every page of a paged read (a Query or a Scan), in order: `read` sends the request from a start key (none at first). */
export async function* pagesOf<Item>(read: (startKey: StartKey | undefined) => Promise<{ Items?: Item[]; LastEvaluatedKey?: StartKey }>): AsyncGenerator<Item[]> {
  let startKey: StartKey | undefined;
  do {
    const page = await read(startKey);
    yield page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** Who sends the Query: the functions' document client, or a script's own for another table. */
export type QuerySender = Pick<typeof documentClient, 'send'>;

/**
 * Every item one Query finds, page after page. With `maxItems`, it stops there: each request asks only for what is
 * still missing (its Limit), so no more is read than is kept.
 */
export async function queryAll(input: QueryCommandInput, options: { maxItems?: number; client?: QuerySender } = {}): Promise<Record<string, unknown>[]> {
  const { maxItems, client = documentClient } = options;
  const items: Record<string, unknown>[] = [];
  const limitOf = () => (maxItems === undefined ? input.Limit : Math.min(input.Limit ?? maxItems, maxItems - items.length));
  for await (const page of pagesOf((ExclusiveStartKey) => client.send(new QueryCommand({ ...input, Limit: limitOf(), ExclusiveStartKey })))) {
    items.push(...page);
    if (maxItems !== undefined && items.length >= maxItems) break;
  }
  return maxItems === undefined ? items : items.slice(0, maxItems);
}
