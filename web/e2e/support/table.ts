import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { contentItem } from '#functions/data/content-items.ts';
import { TABLE_KEYS } from '#functions/data/table.ts';
import { trackingTagItem, type TrackingTag } from '#functions/data/tracking-tags.ts';
import { localDynamoClient } from '#infra/local/dynamodb.ts';
import { e2eEnv } from './e2e-env.ts';

/** The local stack's table, read and written as the data modules do. */
function documentClient() {
  return DynamoDBDocumentClient.from(localDynamoClient(e2eEnv().dynamoEndpoint), {
    marshallOptions: { removeUndefinedValues: true },
  });
}

/** Every item of one kind in the local stack's table, through the "by kind" index, as staff would list them. */
async function storedItemsOfKind(kind: string): Promise<Record<string, unknown>[]> {
  const { byKind } = TABLE_KEYS.indexes;
  const result = await documentClient().send(
    new QueryCommand({
      TableName: e2eEnv().tableName,
      IndexName: byKind.name,
      KeyConditionExpression: '#pk = :kind',
      ExpressionAttributeNames: { '#pk': byKind.partitionKey },
      ExpressionAttributeValues: { ':kind': kind },
    }),
  );
  return result.Items ?? [];
}

/** Every lead stored so far. */
export const storedLeads = () => storedItemsOfKind('LEAD');

/** Every newsletter subscription stored so far. */
export const storedSubscriptions = () => storedItemsOfKind('NEWSLETTER');

/**
 * Stores a tracking tag as staff would create it, and answers how to remove it again (a tag left active would load
 * into every other test's pages).
 */
export async function storeTrackingTag(tag: Omit<TrackingTag, 'createdAt'>): Promise<() => Promise<void>> {
  const item = trackingTagItem({ ...tag, createdAt: new Date().toISOString() });
  const { tableName } = e2eEnv();
  await documentClient().send(new PutCommand({ TableName: tableName, Item: item }));
  return async () => {
    await documentClient().send(new DeleteCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk } }));
  };
}

/**
 * Sets one content item's text (e.g. hero_title) as staff would edit it, and answers how to put the item back as it
 * was (other tests expect the seeded text).
 */
export async function setContentText(key: string, content: string): Promise<() => Promise<void>> {
  const { tableName } = e2eEnv();
  const item = contentItem({ key, title: key, content, isActive: true, updatedAt: new Date().toISOString() });
  const before = await documentClient().send(new GetCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk } }));
  await documentClient().send(new PutCommand({ TableName: tableName, Item: item }));
  return async () => {
    if (before.Item) await documentClient().send(new PutCommand({ TableName: tableName, Item: before.Item }));
    else await documentClient().send(new DeleteCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk } }));
  };
}

/** Every testimonial stored so far, active or not. */
export const storedTestimonials = () => storedItemsOfKind('TESTIMONIAL');

/** Every tracking tag stored so far, active or not. */
export const storedTrackingTags = () => storedItemsOfKind('TRACKING_TAG');

/** Every page-content item stored so far. */
export const storedPageContent = () => storedItemsOfKind('PAGE_CONTENT');

/** Removes an item a test created through the admin (by its kind and id), so a failed test leaves nothing behind. */
export async function removeStored(kind: string, id: string): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: e2eEnv().tableName, Key: { pk: `${kind}#${id}`, sk: kind } }));
}

/**
 * Remembers one phone config as stored, and answers how to put it back (other tests expect the seeded numbers on
 * their pages after a test changed one through the admin).
 */
export async function keepPhoneConfig(configKey: string): Promise<() => Promise<void>> {
  const { tableName } = e2eEnv();
  const key = { pk: `PHONE_CONFIG#${configKey}`, sk: 'PHONE_CONFIG' };
  const before = await documentClient().send(new GetCommand({ TableName: tableName, Key: key }));
  return async () => {
    if (before.Item) await documentClient().send(new PutCommand({ TableName: tableName, Item: before.Item }));
  };
}
