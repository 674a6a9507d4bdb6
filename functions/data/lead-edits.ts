/**
 * Staff correct a lead's personal fields (rectification). One transaction: the lead (its fields and every attribute
 * derived from them: the search index keys and phoneE164, leads.ts `leadDerivedAttributes`), on condition that its
 * personal fields are still as read; the overview's country and activity counters when those change; the audit record
 * with the changed fields before and after; and the lead's outbox item, so the drain sends the corrected contact to
 * every active integration (never a provider call here). See DATA-MODEL.md, "Lead".
 */
import { randomUUID } from 'node:crypto';
import { LEAD_EDIT_FIELDS, type LeadEditBody, type LeadEditField } from '#shared/admin/lead-edit-rules.ts';
import { auditPut, leadTarget } from './audit-log.ts';
import { cancellationReasons, isTransactionConflict, transactWriteOnce } from './items.ts';
import { countPersonalFieldChange } from './lead-aggregates.ts';
import { leadOutboxResend } from './lead-syncs.ts';
import { getLead, LEAD_DERIVED_ATTRIBUTES, leadDerivedAttributes, leadKey, type Lead, type LeadDeps } from './leads.ts';
import { tableName } from './table.ts';

/** The audit action of a correction; its before and after hold exactly the changed fields (null: had no value). */
export const LEAD_EDIT_ACTION = 'lead.edit';

/** Fields a lead always has (an empty text when unknown); the others are removed when emptied. */
const ALWAYS_PRESENT: readonly LeadEditField[] = ['fullName', 'email', 'phone'];

export type LeadEdit =
  | { outcome: 'changed' | 'unchanged'; lead: Lead; changed: LeadEditField[] }
  | { outcome: 'not-found' }
  | { outcome: 'conflict' };

const valueOf = (lead: Lead, field: LeadEditField) => (lead[field] as string | undefined) || undefined;

/** Corrects a lead (access pattern: correct a lead's personal fields): reads it, then writes the correction. */
export async function editLead(id: string, changes: LeadEditBody, actor: string, deps: LeadDeps = {}): Promise<LeadEdit> {
  const lead = await getLead(id, { consistent: true });
  if (!lead) return { outcome: 'not-found' };
  return writeLeadEdit(lead, changes, actor, deps);
}

/**
 * Writes a correction of `lead` as it was read. Only fields whose value differs are written and audited. The write is
 * conditional on every personal field still holding the value read: a correction made meanwhile by someone else
 * (or a transaction meeting this one) answers 'conflict' and nothing is written, never a silent overwrite.
 */
export async function writeLeadEdit(lead: Lead, changes: LeadEditBody, actor: string, deps: LeadDeps = {}): Promise<LeadEdit> {
  const changed = LEAD_EDIT_FIELDS.filter((field) => changes[field] !== undefined && (changes[field] || undefined) !== valueOf(lead, field));
  if (!changed.length) return { outcome: 'unchanged', lead, changed };

  const after: Lead = { ...lead };
  for (const field of changed) {
    const value = changes[field]!;
    if (value || ALWAYS_PRESENT.includes(field)) (after as Record<string, unknown>)[field] = value;
    else delete (after as Record<string, unknown>)[field];
  }
  const derived = leadDerivedAttributes(after);
  if (derived.phoneE164) after.phoneE164 = derived.phoneE164;
  else delete after.phoneE164;

  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  // A test lead is in no counter (test-leads.ts): its correction moves none, on condition that it is still one as read.
  const conditions: string[] = ['attribute_exists(pk)', lead.test ? '#test = :wasTest' : 'attribute_not_exists(#test)'];
  names['#test'] = 'test';
  if (lead.test) values[':wasTest'] = true;
  LEAD_EDIT_FIELDS.forEach((field, index) => {
    names[`#f${index}`] = field;
    const read = lead[field] as string | undefined;
    if (read === undefined) conditions.push(`attribute_not_exists(#f${index})`);
    else {
      conditions.push(`#f${index} = :was${index}`);
      values[`:was${index}`] = read;
    }
    if (!changed.includes(field)) return;
    const next = after[field] as string | undefined;
    if (next === undefined) removes.push(`#f${index}`);
    else {
      sets.push(`#f${index} = :now${index}`);
      values[`:now${index}`] = next;
    }
  });
  LEAD_DERIVED_ATTRIBUTES.forEach((attribute, index) => {
    names[`#d${index}`] = attribute;
    if (derived[attribute] === undefined) removes.push(`#d${index}`);
    else {
      sets.push(`#d${index} = :d${index}`);
      values[`:d${index}`] = derived[attribute];
    }
  });

  const now = (deps.now ?? (() => new Date()))();
  const audited = (source: Lead) => Object.fromEntries(changed.map((field) => [field, valueOf(source, field) ?? null]));
  try {
    await transactWriteOnce([
      {
        Update: {
          TableName: tableName(),
          Key: leadKey(lead.id),
          ConditionExpression: conditions.join(' AND '),
          UpdateExpression: [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : ''].filter(Boolean).join(' '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
      ...(lead.test ? [] : countPersonalFieldChange(lead, after)),
      auditPut({ actor, action: LEAD_EDIT_ACTION, target: leadTarget(lead.id), before: audited(lead), after: audited(after) }, deps),
      leadOutboxResend(lead.id, now, `${now.toISOString()}#${(deps.newId ?? randomUUID)()}`),
    ]);
  } catch (error) {
    if (isTransactionConflict(error) || cancellationReasons(error).includes('ConditionalCheckFailed')) return { outcome: 'conflict' };
    throw error;
  }
  return { outcome: 'changed', lead: after, changed };
}
