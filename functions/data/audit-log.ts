/**
 * The audit log: who changed what, when, with the value before and after. Every admin change writes its audit record
 * in the same transaction as the change (`auditPut` gives the TransactWrite entry); events with no other write in
 * the table (logins, failed logins, logouts, CSV exports, photograph uploads) use `recordAudit`.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '#shared/admin/api-contract.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { withoutKeys } from './items.ts';
import { decodeCursor, encodeCursor } from './page-cursor.ts';
import { TABLE_KEYS, tableName } from './table.ts';

export type NewAuditEntry = Omit<AuditEntry, 'id' | 'at'>;

/** Clocks and ids are injected so tests can fix them. */
export type AuditDeps = { now?: () => Date; newId?: () => string };

/** The audit target of a lead, e.g. `lead#<id>`; its history is every record with this target. */
export const leadTarget = (leadId: string) => `lead#${leadId}`;
/** The audit target of a staff member's own session events (login, failed login, logout). */
export const staffTarget = (username: string) => `staff#${username}`;
/** The audit target of every CSV export of the leads: one history of who exported what, and when. */
export const LEAD_EXPORT_TARGET = 'leads#export';
/** The audit target of an uploaded photograph, by the id its variants are stored under (`media/<id>/`). */
export const mediaTarget = (mediaId: string) => `media#${mediaId}`;

function auditItem(entry: NewAuditEntry, deps: AuditDeps) {
  const record: AuditEntry = {
    id: (deps.newId ?? randomUUID)(),
    at: (deps.now ?? (() => new Date()))().toISOString(),
    ...entry,
  };
  const order = `${record.at}#${record.id}`;
  return {
    // One partition per target: a lead's history is one Query, oldest first.
    pk: `AUDIT#${record.target}`,
    sk: order,
    kind: 'audit',
    // Every record under one kind, for the dashboard's audit list, newest first.
    gsi1pk: 'AUDIT',
    gsi1sk: order,
    ...record,
  };
}

/** The TransactWrite entry that records an admin change alongside the change itself (access pattern: audit a change). */
export function auditPut(entry: NewAuditEntry, deps: AuditDeps = {}) {
  return { Put: { TableName: tableName(), Item: auditItem(entry, deps), ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** Records an event that changes nothing else, such as a login (access pattern: audit an event). */
export async function recordAudit(entry: NewAuditEntry, deps: AuditDeps = {}): Promise<void> {
  await documentClient.send(new PutCommand(auditPut(entry, deps).Put));
}

/** One target's history, oldest first (access pattern: a lead's status history). */
export async function listAuditForTarget(target: string, options: { limit?: number } = {}): Promise<AuditEntry[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `AUDIT#${target}` },
      Limit: options.limit ?? 200,
    }),
  );
  return (result.Items ?? []).map((item) => withoutKeys<AuditEntry>(item));
}

/** Every audit record, newest first, one page at a time (access pattern: the dashboard's audit list). */
export async function listAudit(options: { cursor?: string; limit: number }): Promise<{ items: AuditEntry[]; nextCursor?: string }> {
  const { name } = TABLE_KEYS.indexes.byKind;
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: name,
      KeyConditionExpression: 'gsi1pk = :kind',
      ExpressionAttributeValues: { ':kind': 'AUDIT' },
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(options.cursor),
    }),
  );
  return { items: (result.Items ?? []).map((item) => withoutKeys<AuditEntry>(item)), nextCursor: encodeCursor(result.LastEvaluatedKey) };
}
