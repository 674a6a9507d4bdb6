import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TaxReportRequestInput } from '#shared/uk/pdf-request.zod.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { createOnce, entityItem, withoutKeys } from './items.ts';
import { personKeys } from './person-keys.ts';
import { tableName } from './table.ts';

const KIND = 'TAX_REPORT';

/**
 * How long a request being delivered is left to its first try before a repeat may take it over: longer than the
 * function's 10-second timeout, so a try that is still running is never doubled, and one that died (timeout, crash)
 * is delivered by the visitor's retry.
 */
export const DELIVERY_LEASE_SECONDS = 30;

/** A visitor's request for the PDF tax report, and whether it was delivered. */
export type TaxReportRequest = TaxReportRequestInput & {
  id: string;
  /** 'suppressed': not e-mailed, the address had hard-bounced or complained before (email-suppressions.ts). */
  status: 'requested' | 'sent' | 'failed' | 'suppressed';
  createdAt: string;
  /** When a try last took the request on for delivery (the creating try, or a retry that took it over). */
  claimedAt: string;
  sentAt?: string;
  /** When the report was not sent because the address is suppressed. */
  suppressedAt?: string;
  failure?: string;
};

/**
 * Stores a report request (access pattern: a visitor requests the report), once per idempotency key, listed with
 * the other requests and under its status so staff can find the ones that failed.
 */
export async function createTaxReportRequest(
  input: TaxReportRequestInput,
  options: { idempotencyKey?: string; requestFingerprint?: string; now?: () => Date; newId?: () => string } = {},
): Promise<{ id: string; created: boolean }> {
  const now = (options.now ?? (() => new Date()))();
  const request: TaxReportRequest = { ...input, id: (options.newId ?? randomUUID)(), status: 'requested', createdAt: now.toISOString(), claimedAt: now.toISOString() };
  // The person's address and number as sparse index keys, so the Privacy view finds the request without a scan.
  const person = personKeys(KIND, request, request.personalDetails);
  const item = { ...entityItem(KIND, request.id, { ...person, ...request }, { order: `${request.createdAt}#${request.id}`, state: request.status }), id: request.id };
  return createOnce(item, { scope: KIND, idempotencyKey: options.idempotencyKey, requestFingerprint: options.requestFingerprint, now });
}

/**
 * Takes a stored request on for another delivery try (access pattern: a repeat of an undelivered request): succeeds
 * when the request failed, or is still 'requested' but its last try's lease ran out (that try died midway). False
 * when it was sent meanwhile or another try holds it.
 */
export async function claimTaxReportRequest(id: string, now: Date): Promise<boolean> {
  const leaseStart = new Date(now.getTime() - DELIVERY_LEASE_SECONDS * 1000).toISOString();
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `${KIND}#${id}`, sk: KIND },
        ConditionExpression: '#status = :failed OR (#status = :requested AND (attribute_not_exists(claimedAt) OR claimedAt < :leaseStart))',
        UpdateExpression: 'SET #status = :requested, gsi2pk = :state, claimedAt = :now',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':requested': 'requested',
          ':state': `${KIND}#requested`,
          ':leaseStart': leaseStart,
          ':now': now.toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Records the delivery outcome (access pattern: mark a request sent, failed, or not sent to a suppressed address). */
export async function recordTaxReportOutcome(
  id: string,
  outcome: { status: 'sent' | 'suppressed'; at: Date } | { status: 'failed'; at: Date; failure: string },
): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: `${KIND}#${id}`, sk: KIND },
      ConditionExpression: 'attribute_exists(pk)',
      UpdateExpression: `SET #status = :status, gsi2pk = :state, ${outcome.status === 'failed' ? 'failure = :failure, failedAt = :at' : `${outcome.status}At = :at`}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': outcome.status,
        ':state': `${KIND}#${outcome.status}`,
        ':at': outcome.at.toISOString(),
        ...(outcome.status === 'failed' ? { ':failure': outcome.failure } : {}),
      },
    }),
  );
}

/** Reads one report request (access pattern: a repeated request checks whether the first was delivered). */
export async function getTaxReportRequest(id: string): Promise<TaxReportRequest | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: { pk: `${KIND}#${id}`, sk: KIND }, ConsistentRead: true }),
  );
  return result.Item ? withoutKeys<TaxReportRequest>(result.Item) : undefined;
}
