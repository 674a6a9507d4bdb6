/**
 * Our own list of addresses no e-mail goes to any more: an address SES reported as hard-bounced (a Permanent bounce)
 * or as complaining (the recipient marked our e-mail as spam), recorded by functions/email-events/record.ts. Kept
 * beside SES's account-level suppression list because ours is checked before a send (so a bounced tax report never
 * counts against the account's bounce rate twice) and because staff see it on the lead.
 *
 * The address is never stored: the item is keyed by the keyed hash (HMAC, functions/lib/privacy-hmac.ts, the same
 * key and normalisation the erasure log uses) of its mailbox, `pk=EMAILSUPPRESSION#<hmac>`, `sk=EMAILSUPPRESSION`. So
 * an erasure need not find or touch it: it names nobody without the key, and it keeps an erased person's bounced
 * address from being written to again after a restore.
 */
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { identifierHmac } from '../lib/privacy-hmac.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { tableName } from './table.ts';

const KIND = 'EMAILSUPPRESSION';

/** Why an address is suppressed: a Permanent bounce, or a complaint. */
export type SuppressionReason = 'bounce' | 'complaint';

/** The stored suppression (no address: only its hash, in the key). */
export type EmailSuppression = {
  /** The last report's reason. */
  reason: SuppressionReason;
  /** When SES first and last reported the address (the event's timestamp). */
  firstAt: string;
  lastAt: string;
  /** How many reports were recorded for the address. */
  reports: number;
  /** SES's bounce sub-type (e.g. General, NoEmail, Suppressed) or complaint feedback type, for the operator. */
  detail?: string;
};

/** The key of an address's suppression: the keyed hash of its mailbox. */
export async function suppressionKey(email: string): Promise<{ pk: string; sk: string }> {
  return { pk: `${KIND}#${await identifierHmac('email', email)}`, sk: KIND };
}

/**
 * Suppresses an address (access pattern: record a hard bounce or complaint, UpdateItem by key): created on the first
 * report, its last time, reason and count moved by each later one.
 */
export async function suppressEmail(email: string, report: { reason: SuppressionReason; at: string; detail?: string }): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: await suppressionKey(email),
      UpdateExpression:
        'SET kind = :kind, firstAt = if_not_exists(firstAt, :at), lastAt = :at, reason = :reason' +
        (report.detail ? ', detail = :detail' : '') +
        ' ADD reports :one',
      ExpressionAttributeValues: {
        ':kind': KIND,
        ':at': report.at,
        ':reason': report.reason,
        ':one': 1,
        ...(report.detail ? { ':detail': report.detail } : {}),
      },
    }),
  );
}

/** The suppression of an address, if any (access pattern: is this address suppressed? GetItem by key). */
export async function suppressionOf(email: string): Promise<EmailSuppression | undefined> {
  const answer = await documentClient.send(new GetCommand({ TableName: tableName(), Key: await suppressionKey(email) }));
  const item = answer?.Item;
  if (!item) return undefined;
  const { pk: _pk, sk: _sk, kind: _kind, ...rest } = item;
  return rest as EmailSuppression;
}

/**
 * The one check every sender makes before e-mailing an address (the tax report, the newsletter's confirmation, the
 * new-lead, team and digest e-mails): true when the address hard-bounced or complained.
 */
export async function isEmailSuppressed(email: string): Promise<boolean> {
  return (await suppressionOf(email)) !== undefined;
}

/** The addresses of a list that are not suppressed, in their order (a staff e-mail to several recipients). */
export async function withoutSuppressed(emails: readonly string[]): Promise<string[]> {
  const suppressed = await Promise.all(emails.map(isEmailSuppressed));
  return emails.filter((_, index) => !suppressed[index]);
}

/**
 * Lifts an address's suppression (access pattern: the operator's `npm run email:unsuppress`, DeleteItem by key), when
 * the address was fixed or the person asks to be written to again. True when there was one.
 */
export async function liftSuppression(email: string): Promise<boolean> {
  const answer = await documentClient.send(
    new DeleteCommand({ TableName: tableName(), Key: await suppressionKey(email), ReturnValues: 'ALL_OLD' }),
  );
  return Boolean(answer?.Attributes);
}
