import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { localDynamoClient } from '#infra/local/dynamodb.ts';
import { trackingTagItem, type TrackingTag } from '#functions/data/tracking-tags.ts';
import { e2eEnv } from './e2e-env.ts';

function client() {
  return DynamoDBDocumentClient.from(localDynamoClient(e2eEnv().dynamoEndpoint), {
    marshallOptions: { removeUndefinedValues: true },
  });
}

/**
 * Stores a tracking tag in the local stack's table, as staff would create it, and answers how to remove it again
 * (a tag left active would load into every other test's pages).
 */
export async function storeTrackingTag(tag: Omit<TrackingTag, 'createdAt'>): Promise<() => Promise<void>> {
  const item = trackingTagItem({ ...tag, createdAt: new Date().toISOString() });
  const { tableName } = e2eEnv();
  await client().send(new PutCommand({ TableName: tableName, Item: item }));
  return async () => {
    await client().send(new DeleteCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk } }));
  };
}
