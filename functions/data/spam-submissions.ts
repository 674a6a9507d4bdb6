/**
 * Public form submissions whose honeypot field was filled (shared/public-forms/honeypot.ts): kept as their own kind,
 * never as a lead, subscription or report request, so no list, search, aggregate, export, integration sync or e-mail
 * ever sees them; staff see only how many there were (the overview).
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { entityItem, transactWrite } from './items.ts';
import { personKeys } from './person-keys.ts';
import { tableName } from './table.ts';

const KIND = 'SPAM';
/** The counter staff see; one item, updated in the transaction that stores each submission. */
const COUNTER_KEY = { pk: 'SPAMSTATS', sk: 'TOTALS' };
/** Spam is kept 90 days for a look at what bots send, then deleted by TTL. */
const KEEP_SECONDS = 90 * 24 * 60 * 60;
/** What is kept of the body: enough to recognise a bot's pattern, bounded so a flood cannot grow items. */
const BODY_MAX_CHARACTERS = 2000;

export type SpamSubmission = {
  id: string;
  /** The route key it was sent to, e.g. "POST /api/leads". */
  route: string;
  /** The body as sent (JSON, cut at 2,000 characters). */
  body: string;
  ipAddress: string;
  userAgent: string;
  createdAt: string;
};

/**
 * Stores a submission flagged as spam and counts it (access pattern: store spam): one transaction of the Put
 * `pk=SPAM#<id>` (listed under kind SPAM, TTL 90 days) and `ADD total 1` on the spam counter.
 */
export async function storeSpamSubmission(
  input: Omit<SpamSubmission, 'id' | 'createdAt' | 'body'> & { body: unknown },
  now: Date,
): Promise<void> {
  const submission: SpamSubmission = {
    ...input,
    id: randomUUID(),
    body: JSON.stringify(input.body ?? null).slice(0, BODY_MAX_CHARACTERS),
    createdAt: now.toISOString(),
  };
  const expiresAt = Math.floor(now.getTime() / 1000) + KEEP_SECONDS;
  // The address and number the body names (a form's own fields, or the report's personalDetails), as sparse index
  // keys: the Privacy view finds what a person's details were sent in without a scan.
  const sent = (typeof input.body === 'object' && input.body !== null ? input.body : {}) as Record<string, unknown>;
  const details = (typeof sent.personalDetails === 'object' && sent.personalDetails !== null ? sent.personalDetails : sent) as Record<string, unknown>;
  const person = personKeys(KIND, submission, { email: details.email, phone: details.phone, country: sent.country });
  const item = { ...entityItem(KIND, submission.id, { ...person, ...submission }, { order: `${submission.createdAt}#${submission.id}` }), expiresAt };
  await transactWrite([
    { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
    { Update: { TableName: tableName(), Key: COUNTER_KEY, UpdateExpression: 'ADD #total :one', ExpressionAttributeNames: { '#total': 'total' }, ExpressionAttributeValues: { ':one': 1 } } },
  ]);
}

/** How many spam submissions were ever stored (access pattern: the overview's spam count): one GetItem. */
export async function readSpamCount(): Promise<number> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName(), Key: COUNTER_KEY }));
  return Number(result.Item?.total ?? 0);
}
