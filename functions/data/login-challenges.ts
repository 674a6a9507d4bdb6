/**
 * Open login steps, between the password and the session:
 * - Cognito's challenges (new password, the authenticator code): login remembers which account Cognito's challenge
 *   session belongs to, and for which step, for as long as Cognito keeps it (three minutes); new-password and mfa
 *   accept only a session login handed out, for that account and step, once. Cognito checks the session too;
 *   cognito-local does not, so without this record anyone knowing the username of an account awaiting its first
 *   password could set it locally. Only a hash of the session is stored.
 * - Our own authenticator set-up step (a member of staff without an authenticator): Cognito has already issued the
 *   tokens, which must not become a session before the first code is confirmed, so they wait here, sealed
 *   (AES-256-GCM) under a key derived from the set-up session we hand out (32 random bytes). The table holds a hash of
 *   that session and the sealed tokens: reading the table alone opens nothing.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { tableName } from './table.ts';

/** How long Cognito's challenge session lasts. */
export const CHALLENGE_VALIDITY_SECONDS = 3 * 60;

/** How long the authenticator set-up step stays open: time to install an app and scan a code (the tokens last 1 h). */
export const MFA_SETUP_VALIDITY_SECONDS = 10 * 60;

/** Cognito's challenges whose session login hands out; the set-up step is ours ('MFA_SETUP'). */
export type CognitoChallenge = 'NEW_PASSWORD_REQUIRED' | 'SOFTWARE_TOKEN_MFA';

/** Cognito's tokens of a member of staff setting up their authenticator. */
export type SetupTokens = { idToken: string; accessToken: string; refreshToken?: string };

const keyOf = (challengeSession: string) => ({
  pk: `CHALLENGE#${createHash('sha256').update(challengeSession).digest('base64url')}`,
  sk: 'CHALLENGE',
});

const epochSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** The record behind a session, when it is open (DynamoDB deletes expired items lazily, so the expiry is checked). */
async function openRecord(challengeSession: string, now: Date): Promise<Record<string, unknown> | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: keyOf(challengeSession), ConsistentRead: true }),
  );
  const item = result?.Item;
  if (!item || Number(item.expiresAt) <= epochSeconds(now)) return undefined;
  return item;
}

/** Remembers an open Cognito challenge for the account (access pattern: open a login challenge). */
export async function openChallenge(
  challengeSession: string,
  username: string,
  now: Date,
  step: CognitoChallenge = 'NEW_PASSWORD_REQUIRED',
): Promise<void> {
  const expiresAt = epochSeconds(now) + CHALLENGE_VALIDITY_SECONDS;
  await documentClient.send(
    new PutCommand({ TableName: tableName(), Item: { ...keyOf(challengeSession), kind: 'login-challenge', step, username, expiresAt } }),
  );
}

/**
 * The account an open, unexpired challenge session of this step belongs to (access pattern: answer a challenge).
 * Records from before steps were recorded are new-password challenges.
 */
export async function challengeAccount(
  challengeSession: string,
  now: Date,
  step: CognitoChallenge = 'NEW_PASSWORD_REQUIRED',
): Promise<string | undefined> {
  const item = await openRecord(challengeSession, now);
  if (!item || (item.step ?? 'NEW_PASSWORD_REQUIRED') !== step) return undefined;
  return String(item.username);
}

/** Closes a challenge or set-up step once answered, so its session cannot be used again (access pattern: close a challenge). */
export async function closeChallenge(challengeSession: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: keyOf(challengeSession) }));
}

/** A new set-up session: what the member of staff's browser holds, and the only way to the sealed tokens. */
export const newSetupSession = () => randomBytes(32).toString('base64url');

const sealingKey = (setupSession: string) => Buffer.from(hkdfSync('sha256', setupSession, Buffer.alloc(0), 'staff-mfa-setup-tokens', 32));

function seal(setupSession: string, pk: string, tokens: SetupTokens): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(setupSession), iv);
  cipher.setAAD(Buffer.from(pk));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function unseal(setupSession: string, pk: string, value: string): SetupTokens | undefined {
  try {
    const bytes = Buffer.from(value, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(setupSession), bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(pk));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as SetupTokens;
  } catch {
    return undefined;
  }
}

/** Opens the authenticator set-up step of the account, its tokens sealed (access pattern: open a set-up step). */
export async function openMfaSetup(setupSession: string, username: string, tokens: SetupTokens, now: Date): Promise<void> {
  const key = keyOf(setupSession);
  const expiresAt = epochSeconds(now) + MFA_SETUP_VALIDITY_SECONDS;
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...key, kind: 'login-challenge', step: 'MFA_SETUP', username, sealedTokens: seal(setupSession, key.pk, tokens), expiresAt },
    }),
  );
}

/** The account and tokens of an open, unexpired set-up step (access pattern: answer a set-up step). */
export async function mfaSetupOf(setupSession: string, now: Date): Promise<{ username: string; tokens: SetupTokens } | undefined> {
  const item = await openRecord(setupSession, now);
  if (!item || item.step !== 'MFA_SETUP' || typeof item.sealedTokens !== 'string') return undefined;
  const tokens = unseal(setupSession, keyOf(setupSession).pk, item.sealedTokens);
  return tokens ? { username: String(item.username), tokens } : undefined;
}
