/**
 * Newsletter subscriptions with double opt-in: an address is stored 'pending' with a one-time confirmation token
 * and becomes 'confirmed' (with confirmedAt, the proof of consent) only when the token comes back. Lists, counts and
 * syncs read the 'confirmed' state (gsi2 `NEWSLETTER#confirmed`). Tokens are stored as SHA-256 hashes, each its own
 * item (looked up by hash), kept after use until they expire so a second click gets "already used".
 */
import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Attribution } from '#shared/lead/lead-rules.ts';
import { NEWSLETTER_CONFIRMATION_RULES as RULES } from '#shared/main-site/newsletter-confirmation.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { cancellationReasons, entityItem, queryPartition, transactWrite, withoutKeys } from './items.ts';
import { tableName } from './table.ts';

const KIND = 'NEWSLETTER';
const TOKEN_KIND = 'NEWSLETTER_TOKEN';

export type NewsletterSubscription = {
  email: string;
  state: 'pending' | 'confirmed';
  /** When the address was first given. */
  subscribedAt: string;
  /** When the last confirmation e-mail went out. */
  confirmationSentAt?: string;
  /** When the visitor confirmed: the proof of consent. */
  confirmedAt?: string;
  attribution?: Attribution;
};

type Deps = { now?: () => Date; newToken?: () => string };

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const subscriptionKey = (email: string) => ({ pk: `${KIND}#${email.trim().toLowerCase()}`, sk: KIND });

function tokenPut(email: string, token: string, now: Date) {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        pk: `${TOKEN_KIND}#${hashOf(token)}`,
        sk: TOKEN_KIND,
        kind: TOKEN_KIND,
        email: email.trim().toLowerCase(),
        issuedAt: now.toISOString(),
        expiresAt: Math.floor(now.getTime() / 1000) + RULES.linkDays * 24 * 60 * 60,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * Asks to subscribe an address (access pattern: subscribe). A new address is stored pending with a token; a pending
 * one whose last e-mail is older than the resend window gets a new token; a confirmed one gets nothing. Answers the
 * token to e-mail, if any: the caller answers the visitor the same either way.
 */
export async function requestSubscription(email: string, options: Deps & { attribution?: Attribution } = {}): Promise<{ token?: string }> {
  const now = (options.now ?? (() => new Date()))();
  const token = (options.newToken ?? (() => randomBytes(32).toString('base64url')))();
  const id = email.trim().toLowerCase();
  const subscription: NewsletterSubscription = { email, state: 'pending', subscribedAt: now.toISOString(), attribution: options.attribution };
  try {
    await transactWrite([
      { Put: { TableName: tableName(), Item: entityItem(KIND, id, subscription, { order: `${subscription.subscribedAt}#${id}`, state: 'pending' }), ConditionExpression: 'attribute_not_exists(pk)' } },
      tokenPut(id, token, now),
    ]);
    return { token };
  } catch (error) {
    if (!cancellationReasons(error).includes('ConditionalCheckFailed')) throw error;
  }
  const existing = await getSubscription(id);
  if (!existing || existing.state === 'confirmed') return {};
  const lastSent = existing.confirmationSentAt ? Date.parse(existing.confirmationSentAt) : 0;
  if (now.getTime() - lastSent < RULES.resendAfterHours * 60 * 60 * 1000) return {};
  await transactWrite([tokenPut(id, token, now)]);
  return { token };
}

/** Notes that the confirmation e-mail went out (access pattern: start the resend window). */
export async function markConfirmationSent(email: string, now: Date): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: subscriptionKey(email),
      UpdateExpression: 'SET confirmationSentAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': now.toISOString() },
    }),
  );
}

/** One subscription (access pattern: read by address). */
export async function getSubscription(email: string): Promise<NewsletterSubscription | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName(), Key: subscriptionKey(email), ConsistentRead: true }));
  return result.Item ? withoutKeys<NewsletterSubscription>(result.Item) : undefined;
}

/**
 * Confirms the subscription a token was sent for (access pattern: confirm): 'confirmed' the first time, 'used' when
 * the token was used before, 'unknown' for a token never issued or expired. The token is marked used and the
 * subscription confirmed in one transaction; the first confirmation time is kept.
 */
export async function confirmSubscription(token: string, deps: Deps = {}): Promise<'confirmed' | 'used' | 'unknown'> {
  const now = (deps.now ?? (() => new Date()))();
  const key = { pk: `${TOKEN_KIND}#${hashOf(token)}`, sk: TOKEN_KIND };
  const found = (await documentClient.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
  // TTL deletes expired items within days, not at once: an expired token still present is unknown too.
  if (!found || Number(found.expiresAt) * 1000 <= now.getTime()) return 'unknown';
  if (found.usedAt) return 'used';
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET usedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt)',
          ExpressionAttributeValues: { ':now': now.toISOString() },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: subscriptionKey(String(found.email)),
          UpdateExpression: 'SET #state = :confirmed, gsi2pk = :stateKey, gsi2sk = gsi1sk, confirmedAt = if_not_exists(confirmedAt, :now)',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':confirmed': 'confirmed', ':stateKey': `${KIND}#confirmed`, ':now': now.toISOString() },
        },
      },
    ]);
    return 'confirmed';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons[0] === 'ConditionalCheckFailed') return 'used';
    if (reasons[1] === 'ConditionalCheckFailed') return 'unknown';
    throw error;
  }
}

/** Every confirmed subscription, oldest first (access pattern: who receives the newsletter; lists, counts, syncs). */
export async function listConfirmedSubscriptions(): Promise<NewsletterSubscription[]> {
  return (await queryPartition('byState', `${KIND}#confirmed`)).map((item) => withoutKeys<NewsletterSubscription>(item));
}
