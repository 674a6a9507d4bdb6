/**
 * Refused requests: every public request the API turned away for abuse (a tax report over its quota), kept so staff
 * can see who is being targeted and from where. Nothing personal is stored in clear: the recipient's e-mail is masked
 * (first character and domain) and the source address is cut to its network (IPv4 /24, IPv6 /48). Each record
 * expires after REFUSED_REQUEST_RETENTION_DAYS (TTL).
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { RefusedRequest } from '#shared/admin/api-contract.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { withoutKeys } from './items.ts';
import { decodeCursor, encodeCursor } from './page-cursor.ts';
import { TABLE_KEYS, tableName } from './table.ts';

const KIND = 'REFUSED_REQUEST';

/** How long a refused request stays visible to staff (ours: long enough to see a campaign, short for privacy). */
export const REFUSED_REQUEST_RETENTION_DAYS = 90;

/** `h***@example.com`: enough for staff to recognise an address they are asked about, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split(/@(?=[^@]*$)/);
  return `${local.slice(0, 1)}***@${domain}`;
}

/** The network of an address: `203.0.113.x` for IPv4, the first three groups then `::` for IPv6. */
export function maskIp(ip: string): string {
  if (ip.includes(':')) return `${ip.split(':').slice(0, 3).join(':')}::/48`;
  const parts = ip.split('.');
  return parts.length === 4 ? `${parts.slice(0, 3).join('.')}.x` : 'unknown';
}

/** Stores one refused request (access pattern: record a refusal). */
export async function recordRefusedRequest(
  refusal: { route: string; reason: RefusedRequest['reason']; recipient: string; sourceIp: string },
  deps: { now?: () => Date; newId?: () => string } = {},
): Promise<RefusedRequest> {
  const now = (deps.now ?? (() => new Date()))();
  const record: RefusedRequest = {
    id: (deps.newId ?? randomUUID)(),
    at: now.toISOString(),
    route: refusal.route,
    reason: refusal.reason,
    recipient: refusal.recipient ? maskEmail(refusal.recipient) : '',
    source: maskIp(refusal.sourceIp),
  };
  const order = `${record.at}#${record.id}`;
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        pk: `${KIND}#${record.id}`,
        sk: KIND,
        kind: KIND,
        gsi1pk: KIND,
        gsi1sk: order,
        expiresAt: Math.floor(now.getTime() / 1000) + REFUSED_REQUEST_RETENTION_DAYS * 24 * 60 * 60,
        ...record,
      },
    }),
  );
  return record;
}

/** Refused requests, newest first, one page at a time (access pattern: the admin's refused requests list). */
export async function listRefusedRequests(options: { cursor?: string; limit: number }): Promise<{ items: RefusedRequest[]; nextCursor?: string }> {
  const { name, partitionKey } = TABLE_KEYS.indexes.byKind;
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: name,
      KeyConditionExpression: '#kind = :kind',
      ExpressionAttributeNames: { '#kind': partitionKey },
      ExpressionAttributeValues: { ':kind': KIND },
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(options.cursor),
    }),
  );
  return {
    items: (result.Items ?? []).map(({ expiresAt: _expiresAt, ...item }) => withoutKeys<RefusedRequest>(item)),
    nextCursor: encodeCursor(result.LastEvaluatedKey),
  };
}
