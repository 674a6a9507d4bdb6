/**
 * Newsletter subscriptions with double opt-in: an address is stored 'pending' and becomes 'confirmed' (with
 * confirmedAt, the proof of consent) only when the one-time token e-mailed to it comes back. Lists, counts and syncs
 * read the 'confirmed' state (gsi2 `NEWSLETTER#confirmed`). Tokens are stored as SHA-256 hashes, each its own item
 * (looked up by hash), kept after use until they expire so a second click gets "already used".
 *
 * One record per inbox: the key is the address's `mailboxKey` (lower case, no `+tag`), so `Victim+1@X.com` and
 * `victim@x.com` are one subscription; the address is stored as first typed, and that is where the e-mail goes.
 *
 * The confirmation e-mail is not sent by the request: the request writes the subscription and its outbox item
 * (`pk=NEWSLETTER#<key>`, `sk=OUTBOX`, listed under gsi2 `NEWSLETTER#outbox` by due time) in one transaction, the same
 * writes for a new, a waiting and a confirmed address, and the drain (functions/integrations/drain.ts) decides
 * whether a link is due, creates the token and sends it. So the answer takes as long whoever subscribes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mailboxKey, type Attribution } from '#shared/lead/lead-rules.ts';
import { NEWSLETTER_CONFIRMATION_RULES as RULES } from '#shared/main-site/newsletter-confirmation.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { cancellationReasons, entityItem, queryPartition, transactWrite, withoutKeys } from './items.ts';
import { statePartition, TABLE_KEYS, tableName } from './table.ts';

const KIND = 'NEWSLETTER';
const TOKEN_KIND = 'NEWSLETTER_TOKEN';
const OUTBOX_KIND = 'newsletter-outbox';
/** The byState partition of the confirmation e-mails still to send (the drain's work list). */
const OUTBOX_PARTITION = statePartition(KIND, 'outbox');

export type NewsletterSubscription = {
  email: string;
  /** 'unsubscribed': the person withdrew their marketing consent (staff, Privacy view); never e-mailed again. */
  state: 'pending' | 'confirmed' | 'unsubscribed';
  /** When the address was first given. */
  subscribedAt: string;
  /** When the last confirmation e-mail went out. */
  confirmationSentAt?: string;
  /** When the visitor confirmed: the proof of consent. */
  confirmedAt?: string;
  attribution?: Attribution;
  /** When the person withdrew their consent, or their address bounced or complained (state 'unsubscribed'). */
  unsubscribedAt?: string;
  /**
   * Why it ended: 'withdrawn' by the person (absent on records ended before reasons were kept), or SES reported the
   * address as hard-bounced ('bounced') or complaining ('complained'; functions/email-events/record.ts).
   */
  unsubscribedReason?: UnsubscribeReason;
};

/** Why a subscription was ended (NewsletterSubscription `unsubscribedReason`). */
export type UnsubscribeReason = 'withdrawn' | 'bounced' | 'complained';

/** A confirmation e-mail to consider, as the drain reads it; `claimKey` is its current gsi2sk, the claim's condition. */
export type ConfirmationWork = {
  /** The subscription's key (its mailboxKey). */
  subscription: string;
  /** The site's address for the link, as the subscribing function knew it (SITE_URL). */
  siteUrl: string;
  tries: number;
  dueAt: string;
  message?: string;
  claimKey: string;
};

type Deps = { now?: () => Date; newToken?: () => string };

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
/** The subscription of a key (the address's mailboxKey). */
const subscriptionKey = (id: string) => ({ pk: `${KIND}#${id}`, sk: KIND });
const outboxKey = (id: string) => ({ pk: `${KIND}#${id}`, sk: 'OUTBOX' });
const workSortKey = (dueAt: string, id: string) => `${dueAt}#${id}`;

/** `SET name = if_not_exists(name, value)` for each attribute: writes what is missing, changes nothing that exists. */
function setIfAbsent(attributes: Record<string, unknown>) {
  const present = Object.entries(attributes).filter(([, value]) => value !== undefined);
  return {
    UpdateExpression: `SET ${present.map((_, i) => `#a${i} = if_not_exists(#a${i}, :v${i})`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(present.map(([name], i) => [`#a${i}`, name])),
    ExpressionAttributeValues: Object.fromEntries(present.map(([, value], i) => [`:v${i}`, value])),
  };
}

/**
 * Asks to subscribe an address (access pattern: subscribe): one transaction of two updates that only add what is
 * missing, whatever the address's state: the subscription, pending, as typed (an existing one is left as it is), and
 * its outbox item, due now (an existing one keeps its due time, so a repeat neither resets a retry's backoff nor takes
 * an item from a drain that holds it). Whether a link is sent is the drain's decision (`confirmationDue`).
 */
export async function requestSubscription(
  email: string,
  options: { now?: () => Date; attribution?: Attribution; siteUrl: string },
): Promise<void> {
  const at = (options.now ?? (() => new Date()))().toISOString();
  const id = mailboxKey(email);
  const subscription: NewsletterSubscription = { email: email.trim(), state: 'pending', subscribedAt: at, attribution: options.attribution };
  const { pk: _pk, sk: _sk, ...attributes } = entityItem(KIND, id, subscription, { order: `${at}#${id}`, state: 'pending' });
  // queuedAt: when the link was first asked for (kept on a repeat, like the due time): the outbox alarm's age.
  const outbox = { kind: OUTBOX_KIND, gsi2pk: OUTBOX_PARTITION, gsi2sk: workSortKey(at, id), subscription: id, siteUrl: options.siteUrl, tries: 0, dueAt: at, queuedAt: at };
  await transactWrite([
    { Update: { TableName: tableName(), Key: subscriptionKey(id), ...setIfAbsent(attributes) } },
    { Update: { TableName: tableName(), Key: outboxKey(id), ...setIfAbsent(outbox) } },
  ]);
}

/** Whether the subscription should be sent a link now: still pending, and no link went out within the resend window. */
export function confirmationDue(subscription: NewsletterSubscription | undefined, now: Date): boolean {
  if (subscription?.state !== 'pending') return false;
  const lastSent = subscription.confirmationSentAt ? Date.parse(subscription.confirmationSentAt) : 0;
  return now.getTime() - lastSent >= RULES.resendAfterHours * 60 * 60 * 1000;
}

/** The confirmation e-mails due at `now`, oldest first, at most `limit` (access pattern: the drain's newsletter work). */
export async function listDueConfirmations(now: Date, limit: number): Promise<ConfirmationWork[]> {
  const { name, partitionKey, sortKey } = TABLE_KEYS.indexes.byState;
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: name,
      KeyConditionExpression: '#pk = :outbox AND #sk <= :now',
      ExpressionAttributeNames: { '#pk': partitionKey, '#sk': sortKey },
      ExpressionAttributeValues: { ':outbox': OUTBOX_PARTITION, ':now': `${now.toISOString()}#~` },
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => ({ ...withoutKeys<Omit<ConfirmationWork, 'claimKey'>>(item), claimKey: String(item[sortKey]) }));
}

/** Takes the item for this drain until `leaseUntil`: true when it was still as read (nobody else took or changed it). */
export async function claimConfirmation(work: ConfirmationWork, leaseUntil: Date): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: outboxKey(work.subscription),
        UpdateExpression: 'SET gsi2sk = :lease',
        ConditionExpression: 'gsi2sk = :seen',
        ExpressionAttributeValues: { ':lease': workSortKey(leaseUntil.toISOString(), `lease#${work.subscription}`), ':seen': work.claimKey },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** One subscription by its key (access pattern: read by key). */
export async function getSubscriptionByKey(id: string): Promise<NewsletterSubscription | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName(), Key: subscriptionKey(id), ConsistentRead: true }));
  return result.Item ? withoutKeys<NewsletterSubscription>(result.Item) : undefined;
}

/** The subscription an address belongs to (access pattern: read by address, through its mailboxKey). */
export async function getSubscription(email: string): Promise<NewsletterSubscription | undefined> {
  return getSubscriptionByKey(mailboxKey(email));
}

/** Stores a new one-time token for the subscription (access pattern: issue a link) and answers it, to be e-mailed. */
export async function issueConfirmationToken(id: string, deps: Deps = {}): Promise<string> {
  const now = (deps.now ?? (() => new Date()))();
  const token = (deps.newToken ?? (() => randomBytes(32).toString('base64url')))();
  const tokenKey = `${TOKEN_KIND}#${hashOf(token)}`;
  await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: {
          pk: tokenKey,
          sk: TOKEN_KIND,
          kind: TOKEN_KIND,
          // The subscription's key, read back as it is by confirmSubscription.
          email: id,
          issuedAt: now.toISOString(),
          expiresAt: Math.floor(now.getTime() / 1000) + RULES.linkDays * 24 * 60 * 60,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    // The subscription lists its tokens' keys, so an erasure finds and deletes the tokens that name its address.
    { Update: { TableName: tableName(), Key: subscriptionKey(id), UpdateExpression: 'ADD tokenKeys :key', ExpressionAttributeValues: { ':key': new Set([tokenKey]) } } },
  ]);
  return token;
}

/** The link went out (access pattern: start the resend window, close the outbox item), in one transaction. */
export async function markConfirmationSent(id: string, now: Date): Promise<void> {
  await transactWrite([
    {
      Update: {
        TableName: tableName(),
        Key: subscriptionKey(id),
        UpdateExpression: 'SET confirmationSentAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      },
    },
    { Delete: { TableName: tableName(), Key: outboxKey(id) } },
  ]);
}

/** No link is due (confirmed, or one went out within the resend window): the outbox item goes. */
export async function dropConfirmation(id: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: outboxKey(id) }));
}

/** Puts the outbox item back for a later try (SES or the table failed); nothing when the item is gone meanwhile. */
export async function rescheduleConfirmation(work: ConfirmationWork, next: { tries: number; dueAt: string; message: string }): Promise<void> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: outboxKey(work.subscription),
        UpdateExpression: 'SET gsi2sk = :due, #dueAt = :dueAt, #tries = :tries, #message = :message',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#dueAt': 'dueAt', '#tries': 'tries', '#message': 'message' },
        ExpressionAttributeValues: { ':due': workSortKey(next.dueAt, work.subscription), ':dueAt': next.dueAt, ':tries': next.tries, ':message': next.message },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
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
          // The key the token was issued for, as stored (not derived again from an address).
          Key: subscriptionKey(String(found.email)),
          UpdateExpression: 'SET #state = :confirmed, gsi2pk = :stateKey, gsi2sk = gsi1sk, confirmedAt = if_not_exists(confirmedAt, :now)',
          // A link sent before the person withdrew their consent no longer subscribes them.
          ConditionExpression: 'attribute_exists(pk) AND #state <> :unsubscribed',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':confirmed': 'confirmed', ':stateKey': `${KIND}#confirmed`, ':now': now.toISOString(), ':unsubscribed': 'unsubscribed' },
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

/**
 * Ends the subscription of an address (access patterns: withdraw marketing consent; the address hard-bounced or
 * complained, `reason`): one transaction setting it 'unsubscribed' with `unsubscribedAt` and `unsubscribedReason` (listed under gsi2 `NEWSLETTER#unsubscribed`, so no list, count or sync of the
 * confirmed reads it) and deleting its outbox item, so no confirmation e-mail is sent afterwards. The record stays, as
 * the proof of what was given and withdrawn. True when a subscription was ended; false when there is none or it had
 * ended already.
 */
export async function unsubscribeSubscription(email: string, now: Date, reason: UnsubscribeReason = 'withdrawn'): Promise<boolean> {
  const id = mailboxKey(email);
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: subscriptionKey(id),
          UpdateExpression: 'SET #state = :unsubscribed, gsi2pk = :stateKey, unsubscribedAt = :now, unsubscribedReason = :reason',
          ConditionExpression: 'attribute_exists(pk) AND #state <> :unsubscribed',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':unsubscribed': 'unsubscribed', ':stateKey': `${KIND}#unsubscribed`, ':now': now.toISOString(), ':reason': reason },
        },
      },
      { Delete: { TableName: tableName(), Key: outboxKey(id) } },
    ]);
    return true;
  } catch (error) {
    if (cancellationReasons(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}
