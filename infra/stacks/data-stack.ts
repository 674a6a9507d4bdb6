/**
 * Data stack: the one DynamoDB table every entity lives in (single-table design). Its keys, indexes and TTL
 * attribute come from functions/data/table.ts, the same definitions the data-access modules and the local stack use,
 * so the deployed table cannot drift from the code. On-demand billing (no capacity to plan, nothing paid at rest
 * beyond storage), point-in-time recovery, deletion protection, and RETAIN: leads are the business's records.
 */
import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { TABLE_KEYS } from '#functions/data/table.ts';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

export class DataStack extends Stack {
  readonly table: Table;

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

    // Operators pass it to `npm run seed -- <TableName>` after the first deploy.
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
  }
}
