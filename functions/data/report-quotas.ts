/**
 * Tax report quotas: how many reports one recipient address and one source address were sent in the current fixed
 * window (TAX_REPORT_LIMITS), one counter item per address and window, deleted by TTL after the window. Addresses are
 * kept as SHA-256 hashes: a counter never holds a visitor's e-mail or IP address. Each counts under the key of what
 * one person holds: the recipient by its inbox (`mailboxKey`: lower case, no `+tag`, so `Victim+1@X.com` uses
 * victim@x.com's quota), the source by its network (`addressKey`: an IPv6 address by its /64).
 *
 * A request is counted before anything is sent, with conditional updates that refuse at the limit (as the login
 * throttle does), so a burst of parallel requests cannot slip past between a read and a write.
 */
import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mailboxKey } from '#shared/lead/lead-rules.ts';
import { TAX_REPORT_LIMITS } from '#shared/uk/tax-report-rules.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { addressKey } from '../lib/viewer-ip.ts';
import { tableName } from './table.ts';

/** Which quota a request ran out of. */
export type ReportQuota = 'perRecipient' | 'perSource';

/** The fixed window `now` falls in, as epoch seconds. */
export function reportWindow(now: Date): { start: number; end: number } {
  const seconds = Math.floor(now.getTime() / 1000);
  const start = seconds - (seconds % TAX_REPORT_LIMITS.windowSeconds);
  return { start, end: start + TAX_REPORT_LIMITS.windowSeconds };
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * Counts one report for the recipient and the source address in the current window, unless either has reached its
 * limit (access pattern: count a report against its quotas). Answers the quota that was full (nothing is counted
 * then), or undefined when the report may go.
 */
export async function countReport(recipient: string, sourceIp: string, now: Date): Promise<ReportQuota | undefined> {
  const window = reportWindow(now);
  const TableName = tableName();
  // The source first: one address mailing many recipients is stopped before it uses up their quotas.
  const counters: { quota: ReportQuota; pk: string; limit: number }[] = [
    { quota: 'perSource', pk: `REPORT_QUOTA#source#${hashOf(addressKey(sourceIp))}`, limit: TAX_REPORT_LIMITS.perSource },
    { quota: 'perRecipient', pk: `REPORT_QUOTA#recipient#${hashOf(mailboxKey(recipient))}`, limit: TAX_REPORT_LIMITS.perRecipient },
  ];
  const counted: { pk: string; sk: string }[] = [];
  for (const { quota, pk, limit } of counters) {
    const Key = { pk, sk: `WINDOW#${window.start}` };
    try {
      await documentClient.send(
        new UpdateCommand({
          TableName,
          Key,
          UpdateExpression: 'ADD reports :one SET kind = :kind, expiresAt = :expiresAt',
          ConditionExpression: 'attribute_not_exists(reports) OR reports < :limit',
          ExpressionAttributeValues: { ':one': 1, ':kind': 'report-quota', ':expiresAt': window.end, ':limit': limit },
        }),
      );
      counted.push(Key);
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      // A refused report uses none of the other quota.
      await Promise.all(
        counted.map((key) =>
          documentClient.send(new UpdateCommand({ TableName, Key: key, UpdateExpression: 'ADD reports :minusOne', ExpressionAttributeValues: { ':minusOne': -1 } })),
        ),
      );
      return quota;
    }
  }
  return undefined;
}
