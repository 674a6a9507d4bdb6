import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RefusedRequest } from '#shared/admin/api-contract.ts';
import { maskEmail, maskIp } from '#functions/data/refused-requests.ts';
import { TABLE_KEYS } from '#functions/data/table.ts';
import { localDynamoClient } from '#infra/local/dynamodb.ts';
import { e2eEnv } from './e2e-env.ts';

/** How many rows one page of the audit log and of the refused requests shows (the API's default page, 50). */
export const DIALOG_PAGE_SIZE = 50;

const KIND = 'REFUSED_REQUEST';

function documentClient() {
  return DynamoDBDocumentClient.from(localDynamoClient(e2eEnv().dynamoEndpoint));
}

/** Writes items 25 at a time (BatchWrite's limit), as puts or deletes. */
async function writeInBatches(requests: Record<string, unknown>[]): Promise<void> {
  const client = documentClient();
  for (let start = 0; start < requests.length; start += 25) {
    await client.send(new BatchWriteCommand({ RequestItems: { [e2eEnv().tableName]: requests.slice(start, start + 25) } }));
  }
}

/**
 * Stores refused tax-report requests to these recipients, as the API records a refusal (masked, one second apart,
 * the first the newest), and answers how to remove them again. Each recipient costs the stack's one source address
 * three real reports of its daily 20 before the API would refuse, so lists longer than a page are seeded here.
 */
export async function storeRefusedRequests(recipients: string[]): Promise<() => Promise<void>> {
  const now = Date.now();
  const { byKind } = TABLE_KEYS.indexes;
  const items = recipients.map((recipient, index) => {
    const record: RefusedRequest = {
      id: `e2e-refusal-${now.toString(36)}-${index}`,
      at: new Date(now - index * 1000).toISOString(),
      route: 'POST /api/tax-report',
      reason: 'perRecipient',
      recipient: maskEmail(recipient),
      source: maskIp('203.0.113.7'),
    };
    return {
      [TABLE_KEYS.partitionKey]: `${KIND}#${record.id}`,
      [TABLE_KEYS.sortKey]: KIND,
      kind: KIND,
      [byKind.partitionKey]: KIND,
      [byKind.sortKey]: `${record.at}#${record.id}`,
      ...record,
    };
  });
  await writeInBatches(items.map((Item) => ({ PutRequest: { Item } })));
  return () =>
    writeInBatches(
      items.map((item) => ({ DeleteRequest: { Key: { [TABLE_KEYS.partitionKey]: item.pk, [TABLE_KEYS.sortKey]: item.sk } } })),
    );
}
