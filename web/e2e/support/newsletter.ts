import { QueryCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { localDynamoClient } from '#infra/local/dynamodb.ts';
import { TABLE_KEYS } from '#functions/data/table.ts';
import { e2eEnv } from './e2e-env.ts';

/** Every newsletter subscription in the local stack's table, through the "by kind" index. */
export async function storedSubscriptions(): Promise<Record<string, unknown>[]> {
  const { dynamoEndpoint, tableName } = e2eEnv();
  const client = DynamoDBDocumentClient.from(localDynamoClient(dynamoEndpoint));
  const { byKind } = TABLE_KEYS.indexes;
  const result = await client.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: byKind.name,
      KeyConditionExpression: '#pk = :kind',
      ExpressionAttributeNames: { '#pk': byKind.partitionKey },
      ExpressionAttributeValues: { ':kind': 'NEWSLETTER' },
    }),
  );
  return result.Items ?? [];
}
