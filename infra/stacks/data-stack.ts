/**
 * Data stack: the one DynamoDB table every entity lives in (single-table design). Its keys, indexes and TTL
 * attribute come from functions/data/table.ts, the same definitions the data-access modules and the local stack use,
 * so the deployed table cannot drift from the code. On-demand billing (no capacity to plan, nothing paid at rest
 * beyond storage), point-in-time recovery, deletion protection, and RETAIN: leads are the business's records.
 *
 * After a restore from point-in-time recovery (`npm run restore`, README "Restoring the table") the context value
 * `restoredTableName` switches the app to the restored table: this stack then imports it instead of creating one, so
 * `cdk deploy` points every function, alarm and output at it, and the old table, dropped from the template, is kept
 * by its RETAIN policy (and its deletion protection). The restored table's settings are the script's, not
 * CloudFormation's: the script set them from the same constants (table-settings.ts).
 *
 * And the exports bucket: full exports of the table to S3 (`npm run restore -- --export`), the owner's own archive,
 * whose objects expire after EXPORT_EXPIRY_DAYS so a person erased today does not live on in old exports.
 *
 * And the media bucket: the photographs staff upload (functions/media/upload.ts writes their variants under media/),
 * which the web stack's distribution serves at /media/*. Kept here, beside the table, because it is the business's
 * content, not a build output: both the API stack (which writes it) and the web stack (which reads it) depend on this
 * stack, so neither needs the other's names and the bucket's name is generated.
 */
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Tags, Validations } from 'aws-cdk-lib';
import { AttributeType, BillingMode, type ITable, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { TABLE_KEYS } from '#functions/data/table.ts';
import { MEDIA_OBJECTS_PREFIX } from '../edge/caching.ts';
import { EXPORT_EXPIRY_DAYS, RESTORED_TABLE_CONTEXT, TABLE_NAME_PATTERN, TABLE_TAGS } from './table-settings.ts';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

/** The restored table the context names, if any (a name DynamoDB would accept, else a readable error at synth). */
function restoredTableName(scope: Construct): string | undefined {
  const value: unknown = scope.node.tryGetContext(RESTORED_TABLE_CONTEXT);
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !TABLE_NAME_PATTERN.test(value)) {
    throw new Error(`Context ${RESTORED_TABLE_CONTEXT} must be the name of the restored DynamoDB table (3-255 of A-Z a-z 0-9 _ - .), not ${JSON.stringify(value)}`);
  }
  return value;
}

export class DataStack extends Stack {
  /** The stack's own table, or the restored one when context restoredTableName names it. */
  readonly table: ITable;
  /** Full exports of the table (`npm run restore -- --export`), each object expiring after EXPORT_EXPIRY_DAYS. */
  readonly exportsBucket: Bucket;
  /** The photographs' variants, under media/: written by the upload function, read only by CloudFront. */
  readonly mediaBucket: Bucket;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    const restored = restoredTableName(this);
    this.table = restored
      ? // No stream reads the table, so its name and indexes are all the functions need.
        Table.fromTableAttributes(this, 'Table', { tableName: restored, globalIndexes: Object.values(TABLE_KEYS.indexes).map((index) => index.name) })
      : this.ownTable();

    this.mediaBucket = new Bucket(this, 'Media', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Like the table's point-in-time recovery: an uploaded photograph exists nowhere else.
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // CloudFront (origin access control) may read the photographs, nothing else of the bucket and nothing more. The
    // condition names the account's distributions, not the site's one: the distribution is in the web stack, which
    // depends on this one, so naming it here would be a cycle (CDK's own OAC key policies do the same). The
    // photographs are public on the site anyway; Block Public Access still refuses any grant to the world.
    this.mediaBucket.addToResourcePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.mediaBucket.arnForObjects(`${MEDIA_OBJECTS_PREFIX}*`)],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': this.account },
          ArnLike: { 'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*` },
        },
      }),
    );
    Validations.of(this.mediaBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'Reads reach the bucket only through CloudFront, whose access logs (web stack) record each; writes come only ' +
        'from the media upload function, whose log records each upload.',
    });

    this.exportsBucket = new Bucket(this, 'Exports', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Not versioned: an expired export must be gone, not kept as a noncurrent version.
      lifecycleRules: [{ id: 'ExportsExpire', enabled: true, expiration: Duration.days(EXPORT_EXPIRY_DAYS), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.exportsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'Written only by DynamoDB exports an operator starts (CloudTrail records each ExportTableToPointInTime) and read ' +
        'only by the owner downloading an archive; nothing else reads or writes it.',
    });

    // Operators pass it to `npm run seed -- <TableName>` after the first deploy, and to `npm run restore -- --table`.
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'ExportsBucketName', { value: this.exportsBucket.bucketName, description: 'npm run restore -- --export --bucket <this>' });
  }

  /** The table this stack creates and keeps (RETAIN, deletion protection), with every index of TABLE_KEYS. */
  private ownTable(): Table {
    const table = new Table(this, 'Table', {
      partitionKey: stringKey(TABLE_KEYS.partitionKey),
      sortKey: stringKey(TABLE_KEYS.sortKey),
      timeToLiveAttribute: TABLE_KEYS.timeToLive,
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    for (const index of Object.values(TABLE_KEYS.indexes)) {
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        // The admin lists read whole items from the indexes; projecting everything saves a second read per item.
        projectionType: ProjectionType.ALL,
      });
    }
    // A restored table gets the same tags from the restore script (the restore does not carry them).
    for (const [key, value] of Object.entries(TABLE_TAGS)) Tags.of(table).add(key, value);
    return table;
  }
}
