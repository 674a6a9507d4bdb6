/**
 * Data stack: the one DynamoDB table every entity lives in (single-table design). Its keys, indexes and TTL
 * attribute come from functions/data/table.ts, the same definitions the data-access modules and the local stack use,
 * so the deployed table cannot drift from the code. On-demand billing (no capacity to plan, nothing paid at rest
 * beyond storage), point-in-time recovery, deletion protection, and RETAIN: leads are the business's records.
 *
 * And the media bucket: the photographs staff upload (functions/media/upload.ts writes their variants under media/),
 * which the web stack's distribution serves at /media/*. Kept here, beside the table, because it is the business's
 * content, not a build output: both the API stack (which writes it) and the web stack (which reads it) depend on this
 * stack, so neither needs the other's names and the bucket's name is generated.
 */
import { CfnOutput, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { TABLE_KEYS } from '#functions/data/table.ts';
import { MEDIA_OBJECTS_PREFIX } from '../edge/caching.ts';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

export class DataStack extends Stack {
  readonly table: Table;
  /** The photographs' variants, under media/: written by the upload function, read only by CloudFront. */
  readonly mediaBucket: Bucket;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    this.table = new Table(this, 'Table', {
      partitionKey: stringKey(TABLE_KEYS.partitionKey),
      sortKey: stringKey(TABLE_KEYS.sortKey),
      timeToLiveAttribute: TABLE_KEYS.timeToLive,
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    for (const index of Object.values(TABLE_KEYS.indexes)) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        // The admin lists read whole items from the indexes; projecting everything saves a second read per item.
        projectionType: ProjectionType.ALL,
      });
    }

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

    // Operators pass it to `npm run seed -- <TableName>` after the first deploy.
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
  }
}
