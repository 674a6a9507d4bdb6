/**
 * The back-fill of the lead desk (`npm run leads:backfill-desk`, issue 25) against DynamoDB Local, through the route
 * table: leads stored before the queue and owners existed are missing from "Needs first contact", "Unassigned" and the
 * tab's badge; after the back-fill they are there (an erased one and a contacted one only where they belong), the
 * desk's changes keep them in step, and a second run writes nothing. The back-fill reads every lead of the table, so
 * the file runs on a table of its own (seeded like the shared one).
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ensureTable } from '#infra/local/dynamodb.ts';
import type { AdminLead, FirstContactSummary } from '#shared/admin/api-contract.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';
import { backfillLeadDesk } from './lead-desk-backfill.ts';
import { leadItem, type Lead } from './leads.ts';
import { tableName } from './table.ts';

const run = randomUUID().slice(0, 8);
let staff: StaffRequest;

beforeAll(async () => {
  process.env.TABLE_NAME = `desk-backfill-${run}`;
  await ensureTable(process.env.AWS_ENDPOINT_URL_DYNAMODB!, process.env.TABLE_NAME);
  const { seedTable } = await import('./seed.ts');
  await seedTable();
  staff = await loggedInStaff();
}, 60_000);

/** A lead as the lead routes stored it before issue 25: the lead item alone, no queue or owner index item. */
async function storedTheOldWay(name: string, fields: Partial<Lead> = {}): Promise<string> {
  const id = `old-${name}-${run}`;
  const lead: Lead = {
    id,
    fullName: `${name} Oldstyle`,
    email: `${name}.${run}@example.com`,
    phone: '+44 7700 900123',
    ipAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0',
    status: 'new',
    accessedGuide: false,
    createdAt: '2026-10-01T09:00:00.000Z',
    ...fields,
  };
  await documentClient.send(new PutCommand({ TableName: tableName(), Item: leadItem(lead) }));
  return id;
}

/** Every lead of a list (following the cursor, two at a time), as the admin pages through it. */
async function listed(query: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const response = await invokeRoute('GET', `/api/leads?${query}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, staff);
    expect(response.statusCode).toBe(200);
    ids.push(...(response.json as AdminLead[]).map((lead) => lead.id));
    cursor = response.headers?.['x-next-cursor'] as string | undefined;
  } while (cursor);
  return ids;
}

const waiting = async () => ((await invokeRoute('GET', '/api/admin/first-contact', staff)).json as FirstContactSummary).waiting;

describe('npm run leads:backfill-desk: leads from before the desk join its queue and owner lists', () => {
  let newOne: string;
  let contactedStatus: string;
  let contactedBefore: string;
  let erased: string;

  beforeAll(async () => {
    newOne = await storedTheOldWay('nadia');
    contactedStatus = await storedTheOldWay('omar', { status: 'contacted', createdAt: '2026-10-02T09:00:00.000Z' });
    contactedBefore = await storedTheOldWay('priya', { firstContactAt: '2026-10-03T10:00:00.000Z', createdAt: '2026-10-03T09:00:00.000Z' });
    erased = await storedTheOldWay('erased', { fullName: '', email: '', phone: '', ipAddress: '', userAgent: '', erasedAt: '2026-10-05T09:00:00.000Z' });
  });

  it('a dry run says what it would write and writes nothing', async () => {
    // Act
    const dry = await backfillLeadDesk({ pageSize: 2, dryRun: true });

    // Assess
    expect(dry).toEqual({ read: 4, queued: 2, ownerIndexed: 3, changedMeanwhile: 0 });
    expect(await listed('view=needs-first-contact')).toEqual([]);
    expect(await listed('owner=unassigned')).toEqual([]);
    expect(await waiting()).toBe(0);
  });

  it('lists the old leads without a first contact under "Needs first contact" (oldest first, by status too) and every old lead not erased under "Unassigned"; a second run writes nothing', async () => {
    // Act
    const first = await backfillLeadDesk({ pageSize: 2 });
    const second = await backfillLeadDesk({ pageSize: 2 });

    // Assess
    expect(first).toEqual({ read: 4, queued: 2, ownerIndexed: 3, changedMeanwhile: 0 });
    expect(second).toEqual({ read: 4, queued: 0, ownerIndexed: 0, changedMeanwhile: 0 });
    expect(await listed('view=needs-first-contact')).toEqual([newOne, contactedStatus]);
    expect(await listed('view=needs-first-contact&status=contacted')).toEqual([contactedStatus]);
    expect(new Set(await listed('owner=unassigned'))).toEqual(new Set([newOne, contactedStatus, contactedBefore]));
    expect(await listed('owner=unassigned&status=new')).toEqual([contactedBefore, newOne]);
    expect(await listed('owner=unassigned')).not.toContain(erased);
    expect(await waiting()).toBe(2);
  });

  it('keeps a back-filled lead in step with the desk: its status change moves it, its first contact takes it out of the queue and the badge', async () => {
    // Act
    const moved = await invokeRoute('PATCH', `/api/leads/${newOne}/status`, { ...staff, body: { status: 'qualified' } });
    const contact = await invokeRoute('POST', `/api/leads/${contactedStatus}/contacts`, { ...staff, body: { channel: 'call' } });

    // Assess
    expect(moved.statusCode).toBe(200);
    expect(contact.statusCode).toBe(201);
    expect(await listed('view=needs-first-contact')).toEqual([newOne]);
    expect(await listed('view=needs-first-contact&status=qualified')).toEqual([newOne]);
    expect(await listed('owner=unassigned&status=qualified')).toEqual([newOne]);
    expect(await waiting()).toBe(1);
    expect(await backfillLeadDesk({ pageSize: 2 })).toEqual({ read: 4, queued: 0, ownerIndexed: 0, changedMeanwhile: 0 });
  });
});
