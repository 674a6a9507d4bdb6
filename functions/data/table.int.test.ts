import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { ensureTable, localDynamoClient, startDynamoDb } from '#infra/local/dynamodb.ts';
import { TABLE_KEYS } from './table.ts';

describe('the local table', () => {
  it('gains the indexes a data folder from an older version lacks, so npm start keeps working on old data', async () => {
    // Prepare: a data folder of its own, as npm start keeps one, holding a table as older versions created it, with the
    // first two indexes only. Not the suite's shared DynamoDB Local: with every other file's tables in it, adding an
    // index there took from 3 s alone to over a minute.
    const dataDir = mkdtempSync(join(tmpdir(), 'old-data-'));
    const older = await startDynamoDb({ dataDir });
    const TableName = 'old-shape';
    const old = [TABLE_KEYS.indexes.byKind, TABLE_KEYS.indexes.byState];
    try {
      await localDynamoClient(older.endpoint).send(
        new CreateTableCommand({
          TableName,
          BillingMode: 'PAY_PER_REQUEST',
          KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
          AttributeDefinitions: ['pk', 'sk', ...old.flatMap((index) => [index.partitionKey, index.sortKey])].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
          GlobalSecondaryIndexes: old.map((index) => ({
            IndexName: index.name,
            KeySchema: [{ AttributeName: index.partitionKey, KeyType: 'HASH' }, { AttributeName: index.sortKey, KeyType: 'RANGE' }],
            Projection: { ProjectionType: 'ALL' },
          })),
        }),
      );
    } finally {
      await older.stop();
    }

    // Act: this version starts on the same folder
    const current = await startDynamoDb({ dataDir });
    try {
      await ensureTable(current.endpoint, TableName);

      // Assess
      const { Table } = await localDynamoClient(current.endpoint).send(new DescribeTableCommand({ TableName }));
      expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5']);
      expect(Table?.GlobalSecondaryIndexes?.every((index) => index.IndexStatus === 'ACTIVE')).toBe(true);
    } finally {
      await current.stop();
    }
  });
});
