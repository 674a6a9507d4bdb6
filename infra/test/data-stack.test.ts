import { Match } from 'aws-cdk-lib/assertions';
import { TABLE_KEYS } from '#functions/data/table.ts';
import { resourcesOf, synthesizeApp } from './app-under-test.ts';

const { templates } = synthesizeApp();

describe('the single table', () => {
  it('is the only table, keyed pk/sk as the data-access modules expect', () => {
    templates.data.resourceCountIs('AWS::DynamoDB::Table', 1);
    templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
    });
  });

  it('has every index of TABLE_KEYS, with its keys and all attributes projected', () => {
    const [table] = Object.values(resourcesOf(templates.data, 'AWS::DynamoDB::Table'));
    const indexes = table.Properties.GlobalSecondaryIndexes as { IndexName: string; KeySchema: unknown }[];
    expect(indexes.map((index) => index.IndexName).sort()).toEqual(
      Object.values(TABLE_KEYS.indexes)
        .map((index) => index.name)
        .sort(),
    );
    for (const index of Object.values(TABLE_KEYS.indexes)) {
      expect(indexes).toContainEqual({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      });
    }
  });

  it('expires items by the TTL attribute the modules write', () => {
    templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.timeToLive, Enabled: true },
    });
  });

  it('bills on demand, keeps point-in-time recovery and refuses deletion', () => {
    templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: Match.objectLike({ PointInTimeRecoveryEnabled: true }),
      DeletionProtectionEnabled: true,
    });
    templates.data.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });
});
