import { ensureTable, startDynamoDb } from '#infra/local/dynamodb.ts';

/** Starts an in-memory DynamoDB Local with the app's table; handlers find it through the same variables as deployed. */
export default async function setup() {
  const dynamo = await startDynamoDb();
  const tableName = 'integration-table';
  await ensureTable(dynamo.endpoint, tableName);
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_REGION: 'local',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    TABLE_NAME: tableName,
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  });
  (globalThis as { integrationDynamo?: typeof dynamo }).integrationDynamo = dynamo;
}
