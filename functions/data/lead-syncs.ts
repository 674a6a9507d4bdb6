/**
 * A lead's journey to the integrations: the lead outbox item, written in the lead's own creation
 * transaction, and one sync record per (lead, integration). Both are "work" while something remains to be done: they
 * then carry gsi2pk = 'SYNCWORK' and gsi2sk = '<due time>#...', so the drain finds everything due with one Query
 * (gsi2sk <= now). A finished record (synced or failed) drops those keys and leaves the index (sparse).
 * A worker claims an item by moving its due time forward (a lease) on the condition that it is still the one it read,
 * so two drains never send the same item at once; a crashed worker's lease simply runs out.
 */
import { BatchWriteCommand, DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { IntegrationProvider, LeadSyncRecord, ProviderOperation } from '#shared/admin/integrations-contract.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { withoutKeys, type TransactItem } from './items.ts';
import { queryAll } from './paged-reads.ts';
import { TABLE_KEYS, tableName } from './table.ts';

export const WORK_PARTITION = 'SYNCWORK';

/** The outbox item of a new lead: staff e-mail and fan-out to the active integrations still to do. */
export type LeadOutbox = {
  kind: 'lead-outbox';
  leadId: string;
  tries: number;
  staffNotified: boolean;
  dueAt: string;
  /** When the item was queued (the lead stored, or a correction asked again): its age for the outbox alarm. */
  queuedAt?: string;
  message?: string;
  /**
   * Set when staff corrected the lead (leadOutboxResend): the drain then sends the lead again to every active
   * integration, replacing earlier sync records instead of keeping them. A token of the correction, so a drain that
   * read an older one does not delete the item a newer correction asked again.
   */
  resend?: string;
};

/** A due piece of work as the drain reads it; `claimKey` is its current gsi2sk, the claim's condition. */
export type WorkItem = ({ type: 'outbox' } & LeadOutbox) | ({ type: 'sync' } & LeadSyncRecord);
type Claimable = { claimKey: string };

const outboxKey = (leadId: string) => ({ pk: `LEADOUTBOX#${leadId}`, sk: 'OUTBOX' });
const syncKey = (leadId: string, integrationId: string) => ({ pk: `LEADSYNC#${leadId}`, sk: `SYNC#${integrationId}` });
const workSortKey = (dueAt: string, id: string) => `${dueAt}#${id}`;

/** The outbox item for a new lead: joins the lead's creation transaction (createLead's alsoWrite). */
export function leadOutboxPut(leadId: string, now: Date): TransactItem {
  const dueAt = now.toISOString();
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...outboxKey(leadId),
        kind: 'lead-outbox',
        gsi2pk: WORK_PARTITION,
        gsi2sk: workSortKey(dueAt, `outbox#${leadId}`),
        leadId,
        tries: 0,
        staffNotified: false,
        dueAt,
        queuedAt: dueAt,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * Asks the drain to send a corrected lead again to every active integration (access pattern: re-send a corrected
 * lead), for the correction's own transaction. An Update, not a Put: an outbox item still waiting for a new lead keeps
 * its staff e-mail to do; without one, staff were e-mailed long ago and are not e-mailed again.
 */
export function leadOutboxResend(leadId: string, now: Date, token: string): TransactItem {
  const dueAt = now.toISOString();
  return {
    Update: {
      TableName: tableName(),
      Key: outboxKey(leadId),
      UpdateExpression:
        'SET kind = :kind, leadId = :leadId, gsi2pk = :work, gsi2sk = :due, dueAt = :dueAt, resend = :resend, ' +
        'tries = if_not_exists(tries, :zero), staffNotified = if_not_exists(staffNotified, :notified), ' +
        'queuedAt = if_not_exists(queuedAt, :dueAt)',
      ExpressionAttributeValues: {
        ':kind': 'lead-outbox',
        ':leadId': leadId,
        ':work': WORK_PARTITION,
        ':due': workSortKey(dueAt, `outbox#${leadId}`),
        ':dueAt': dueAt,
        ':resend': token,
        ':zero': 0,
        ':notified': true,
      },
    },
  };
}

/** Everything due at `now`, oldest first, at most `limit` (access pattern: the drain's work list). */
export async function listDueWork(now: Date, limit: number): Promise<(WorkItem & Claimable)[]> {
  const { name } = TABLE_KEYS.indexes.byState;
  const items = await queryAll(
    {
      TableName: tableName(),
      IndexName: name,
      KeyConditionExpression: 'gsi2pk = :work AND gsi2sk <= :now',
      ExpressionAttributeValues: { ':work': WORK_PARTITION, ':now': `${now.toISOString()}#~` },
    },
    { maxItems: limit },
  );
  return items.map((item) => {
    const claimKey = String(item.gsi2sk);
    const type = item.kind === 'lead-outbox' ? 'outbox' : 'sync';
    return { ...withoutKeys<WorkItem>(item), type, claimKey } as WorkItem & Claimable;
  });
}

/**
 * Takes the item for this worker until `leaseUntil`: true when it was still as read (nobody else took or changed it).
 */
export async function claimWork(item: WorkItem & Claimable, leaseUntil: Date): Promise<boolean> {
  const key = item.type === 'outbox' ? outboxKey(item.leadId) : syncKey(item.leadId, item.integrationId);
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET gsi2sk = :lease',
        ConditionExpression: 'gsi2sk = :seen',
        ExpressionAttributeValues: { ':lease': workSortKey(leaseUntil.toISOString(), `lease#${item.claimKey}`), ':seen': item.claimKey },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Puts the outbox item back for a later try (staff e-mail or fan-out failed). */
export async function rescheduleOutbox(outbox: LeadOutbox): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...outboxKey(outbox.leadId), gsi2pk: WORK_PARTITION, gsi2sk: workSortKey(outbox.dueAt, `outbox#${outbox.leadId}`), ...outbox },
    }),
  );
}

/**
 * The outbox item is done: the e-mail went and every sync record exists. With `seen` (the item as the drain read
 * it), only if no correction asked for a re-send since: otherwise the item stays, due again, for the next run.
 */
export async function deleteOutbox(leadId: string, seen?: { resend?: string }): Promise<void> {
  const condition = seen
    ? seen.resend
      ? { ConditionExpression: 'resend = :resend', ExpressionAttributeValues: { ':resend': seen.resend } }
      : { ConditionExpression: 'attribute_not_exists(resend)' }
    : {};
  try {
    await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: outboxKey(leadId), ...condition }));
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

function syncItem(record: LeadSyncRecord) {
  const due = record.state === 'pending' || record.state === 'queued';
  return {
    ...syncKey(record.leadId, record.integrationId),
    kind: 'lead-sync',
    ...(due
      ? { gsi2pk: WORK_PARTITION, gsi2sk: workSortKey(record.nextAttemptAt ?? record.updatedAt, `sync#${record.leadId}#${record.integrationId}`) }
      : {}),
    ...record,
  };
}

/** Stores the record as it now stands (access pattern: save a sync record). */
export async function saveSync(record: LeadSyncRecord): Promise<void> {
  await documentClient.send(new PutCommand({ TableName: tableName(), Item: syncItem(record) }));
}

/**
 * A new pending record, due now; keeps the provider's id of an earlier sync so the admin still sees it. A privacy
 * request not yet carried out at the provider (erase, unsubscribe) is never replaced by an update of the contact (a
 * Resync, a bulk sync, a correction's re-send): it is tried again as it is.
 */
export function pendingSync(
  leadId: string,
  integration: { id: string; provider: IntegrationProvider; name: string },
  now: Date,
  previous?: LeadSyncRecord,
): LeadSyncRecord {
  const at = now.toISOString();
  if (previous?.operation && previous.state !== 'synced') {
    const { message: _message, ...rest } = previous;
    return { ...rest, state: 'pending', tries: 0, updatedAt: at, nextAttemptAt: at };
  }
  return {
    leadId,
    integrationId: integration.id,
    provider: integration.provider,
    integrationName: integration.name,
    state: 'pending',
    tries: 0,
    updatedAt: at,
    nextAttemptAt: at,
    ...(previous?.providerId && previous.state === 'synced' ? { providerId: previous.providerId } : {}),
  };
}

/** Creates pending records for new work, unless a record for that pair exists (fan-out of a new lead). */
export async function createSyncIfAbsent(record: LeadSyncRecord): Promise<void> {
  try {
    await documentClient.send(new PutCommand({ TableName: tableName(), Item: syncItem(record), ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/** Stores many records (bulk sync), 25 per request, sending again what DynamoDB left unprocessed. */
export async function saveSyncs(records: LeadSyncRecord[]): Promise<void> {
  for (let start = 0; start < records.length; start += 25) {
    let requests = records.slice(start, start + 25).map((record) => ({ PutRequest: { Item: syncItem(record) } }));
    for (let attempt = 0; requests.length; attempt++) {
      const answer = await documentClient.send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (answer.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
      if (requests.length && attempt > 8) throw new Error('DynamoDB left sync records unprocessed');
      if (requests.length) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
}

/** A lead's sync records, one per integration (access pattern: a lead's syncs). */
export async function listLeadSyncs(leadId: string): Promise<LeadSyncRecord[]> {
  const answer = await documentClient.send(
    new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `LEADSYNC#${leadId}` } }),
  );
  return (answer.Items ?? []).map((item) => withoutKeys<LeadSyncRecord>(item));
}

/** One sync record (access pattern: get a sync record). */
export async function getLeadSync(leadId: string, integrationId: string): Promise<LeadSyncRecord | undefined> {
  const answer = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk = :sk',
      ExpressionAttributeValues: { ':pk': `LEADSYNC#${leadId}`, ':sk': `SYNC#${integrationId}` },
      ConsistentRead: true,
    }),
  );
  return answer.Items?.[0] ? withoutKeys<LeadSyncRecord>(answer.Items[0]) : undefined;
}

/**
 * Asks every provider that holds a copy of the lead (a record with the provider's id) to erase it or unsubscribe it,
 * through the drain's retrying delivery: each such record becomes pending with the operation, due now, keeping the
 * provider's id. Erasure also deletes the records of providers that never received the lead (nothing to ask them).
 * Answers how many providers were asked.
 */
export async function requestProviderOperation(leadId: string, operation: ProviderOperation, now: Date, contactEmail?: string): Promise<number> {
  const at = now.toISOString();
  const asked: LeadSyncRecord[] = [];
  for (const record of await listLeadSyncs(leadId)) {
    const { message: _message, syncedAt: _syncedAt, nextAttemptAt: _next, contactEmail: _email, ...rest } = record;
    // SendGrid's sync keeps an import job's id, not the contact's: an erasure there finds the contact by address.
    const byAddress = operation === 'erase' && record.provider === 'sendgrid' && contactEmail ? { contactEmail } : {};
    if (record.providerId && (record.state !== 'queued' || record.provider === 'sendgrid'))
      asked.push({ ...rest, ...byAddress, state: 'pending', operation, tries: 0, updatedAt: at, nextAttemptAt: at });
    else if (operation === 'erase') await deleteSync(leadId, record.integrationId);
  }
  await saveSyncs(asked);
  return asked.length;
}

/** Deletes one sync record (access pattern: delete a sync record). */
export async function deleteSync(leadId: string, integrationId: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: { pk: `LEADSYNC#${leadId}`, sk: `SYNC#${integrationId}` } }));
}

