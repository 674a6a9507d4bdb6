/**
 * The handler stack's per-address rate limit: one counter per address, route and fixed window, deleted by TTL once
 * the window is over. The address counts by its key (`addressKey`: an IPv6 address by its /64, IPv4 as it is) and is
 * kept only as a SHA-256 inside that short-lived key.
 */
import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RateLimit } from '#shared/public-forms/rate-limit.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { addressKey } from '../lib/viewer-ip.ts';
import { tableName } from './table.ts';

/** The key prefix of every rate-limit counter (the IAM LeadingKeys condition names it). */
export const RATE_LIMIT_KEY_PREFIX = 'RATE#';

/** The counter's condition: below the limit (or new). */
export const RATE_LIMIT_CONDITION = 'attribute_not_exists(requests) OR requests < :limit';

/** The counter's address part: the SHA-256 of the address's key, so every address of one IPv6 /64 shares it. */
const counterAddress = (ip: string) => createHash('sha256').update(addressKey(ip)).digest('hex');

/** The fixed window `now` falls in: its start and the seconds left until it ends (at least 1). */
export function fixedWindow(now: Date, windowSeconds: number): { start: number; secondsLeft: number } {
  const seconds = Math.floor(now.getTime() / 1000);
  const start = seconds - (seconds % windowSeconds);
  return { start, secondsLeft: Math.max(1, start + windowSeconds - seconds) };
}

/**
 * Counts one request from the address to the route in the current window unless the limit is reached (access pattern:
 * rate-limit a route per address): one conditional UpdateItem `ADD requests 1` on `pk=RATE#<sha256(address key)>`,
 * `sk=<route key>#<window start>`, TTL at the window's end plus a minute. Answers the seconds until the window ends
 * when refused, else undefined.
 */
export async function countRequest(route: string, ip: string, limit: RateLimit, now: Date): Promise<number | undefined> {
  const { start, secondsLeft } = fixedWindow(now, limit.windowSeconds);
  const address = counterAddress(ip);
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `${RATE_LIMIT_KEY_PREFIX}${address}`, sk: `${route}#${start}` },
        UpdateExpression: 'ADD requests :one SET expiresAt = :expiresAt',
        ConditionExpression: RATE_LIMIT_CONDITION,
        ExpressionAttributeValues: { ':one': 1, ':expiresAt': start + limit.windowSeconds + 60, ':limit': limit.requests },
      }),
    );
    return undefined;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return secondsLeft;
    throw error;
  }
}

/**
 * Marks the window's counter as having had its first refusal (access pattern: record a flood once): answers true for
 * the first refusal of this address, route and window only, so a flood writes one refusal record, not thousands.
 */
export async function isFirstRefusal(route: string, ip: string, windowSeconds: number, now: Date): Promise<boolean> {
  const { start } = fixedWindow(now, windowSeconds);
  const address = counterAddress(ip);
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `${RATE_LIMIT_KEY_PREFIX}${address}`, sk: `${route}#${start}` },
        UpdateExpression: 'SET refused = :true',
        ConditionExpression: 'attribute_exists(requests) AND attribute_not_exists(refused)',
        ExpressionAttributeValues: { ':true': true },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
