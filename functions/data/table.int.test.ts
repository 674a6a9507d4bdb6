import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { ensureTable, localDynamoClient } from '#infra/local/dynamodb.ts';
import { TABLE_KEYS } from './table.ts';

describe('the local table', () => {
  it('gains the indexes a data folder from an older version lacks, so npm start keeps working on old data', async () => {
    // Prepare: a table as older versions created it, with the first two indexes only.
    const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB!;
    const client = localDynamoClient(endpoint);
    const TableName = `old-shape-${Date.now()}`;
    const old = [TABLE_KEYS.indexes.byKind, TABLE_KEYS.indexes.byState];
    await client.send(
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

    // Act
    await ensureTable(endpoint, TableName);

    // Assess
    const { Table } = await client.send(new DescribeTableCommand({ TableName }));
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5']);
    expect(Table?.GlobalSecondaryIndexes?.every((index) => index.IndexStatus === 'ACTIVE')).toBe(true);
    await client.send(new DeleteTableCommand({ TableName }));
  });
});
