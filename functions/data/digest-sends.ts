/**
 * The morning digest's record of what it sent (issue 25): one item per Dubai day and member of staff,
 * `pk=DIGEST#<Dubai day>`, `sk=<username>`, `sentAt`, `expiresAt` a week later (TTL). The job claims it before
 * sending, on condition that it is absent, so a job run twice on one day (a retry, a redeploy, the local timer and a
 * test) sends each member at most one digest; a send that fails gives the claim back, so running the job again sends it.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { tableName } from './table.ts';

/** How long a day's records are kept: long enough to see last week's runs, then DynamoDB's TTL deletes them. */
const DIGEST_RECORD_DAYS = 7;

const digestKey = (day: string, username: string) => ({ pk: `DIGEST#${day}`, sk: username });

/** Claims a member's digest of a Dubai day (Put on condition it is absent); false when it was already sent. */
export async function claimDigest(day: string, username: string, now: Date): Promise<boolean> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...digestKey(day, username), kind: 'digestSend', sentAt: now.toISOString(), expiresAt: Math.floor(now.getTime() / 1000) + DIGEST_RECORD_DAYS * 86_400 },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Gives a claim back (the send failed), so running the job again sends that digest. */
export async function releaseDigest(day: string, username: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: digestKey(day, username) }));
}
