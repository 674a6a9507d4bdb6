/**
 * The per-address limit of POST /api/vitals: one counter per address and minute, deleted by TTL two minutes later.
 * The address is kept only as a SHA-256 inside that short-lived key, never with the figures.
 */
import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { VITALS_RULES } from '#shared/admin/performance-rules.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { tableName } from './table.ts';

/**
 * Counts a beacon from the address in the current minute unless the limit is reached (access pattern: rate-limit the
 * beacon). Answers the seconds until the window ends when refused, else undefined.
 */
export async function countBeacon(ip: string, now: Date): Promise<number | undefined> {
  const seconds = Math.floor(now.getTime() / 1000);
  const start = seconds - (seconds % 60);
  const address = createHash('sha256').update(ip).digest('hex');
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `VITALS_RATE#${address}`, sk: `WINDOW#${start}` },
        UpdateExpression: 'ADD beacons :one SET expiresAt = :expiresAt',
        ConditionExpression: 'attribute_not_exists(beacons) OR beacons < :limit',
        ExpressionAttributeValues: { ':one': 1, ':expiresAt': start + 120, ':limit': VITALS_RULES.beaconsPerAddressPerMinute },
      }),
    );
    return undefined;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return Math.max(1, start + 60 - seconds);
    throw error;
  }
}
