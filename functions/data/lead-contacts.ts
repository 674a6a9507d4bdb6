/**
 * A lead's contact timeline (issue 25, "Contact from the lead, logged"): the attempts staff make from the lead's
 * actions (WhatsApp, call, e-mail) and the contacts they confirm, each in the lead's own partition
 * (`pk=LEAD#<leadId>`, `sk=OUTREACH#<at>#<id>`, after the lead and its notes, so the detail view's read of the lead and
 * its notes never has to page through them), each written with its audit record. The first confirmed contact also sets
 * the lead's `firstContactAt`, takes it out of the needs-first-contact queue and counts it in the first-contact measure
 * (first-contact-stats.ts), all in one transaction. A contact never changes the lead's status.
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactChannel, LeadContact } from '#shared/admin/api-contract.ts';
import { CONTACT_AUDIT_ACTIONS } from '#shared/admin/contact-messages.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { auditPut, leadTarget } from './audit-log.ts';
import { countFirstContact, countLeftQueue } from './first-contact-stats.ts';
import { followUpChange, type FollowUpPlan } from './lead-follow-ups.ts';
import { cancellationReasons, isTransactionConflict, retryCollisions, transactWrite, transactWriteOnce, type TransactItem } from './items.ts';
import { firstContactQueueKey, getLead, isWaitingForFirstContact, leadKey, type Lead, type LeadDeps } from './leads.ts';
import { tableName } from './table.ts';

const CONTACT_PREFIX = 'OUTREACH#';

/** The contacts the detail view shows, newest first, at most. */
const CONTACTS_READ_MAX = 200;

function contactPut(leadId: string, contact: LeadContact): TransactItem {
  // The timeline entry's `kind` (attempt or contact) is stored as `contactKind`: `kind` is the table's item marker.
  const { kind, ...fields } = contact;
  return {
    Put: {
      TableName: tableName(),
      Item: { pk: leadKey(leadId).pk, sk: `${CONTACT_PREFIX}${contact.at}#${contact.id}`, kind: 'leadContact', contactKind: kind, leadId, ...fields },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

const leadExists = (leadId: string): TransactItem => ({
  ConditionCheck: { TableName: tableName(), Key: leadKey(leadId), ConditionExpression: 'attribute_exists(pk)' },
});

const newContact = (kind: LeadContact['kind'], channel: ContactChannel, by: string, deps: LeadDeps, outcome?: string): LeadContact => ({
  id: (deps.newId ?? randomUUID)(),
  kind,
  channel,
  by,
  at: (deps.now ?? (() => new Date()))().toISOString(),
  ...(outcome ? { outcome } : {}),
});

/** The audit record of a timeline entry: who and when are the record's own; what is its `after`. */
const contactAudit = (leadId: string, contact: LeadContact, deps: LeadDeps, extra: Record<string, unknown> = {}) =>
  auditPut(
    {
      actor: contact.by,
      action: contact.kind === 'attempt' ? CONTACT_AUDIT_ACTIONS.attempt : CONTACT_AUDIT_ACTIONS.contact,
      target: leadTarget(leadId),
      after: { contactId: contact.id, channel: contact.channel, ...(contact.outcome ? { outcome: contact.outcome } : {}), ...extra },
    },
    { newId: deps.newId, now: () => new Date(contact.at) },
  );

/**
 * Logs that staff opened a contact action on a lead (access pattern: log a contact attempt). One transaction: the
 * timeline entry, on condition that the lead exists, and its audit record. Undefined for an unknown lead (nothing written).
 */
export async function logContactAttempt(leadId: string, channel: ContactChannel, by: string, deps: LeadDeps = {}): Promise<LeadContact | undefined> {
  const contact = newContact('attempt', channel, by, deps);
  try {
    await retryCollisions(() => transactWriteOnce([leadExists(leadId), contactPut(leadId, contact), contactAudit(leadId, contact, deps)]));
  } catch (error) {
    if (cancellationReasons(error)[0] === 'ConditionalCheckFailed') return undefined;
    throw error;
  }
  return contact;
}

export type LoggedContactResult = { contact: LeadContact; lead: Lead; firstContact: boolean };

/** The first contact lost a race: another first contact set firstContactAt (or moved the queue item) since it read. */
function lostRace(error: unknown): boolean {
  return isTransactionConflict(error) || ((error as Error).name === 'TransactionCanceledException' && cancellationReasons(error).includes('ConditionalCheckFailed'));
}

/**
 * Logs a contact staff confirmed (access pattern: log a contact). One transaction: the timeline entry, the audit record
 * and the lead, on condition that it exists. The first one (the lead has no `firstContactAt`) also sets it, on
 * condition that it is still unset, and, while the lead waits in the queue, deletes its queue item and counts the
 * contact on the lead's arrival day (first-contact-stats.ts `countFirstContact`). Two first contacts at the same
 * moment: the second fails its condition, reads the lead again and is logged as a later contact. The contact also
 * clears the lead's follow-up, or moves it to `input.followUp` (lead-follow-ups.ts `followUpChange`: the lead's
 * `followUp`, its index item and its own audit record, in the same transaction). Undefined for an unknown lead
 * (nothing written).
 */
export async function logContact(
  leadId: string,
  input: { channel: ContactChannel; outcome?: string; followUp?: FollowUpPlan },
  by: string,
  deps: LeadDeps = {},
): Promise<LoggedContactResult | undefined> {
  const contact = newContact('contact', input.channel, by, deps, input.outcome);
  return retryCollisions<LoggedContactResult | undefined>(async () => {
    const [lead, waiting] = await Promise.all([getLead(leadId, { consistent: true }), isWaitingForFirstContact(leadId)]);
    if (!lead) return undefined;
    // An erased lead has no follow-up to plan. Its own audit id: a test's fixed newId would otherwise give the
    // contact's audit record and this one the same key.
    const followUp = lead.erasedAt
      ? undefined
      : followUpChange(lead, input.followUp, by, { now: () => new Date(contact.at), auditId: deps.newId ? `${deps.newId()}-follow-up` : undefined });
    const firstContact = !lead.firstContactAt;
    const leadAfter: Lead = { ...lead, ...(firstContact ? { firstContactAt: contact.at } : {}) };
    if (followUp?.followUp) leadAfter.followUp = followUp.followUp;
    else if (followUp) delete leadAfter.followUp;
    if (!firstContact && !followUp) {
      await transactWriteOnce([leadExists(leadId), contactPut(leadId, contact), contactAudit(leadId, contact, deps)]);
      return { contact, lead, firstContact: false };
    }
    const set = [...(firstContact ? ['firstContactAt = :at'] : []), ...(followUp?.update.set ?? [])];
    const remove = followUp?.update.remove ?? [];
    // A test lead's first contact is counted nowhere (test-leads.ts): its test mark as read is part of the condition.
    const testAsRead = firstContact ? [lead.test ? '#test = :wasTest' : 'attribute_not_exists(#test)'] : [];
    const conditions = ['attribute_exists(pk)', ...(firstContact ? ['attribute_not_exists(firstContactAt)'] : []), ...testAsRead, ...(followUp ? [followUp.condition.expression] : [])];
    const values = { ...(firstContact ? { ':at': contact.at } : {}), ...(firstContact && lead.test ? { ':wasTest': true } : {}), ...followUp?.update.values, ...followUp?.condition.values };
    const names = { ...(firstContact ? { '#test': 'test' } : {}), ...(followUp ? { ...followUp.update.names, ...followUp.condition.names } : {}) };
    await transactWriteOnce([
      {
        Update: {
          TableName: tableName(),
          Key: leadKey(leadId),
          ConditionExpression: conditions.join(' AND '),
          UpdateExpression: [set.length ? `SET ${set.join(', ')}` : '', remove.length ? `REMOVE ${remove.join(', ')}` : ''].filter(Boolean).join(' '),
          ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
          ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
        },
      },
      contactPut(leadId, contact),
      contactAudit(leadId, contact, deps, firstContact ? { firstContactAt: contact.at } : {}),
      ...(followUp?.items ?? []),
      // A lead from before the queue existed was never counted on arrival: its first contact is not counted either.
      ...(firstContact && waiting
        ? [{ Delete: { TableName: tableName(), Key: firstContactQueueKey(leadId), ConditionExpression: 'attribute_exists(pk)' } }, ...(lead.test ? [countLeftQueue()] : countFirstContact(lead.createdAt, contact.at))]
        : []),
      // Not waiting: checked to be still out of the queue, so a queue item the desk back-fill writes meanwhile
      // (lead-desk-backfill.ts) fails this contact, which is read again and takes the lead out of the queue.
      ...(firstContact && !waiting ? [{ ConditionCheck: { TableName: tableName(), Key: firstContactQueueKey(leadId), ConditionExpression: 'attribute_not_exists(pk)' } }] : []),
    ]);
    return { contact, lead: leadAfter, firstContact };
  }, lostRace);
}

/** A lead's timeline, newest first (access pattern: a lead's contacts): one Query of its partition's `OUTREACH#` items. */
export async function listLeadContacts(leadId: string): Promise<LeadContact[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': leadKey(leadId).pk, ':prefix': CONTACT_PREFIX },
      ScanIndexForward: false,
      Limit: CONTACTS_READ_MAX,
    }),
  );
  return (result.Items ?? []).map((item) => ({
    id: String(item.id),
    kind: item.contactKind === 'attempt' ? 'attempt' : 'contact',
    channel: item.channel as ContactChannel,
    by: String(item.by),
    at: String(item.at),
    ...(typeof item.outcome === 'string' ? { outcome: item.outcome } : {}),
  }));
}

/**
 * Takes an erased or anonymised lead out of the needs-first-contact queue (access pattern: a waiting lead erased): one
 * transaction deleting its queue item, on condition that it is there, and counting one fewer waiting. A lead not in
 * the queue (contacted, or stored before the queue) changes nothing. Its arrival stays counted on its day, uncontacted.
 */
export async function leaveFirstContactQueue(leadId: string): Promise<void> {
  try {
    await transactWrite([{ Delete: { TableName: tableName(), Key: firstContactQueueKey(leadId), ConditionExpression: 'attribute_exists(pk)' } }, countLeftQueue()]);
  } catch (error) {
    if (cancellationReasons(error)[0] === 'ConditionalCheckFailed') return;
    throw error;
  }
}
