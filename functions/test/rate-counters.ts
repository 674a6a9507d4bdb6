import {
  UpdateCommand,
  type DynamoDBDocumentClientResolvedConfig,
  type ServiceInputTypes,
  type ServiceOutputTypes,
} from '@aws-sdk/lib-dynamodb';
import type { AwsStub } from 'aws-sdk-client-mock';
import { RATE_LIMIT_CONDITION, RATE_LIMIT_KEY_PREFIX } from '../data/rate-limit-windows.ts';

/**
 * For unit tests with a mocked table: the handler stack counts every request to a rate-limited route (one UpdateItem
 * on a `RATE#` counter) before the route's own step runs. That counter is not what a visitor sent, so "stores nothing"
 * checks look at the other calls; the rate limit itself is proven against DynamoDB Local (rate-limit.int.test.ts).
 */
export const isRateCounter = (input: unknown): boolean =>
  String((input as { Key?: { pk?: unknown } } | undefined)?.Key?.pk ?? '').startsWith(RATE_LIMIT_KEY_PREFIX);

/** The mocked client's calls other than the rate-limit counter's. */
export const withoutRateCounters = <Call extends { args: readonly unknown[] }>(calls: Call[]): Call[] =>
  calls.filter((call) => !isRateCounter((call.args[0] as { input?: unknown }).input));

/**
 * Lets the rate-limit counter's update succeed whatever else the test makes UpdateItem answer (call after reset; a
 * matcher on the input wins over the test's own `on(UpdateCommand)`).
 */
export function acceptRateCounters(dynamo: AwsStub<ServiceInputTypes, ServiceOutputTypes, DynamoDBDocumentClientResolvedConfig>) {
  dynamo.on(UpdateCommand, { ConditionExpression: RATE_LIMIT_CONDITION }).resolves({});
}
