/**
 * Staff notes on a lead. A note lives in its lead's partition (`pk=LEAD#<leadId>`, `sk=NOTE#<createdAt>#<id>`), so the
 * detail view reads a lead and its notes in one Query.
 */
import { randomUUID } from 'node:crypto';
import type { LeadNote } from '#shared/admin/api-contract.ts';
import { auditPut, leadTarget } from './audit-log.ts';
import { cancellationReasons, transactWrite, withoutKeys } from './items.ts';
import { leadKey, type Lead, type LeadDeps } from './leads.ts';
import { queryAll } from './paged-reads.ts';
import { tableName } from './table.ts';

const NOTE_PREFIX = 'NOTE#';

/** The notes a lead's partition holds, most items a detail view reads in one go. */
const NOTES_READ_MAX = 500;

/**
 * A lead and its staff notes, oldest note first (access pattern: read a lead with its notes): the notes live in the
 * lead's own partition (`sk=NOTE#<createdAt>#<id>`), so this is one Query.
 */
export async function getLeadWithNotes(id: string): Promise<{ lead: Lead; notes: LeadNote[] } | undefined> {
  const items = await queryAll({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': leadKey(id).pk } }, { maxItems: NOTES_READ_MAX });
  const leadItemRead = items.find((item) => item.sk === 'LEAD');
  if (!leadItemRead) return undefined;
  const notes = items
    .filter((item) => String(item.sk).startsWith(NOTE_PREFIX))
    .map((item) => ({ id: String(item.id), text: String(item.text), author: String(item.author), createdAt: String(item.createdAt) }));
  return { lead: withoutKeys<Lead>(leadItemRead), notes };
}

/**
 * Adds a staff note to a lead (access pattern: add a note). One transaction: the note in the lead's partition, the
 * lead's `notes` set to this latest note (on condition that the lead exists), and the audit record. Answers undefined
 * when the lead does not exist (nothing is written).
 */
export async function addLeadNote(leadId: string, text: string, author: string, deps: LeadDeps = {}): Promise<LeadNote | undefined> {
  const note: LeadNote = { id: (deps.newId ?? randomUUID)(), text, author, createdAt: (deps.now ?? (() => new Date()))().toISOString() };
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: { pk: leadKey(leadId).pk, sk: `${NOTE_PREFIX}${note.createdAt}#${note.id}`, kind: 'leadNote', leadId, ...note },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      // The lead shows its latest note in the lists and the overview (the spec's `notes` field); only if it exists.
      {
        Update: {
          TableName: tableName(),
          Key: leadKey(leadId),
          ConditionExpression: 'attribute_exists(pk)',
          UpdateExpression: 'SET notes = :text',
          ExpressionAttributeValues: { ':text': text },
        },
      },
      auditPut({ actor: author, action: 'lead.note', target: leadTarget(leadId), after: { noteId: note.id, text } }, deps),
    ]);
  } catch (error) {
    if (cancellationReasons(error)[1] === 'ConditionalCheckFailed') return undefined;
    throw error;
  }
  return note;
}
