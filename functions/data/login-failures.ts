/**
 * Failed-login counters for the login throttle: fixed windows of LOGIN_THROTTLE.windowSeconds, one counter per
 * address and username and one per address, deleted by TTL after their window. Keyed by address, so failures from
 * elsewhere never lock anyone out of their own address.
 *
 * Every attempt is counted before Cognito is asked, with conditional updates that refuse when a counter is at its
 * limit, and given back when the attempt turns out not to be a failure. Counting first means a burst of parallel
 * guesses cannot slip past the limit between a read and a write; single-item updates (not a transaction) mean a burst
 * never fails with a transaction conflict.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
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
const countersOf = (ip: string, username: string, windowStart: number) => [
  { key: { pk: `LOGIN_FAILURES#${ip}#${username.toLowerCase()}`, sk: `WINDOW#${windowStart}` }, limit: LOGIN_THROTTLE.failuresPerUsername },
  { key: { pk: `LOGIN_FAILURES#${ip}`, sk: `WINDOW#${windowStart}` }, limit: LOGIN_THROTTLE.failuresPerAddress },
];

/** A counted login attempt: give it back when it was not a failure. */
export type LoginAttempt = { giveBack: () => Promise<void> };

/**
 * Counts a login attempt for the username from the address in the current window, unless either counter has reached
 * its limit (access pattern: throttle a login). Undefined when the limit is reached: the caller answers 429.
 */
export async function countLoginAttempt(ip: string, username: string, now: Date): Promise<LoginAttempt | undefined> {
  const window = loginWindow(now);
  const counters = countersOf(ip, username, window.start);
  const TableName = tableName();
  // The same window's items, even if the window ended meanwhile (access pattern: undo a counted attempt).
  const giveBack = (keys: { pk: string; sk: string }[]) =>
    Promise.all(
      keys.map((Key) =>
        documentClient.send(
          new UpdateCommand({ TableName, Key, UpdateExpression: 'ADD failures :minusOne', ExpressionAttributeValues: { ':minusOne': -1 } }),
        ),
      ),
    ).then(() => undefined);
  const counted: { pk: string; sk: string }[] = [];
  for (const { key, limit } of counters) {
    try {
      await documentClient.send(
        new UpdateCommand({
          TableName,
          Key: key,
          UpdateExpression: 'ADD failures :one SET kind = :kind, expiresAt = :expiresAt',
          ConditionExpression: 'attribute_not_exists(failures) OR failures < :limit',
          ExpressionAttributeValues: { ':one': 1, ':kind': 'login-failures', ':expiresAt': window.end, ':limit': limit },
        }),
      );
      counted.push(key);
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      await giveBack(counted);
      return undefined;
    }
  }
  return { giveBack: () => giveBack(counted) };
}
