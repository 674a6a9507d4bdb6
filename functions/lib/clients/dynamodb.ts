import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * The one DynamoDB document client, created at module load and reused across invocations. The endpoint comes from
 * configuration: the SDK reads AWS_ENDPOINT_URL_DYNAMODB, which the local stack points at DynamoDB Local.
 * Tests replace it with aws-sdk-client-mock's mockClient(DynamoDBDocumentClient).
 */
export const documentClient = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});
