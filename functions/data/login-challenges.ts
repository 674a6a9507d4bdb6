/**
 * Open new-password challenges: login remembers which account Cognito's challenge session belongs to, for as long as
 * Cognito keeps it (three minutes), and POST /api/auth/new-password accepts only a session login handed out, for that
 * account, once. Cognito checks the session too; cognito-local does not, so without this record anyone knowing the
 * username of an account awaiting its first password could set it locally. Only a hash of the session is stored.
 */
import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { tableName } from './table.ts';

/** How long Cognito's challenge session lasts. */
export const CHALLENGE_VALIDITY_SECONDS = 3 * 60;

const keyOf = (challengeSession: string) => ({
  pk: `CHALLENGE#${createHash('sha256').update(challengeSession).digest('base64url')}`,
  sk: 'CHALLENGE',
});

/** Remembers an open challenge for the account (access pattern: open a new-password challenge). */
export async function openChallenge(challengeSession: string, username: string, now: Date): Promise<void> {
  const expiresAt = Math.floor(now.getTime() / 1000) + CHALLENGE_VALIDITY_SECONDS;
  await documentClient.send(
    new PutCommand({ TableName: tableName(), Item: { ...keyOf(challengeSession), kind: 'login-challenge', username, expiresAt } }),
  );
}

/**
 * The account an open, unexpired challenge session belongs to (access pattern: answer a challenge). DynamoDB deletes
 * expired items lazily, so the expiry is checked here.
 */
export async function challengeAccount(challengeSession: string, now: Date): Promise<string | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: keyOf(challengeSession), ConsistentRead: true }),
  );
  const item = result?.Item;
  if (!item || Number(item.expiresAt) <= Math.floor(now.getTime() / 1000)) return undefined;
  return String(item.username);
}

/** Closes a challenge once answered, so its session cannot be used again (access pattern: close a challenge). */
export async function closeChallenge(challengeSession: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: keyOf(challengeSession) }));
}
