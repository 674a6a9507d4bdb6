/**
 * Failed-login counters for the login throttle: fixed windows of LOGIN_THROTTLE.windowSeconds, one counter per
 * address and username and one per address, each an item incremented with an atomic ADD and deleted by TTL after its
 * window. Keyed by address, so failures from elsewhere never lock anyone out of their own address.
 */
import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LOGIN_THROTTLE } from '#shared/auth/login-rules.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { tableName } from './table.ts';

/** The fixed window `now` falls in, as epoch seconds. */
export function loginWindow(now: Date): { start: number; end: number } {
  const seconds = Math.floor(now.getTime() / 1000);
  const start = seconds - (seconds % LOGIN_THROTTLE.windowSeconds);
  return { start, end: start + LOGIN_THROTTLE.windowSeconds };
}

// Usernames are case-insensitive at Cognito, so "Admin" and "admin" share a counter.
const keysOf = (ip: string, username: string, windowStart: number) => ({
  byUsername: { pk: `LOGIN_FAILURES#${ip}#${username.toLowerCase()}`, sk: `WINDOW#${windowStart}` },
  byAddress: { pk: `LOGIN_FAILURES#${ip}`, sk: `WINDOW#${windowStart}` },
});

export type LoginFailureCounts = { byUsername: number; byAddress: number };

/** This window's failures for the username from the address, and for the address (access pattern: throttle login). */
export async function countLoginFailures(ip: string, username: string, now: Date): Promise<LoginFailureCounts> {
  const keys = keysOf(ip, username, loginWindow(now).start);
  const TableName = tableName();
  const result = await documentClient.send(
    new BatchGetCommand({ RequestItems: { [TableName]: { Keys: [keys.byUsername, keys.byAddress], ConsistentRead: true } } }),
  );
  const items = result?.Responses?.[TableName] ?? [];
  const count = (key: { pk: string }) => Number(items.find((item) => item.pk === key.pk)?.failures ?? 0);
  return { byUsername: count(keys.byUsername), byAddress: count(keys.byAddress) };
}

/** Counts one failed login for the username from the address (access pattern: record a failed login). */
export async function recordLoginFailure(ip: string, username: string, now: Date): Promise<void> {
  const window = loginWindow(now);
  const keys = keysOf(ip, username, window.start);
  await Promise.all(
    [keys.byUsername, keys.byAddress].map((Key) =>
      documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key,
          UpdateExpression: 'ADD failures :one SET kind = :kind, expiresAt = :expiresAt',
          ExpressionAttributeValues: { ':one': 1, ':kind': 'login-failures', ':expiresAt': window.end },
        }),
      ),
    ),
  );
}
