/**
 * Test leads (issue 26): staff mark a lead they sent themselves as a test, so it is left out of every figure of the
 * Analytics Overview, and unmark it. One transaction per change: the lead's `test` mark (on condition that everything
 * the counters depend on is as read), every counter it is in taken off or put back (the overview's totals, country and
 * business type, lead-aggregates.ts; its arrival day's first-contact counts, first-contact-stats.ts; the analytics'
 * lead counters, analytics-lead-counters.ts), and the audit record ('lead.test', the lead's history). While a lead is
 * a test, its status changes, first contact and corrections move no counter (leads.ts, lead-contacts.ts,
 * lead-edits.ts), so unmarking puts back exactly what it adds now. The waiting count stays: a test lead still waits in
 * the queue staff work from.
 */
import { TEST_LEAD_AUDIT_ACTION } from '#shared/admin/test-lead-messages.ts';
import { auditPut, leadTarget } from './audit-log.ts';
import { countLeadAnalytics } from './analytics-lead-counters.ts';
import { countArrivalDay } from './first-contact-stats.ts';
import { cancellationReasons, isTransactionConflict, retryCollisions, transactWriteOnce, type TransactItem } from './items.ts';
import { countLeadContribution } from './lead-aggregates.ts';
import { analyticsAsRead, getLead, leadKey, type Lead, type LeadDeps } from './leads.ts';
import { tableName } from './table.ts';

export type TestMarkChange = { outcome: 'changed' | 'unchanged'; lead: Lead } | { outcome: 'not-found' } | { outcome: 'conflict' };

/** The lead fields the overview's counters read, besides status and the test mark: checked unchanged as read. */
const COUNTED_FIELDS = ['country', 'businessActivity', 'accessedGuide', 'firstContactAt', 'erasedAt'] as const;

/** The first contact counted on the lead's arrival day: made while it waited (not after an erasure took it out). */
const contactCounted = (lead: Lead) => (lead.firstContactAt && !(lead.erasedAt && lead.erasedAt <= lead.firstContactAt) ? lead.firstContactAt : undefined);

/** Every counter update a lead's counts make, taken off (-1) or put back (1). */
function counterUpdates(lead: Lead, sign: 1 | -1): TransactItem[] {
  return [
    ...countLeadContribution(lead, sign),
    // Only a lead counted on arrival (stored since issue 26) is taken out of its day: an older one may never have been.
    ...(lead.analyticsKeys?.firstContactDay ? [countArrivalDay(lead.createdAt, contactCounted(lead), sign)] : []),
    ...countLeadAnalytics(lead, sign),
  ];
}

/** A change lost a race: the lead changed since it was read (its condition), or a transaction met it. */
function lostRace(error: unknown): boolean {
  if (isTransactionConflict(error)) return true;
  return (error as Error).name === 'TransactionCanceledException' && cancellationReasons(error).includes('ConditionalCheckFailed');
}

/**
 * Marks (`test` true) or unmarks a lead as a test lead (access pattern: mark or unmark a test lead). Already so:
 * 'unchanged', nothing written. When another change got there first, the lead is read again and the change tried
 * again (`retryCollisions`); after repeated collisions the answer is 'conflict'.
 */
export async function setLeadTest(id: string, test: boolean, actor: string, deps: LeadDeps = {}): Promise<TestMarkChange> {
  try {
    return await retryCollisions<TestMarkChange>(async () => {
      const lead = await getLead(id, { consistent: true });
      if (!lead) return { outcome: 'not-found' };
      if (!!lead.test === test) return { outcome: 'unchanged', lead };
      const asRead = analyticsAsRead(lead);
      const names: Record<string, string> = { ...asRead.names, '#status': 'status' };
      const values: Record<string, unknown> = { ...asRead.values, ':status': lead.status };
      const conditions = ['attribute_exists(pk)', asRead.expression, '#status = :status'];
      COUNTED_FIELDS.forEach((field, i) => {
        names[`#f${i}`] = field;
        const read = lead[field];
        if (read === undefined) conditions.push(`attribute_not_exists(#f${i})`);
        else {
          conditions.push(`#f${i} = :f${i}`);
          values[`:f${i}`] = read;
        }
      });
      if (test) values[':true'] = true;
      const after: Lead = { ...lead };
      if (test) after.test = true;
      else delete after.test;
      await transactWriteOnce([
        {
          Update: {
            TableName: tableName(),
            Key: leadKey(id),
            ConditionExpression: conditions.join(' AND '),
            UpdateExpression: test ? 'SET #test = :true' : 'REMOVE #test',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          },
        },
        ...counterUpdates(lead, test ? -1 : 1),
        auditPut({ actor, action: TEST_LEAD_AUDIT_ACTION, target: leadTarget(id), before: { test: !test }, after: { test } }, deps),
      ]);
      return { outcome: 'changed', lead: after };
    }, lostRace);
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException' && lostRace(error)) return { outcome: 'conflict' };
    throw error;
  }
}
