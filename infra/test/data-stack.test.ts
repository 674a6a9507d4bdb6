import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { TABLE_KEYS } from '#functions/data/table.ts';
import { createStacks, readAppConfig } from '../bin/stacks.ts';
import { CDK_CONTEXT, FIXTURE_SITE, resourcesOf, synthesizeApp, TEST_REGION } from './app-under-test.ts';

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

  it('carries the tags the restore script sets again on a restored table', () => {
    templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      Tags: Match.arrayWith([
        { Key: 'application', Value: 'dubai-setup' },
        { Key: 'data', Value: 'business-records' },
      ]),
    });
  });

  it('outputs its name for the operator scripts', () => {
    const [tableId] = Object.keys(resourcesOf(templates.data, 'AWS::DynamoDB::Table'));
    templates.data.hasOutput('TableName', { Value: { Ref: tableId } });
  });
});

describe('the switch to a restored table (context restoredTableName)', () => {
  const restoredName = 'DubaiSetupData-Table-restored-20261120T093000Z';
  const app = new App({ context: { ...CDK_CONTEXT, siteDir: FIXTURE_SITE, region: TEST_REGION, restoredTableName: restoredName } });
  const stacks = createStacks(app, readAppConfig(app));
  const data = Template.fromStack(stacks.data);

  it('creates no table: the old one leaves the template (kept by its Retain policy) and the restored one is used as it is', () => {
    data.resourceCountIs('AWS::DynamoDB::Table', 0);
    data.hasOutput('TableName', { Value: restoredName });
  });

  it('points every function that uses the table at the restored table, its name and its ARN', () => {
    // Act
    const api = Template.fromStack(stacks.api).toJSON() as object;
    const nested = [...stacks.api.nestedStacks.values()].map((stack) => JSON.stringify(Template.fromStack(stack).toJSON()));
    const everything = [JSON.stringify(api), ...nested].join('\n');

    // Assess: TABLE_NAME is the restored name wherever it is set, and the grants name its ARN; nothing reads the old table.
    const names = [...everything.matchAll(/"TABLE_NAME":(".*?"|\{.*?\})/g)].map(([, value]) => value);
    expect(names.length).toBeGreaterThan(10);
    expect(new Set(names)).toEqual(new Set([JSON.stringify(restoredName)]));
    expect(everything).toContain(`:table/${restoredName}`);
    expect(everything).not.toMatch(/DubaiSetupData.*Table[0-9A-F]{8}/);
  });

  it('refuses a name DynamoDB would refuse, at synth', () => {
    const wrong = new App({ context: { ...CDK_CONTEXT, siteDir: FIXTURE_SITE, region: TEST_REGION, restoredTableName: 'restored table!' } });
    expect(() => createStacks(wrong, readAppConfig(wrong))).toThrow('Context restoredTableName must be the name of the restored DynamoDB table');
  });
});

describe('the exports bucket (npm run restore -- --export)', () => {
  const buckets = resourcesOf(templates.data, 'AWS::S3::Bucket');
  const [exportsId, exportsBucket] = Object.entries(buckets).find(([id]) => id.startsWith('Exports'))!;

  it('is private, encrypted, owned by the account alone, and not versioned (an expired export must be gone)', () => {
    expect(exportsBucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
    });
    expect(exportsBucket.Properties.VersioningConfiguration).toBeUndefined();
  });

  it('expires every export 30 days after it was written, and abandoned uploads after a day', () => {
    expect(exportsBucket.Properties.LifecycleConfiguration).toEqual({
      Rules: [{ Id: 'ExportsExpire', Status: 'Enabled', ExpirationInDays: 30, AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }],
    });
  });

  it('refuses plain HTTP and grants nobody anything', () => {
    const statements = Object.values(resourcesOf(templates.data, 'AWS::S3::BucketPolicy'))
      .filter((policy) => JSON.stringify(policy.Properties.Bucket).includes(exportsId))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement);
    expect(statements).toEqual([expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]);
  });

  it('is named by CloudFormation, kept with the stack, and output for the export command', () => {
    expect(exportsBucket.Properties.BucketName).toBeUndefined();
    expect(exportsBucket.DeletionPolicy).toBe('Retain');
    templates.data.hasOutput('ExportsBucketName', { Value: { Ref: exportsId } });
  });
});

describe('the media bucket (uploaded photographs)', () => {
  const buckets = Object.entries(resourcesOf(templates.data, 'AWS::S3::Bucket'));
  const [mediaBucketId, mediaBucket] = buckets.find(([id]) => id.startsWith('Media'))!;
  const statements = Object.values(resourcesOf(templates.data, 'AWS::S3::BucketPolicy'))
    .filter((policy) => JSON.stringify(policy.Properties.Bucket).includes(mediaBucketId))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement);

  it('is one of the stack\'s two buckets (with the exports), kept when the stack goes and named by CloudFormation, not fixed', () => {
    expect(buckets).toHaveLength(2);
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
