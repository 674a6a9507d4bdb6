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

describe('the media bucket (uploaded photographs)', () => {
  const buckets = Object.entries(resourcesOf(templates.data, 'AWS::S3::Bucket'));
  const [mediaBucketId, mediaBucket] = buckets[0]!;
  const statements = Object.values(resourcesOf(templates.data, 'AWS::S3::BucketPolicy'))
    .filter((policy) => JSON.stringify(policy.Properties.Bucket).includes(mediaBucketId))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement);

  it('is the stack\'s one bucket, kept when the stack goes and named by CloudFormation, not fixed', () => {
    expect(buckets).toHaveLength(1);
    expect(mediaBucket.DeletionPolicy).toBe('Retain');
    expect(mediaBucket.Properties.BucketName).toBeUndefined();
  });

  it('is private, encrypted, versioned and owned by the account alone', () => {
    expect(mediaBucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      VersioningConfiguration: { Status: 'Enabled' },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
    });
  });

  it('refuses plain HTTP', () => {
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it('lets only CloudFront distributions of the account read photographs under media/, and list nothing', () => {
    // Act
    const allows = statements.filter((statement) => statement.Effect === 'Allow');

    // Assess: one grant, GetObject on media/* to the CloudFront service for this account's distributions
    expect(allows).toHaveLength(1);
    expect(allows[0]).toMatchObject({ Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' });
    expect(JSON.stringify(allows[0]!.Resource)).toMatch(new RegExp(`"${mediaBucketId}","Arn"\\]\\},"/media/\\*"`));
    expect(allows[0]!.Condition).toEqual({
      StringEquals: { 'AWS:SourceAccount': { Ref: 'AWS::AccountId' } },
      ArnLike: { 'AWS:SourceArn': { 'Fn::Join': ['', ['arn:aws:cloudfront::', { Ref: 'AWS::AccountId' }, ':distribution/*']] } },
    });
  });
});
