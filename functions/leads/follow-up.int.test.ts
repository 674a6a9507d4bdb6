import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminLead, LeadDetail, LoggedContact } from '#shared/admin/api-contract.ts';
import { dubaiDayRange } from '../data/lead-follow-ups.ts';
import { createLead, getLead } from '../data/leads.ts';
import { tableName } from '../data/table.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { INTEGRATION_ADMIN } from '../test/integration-setup.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

let staff: StaffRequest;
const run = randomUUID().slice(0, 8);
const MINUTE = 60_000;

beforeAll(async () => {
  staff = await loggedInStaff();
});

const newLead = (i: number) =>
  createLead({ fullName: `Follow ${run} ${i}`, email: `follow${i}.${run}@example.com`, phone: '+971 50 123 4567', ipAddress: '203.0.113.9', userAgent: 'jest' });
const setFollowUp = (id: string, body: unknown) => invokeRoute('PUT', `/api/leads/${id}/follow-up`, { ...staff, body });
const clearFollowUp = (id: string) => invokeRoute('DELETE', `/api/leads/${id}/follow-up`, staff);
const detail = async (id: string) => (await invokeRoute('GET', `/api/leads/${id}`, staff)).json as LeadDetail;
const followUpHistory = async (id: string) => (await detail(id)).history.filter((entry) => entry.action === 'lead.followUp').map(({ actor, before, after }) => ({ actor, before, after }));

/** Every lead of a view (following the cursor), as the admin pages through it. */
async function leadsOfView(query: string, limit = 100): Promise<AdminLead[]> {
  const leads: AdminLead[] = [];
  let cursor: string | undefined;
  do {
    const response = await invokeRoute('GET', `/api/leads?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, staff);
    expect(response.statusCode).toBe(200);
    leads.push(...(response.json as AdminLead[]));
    cursor = response.headers?.['x-next-cursor'] as string | undefined;
  } while (cursor);
  return leads;
}
const idsOf = (leads: AdminLead[], mine: string[]) => leads.map((lead) => lead.id).filter((id) => mine.includes(id));

const indexItemOf = async (id: string) =>
  (await documentClient.send(new GetCommand({ TableName: tableName(), Key: { pk: `LEAD#${id}`, sk: 'QUEUE#FOLLOWUP' }, ConsistentRead: true }))).Item;

describe("a lead's next follow-up", () => {
  it('is set, moved and cleared, each change audited with before and after and shown in the history', async () => {
    // Prepare
    const { id } = await newLead(1);

    // Act
    const set = await setFollowUp(id, { at: '2026-12-01T10:00:00+04:00', note: '  Send the free zone quote  ' });
    const moved = await setFollowUp(id, { at: '2026-12-02T06:30:00.000Z' });
    const cleared = await clearFollowUp(id);
    const clearedAgain = await clearFollowUp(id);

    // Assess: stored as UTC, the note trimmed; the lead answered as stored each time
    expect(set.statusCode).toBe(200);
    expect((set.json as AdminLead).followUp).toEqual({ at: '2026-12-01T06:00:00.000Z', note: 'Send the free zone quote', by: INTEGRATION_ADMIN.username, updatedAt: expect.any(String) });
    expect((moved.json as AdminLead).followUp).toEqual({ at: '2026-12-02T06:30:00.000Z', note: '', by: INTEGRATION_ADMIN.username, updatedAt: expect.any(String) });
    expect(cleared.statusCode).toBe(200);
    expect((cleared.json as AdminLead).followUp).toBeUndefined();
    expect(clearedAgain.statusCode).toBe(200);
    expect((await getLead(id))!.followUp).toBeUndefined();
    expect(await indexItemOf(id)).toBeUndefined();
    expect(await followUpHistory(id)).toEqual([
      { actor: INTEGRATION_ADMIN.username, before: null, after: { at: '2026-12-01T06:00:00.000Z', note: 'Send the free zone quote' } },
      { actor: INTEGRATION_ADMIN.username, before: { at: '2026-12-01T06:00:00.000Z', note: 'Send the free zone quote' }, after: { at: '2026-12-02T06:30:00.000Z', note: '' } },
      { actor: INTEGRATION_ADMIN.username, before: { at: '2026-12-02T06:30:00.000Z', note: '' }, after: null },
    ]);
  });

  it('refuses a time that is not one, a note over 200 characters and an unknown lead, changing nothing', async () => {
    // Prepare
    const { id } = await newLead(2);

    // Act
    const noTime = await setFollowUp(id, { note: 'Call' });
    const notATime = await setFollowUp(id, { at: 'tomorrow morning' });
    const longNote = await setFollowUp(id, { at: '2026-12-01T06:00:00.000Z', note: 'x'.repeat(201) });
    const unknown = await setFollowUp(`unknown-${run}`, { at: '2026-12-01T06:00:00.000Z' });
    const unknownCleared = await clearFollowUp(`unknown-${run}`);

    // Assess
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json.fieldErrors).toEqual({ at: 'Please give the follow-up date and time' });
    expect(notATime.json.fieldErrors).toEqual({ at: 'Please give the follow-up date and time' });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json.fieldErrors).toEqual({ note: 'Please keep the follow-up note to at most 200 characters' });
    expect(unknown.statusCode).toBe(404);
    expect(unknownCleared.statusCode).toBe(404);
    expect((await getLead(id))!.followUp).toBeUndefined();
    expect(await followUpHistory(id)).toEqual([]);
  });

  it('lists "Due today" (the Dubai day) and "Overdue" (before now) earliest first, each alone and with the status filter', async () => {
    // Prepare: overdue since an hour and since a minute, due later today, due tomorrow
    const now = Date.now();
    const { to: endOfDay } = dubaiDayRange(new Date(now));
    const [longOverdue, overdue, laterToday, tomorrow] = await Promise.all([newLead(3), newLead(4), newLead(5), newLead(6)]);
    const mine = [longOverdue.id, overdue.id, laterToday.id, tomorrow.id];
    await setFollowUp(longOverdue.id, { at: new Date(now - 60 * MINUTE).toISOString() });
    await setFollowUp(overdue.id, { at: new Date(now - MINUTE).toISOString() });
    await setFollowUp(laterToday.id, { at: new Date((now + Date.parse(endOfDay)) / 2).toISOString() });
    await setFollowUp(tomorrow.id, { at: new Date(Date.parse(endOfDay) + 60 * MINUTE).toISOString() });
    // The status filter reads the follow-up under the lead's status, which moves with it.
    await invokeRoute('PATCH', `/api/leads/${overdue.id}/status`, { ...staff, body: { status: 'contacted' } });

    // Act
    const overdueView = idsOf(await leadsOfView('view=overdue', 1), mine);
    const overdueNew = idsOf(await leadsOfView('view=overdue&status=new'), mine);
    const overdueContacted = idsOf(await leadsOfView('view=overdue&status=contacted'), mine);
    const dueToday = idsOf(await leadsOfView('view=due-today'), mine);
    const searched = await invokeRoute('GET', '/api/leads?view=overdue&q=follow', staff);

    // Assess
    expect(overdueView).toEqual([longOverdue.id, overdue.id]);
    expect(overdueNew).toEqual([longOverdue.id]);
    expect(overdueContacted).toEqual([overdue.id]);
    // An overdue follow-up of earlier today is due today too; tomorrow's is in neither view.
    expect(dueToday).toContain(laterToday.id);
    expect(dueToday).not.toContain(tomorrow.id);
    expect(searched.statusCode).toBe(400);
    expect(searched.json.fieldErrors).toEqual({ view: 'The follow-up views cannot be searched: clear the search or choose all leads.' });
  });

  it('is cleared by a logged contact, or moved when the contact names the next one', async () => {
    // Prepare
    const { id } = await newLead(7);
    await setFollowUp(id, { at: '2026-12-01T06:00:00.000Z', note: 'First call' });

    // Act
    const moved = await invokeRoute('POST', `/api/leads/${id}/contacts`, { ...staff, body: { channel: 'call', outcome: 'Wants the prices', followUp: { at: '2026-12-03T06:00:00.000Z', note: 'Send prices' } } });
    const afterMove = await indexItemOf(id);
    const cleared = await invokeRoute('POST', `/api/leads/${id}/contacts`, { ...staff, body: { channel: 'whatsapp' } });

    // Assess
    expect(moved.statusCode).toBe(201);
    expect((moved.json as LoggedContact).lead.followUp).toEqual({ at: '2026-12-03T06:00:00.000Z', note: 'Send prices', by: INTEGRATION_ADMIN.username, updatedAt: expect.any(String) });
    expect(afterMove).toMatchObject({ gsi1pk: 'FOLLOWUP', gsi1sk: `2026-12-03T06:00:00.000Z#${id}`, gsi2pk: 'FOLLOWUP#new' });
    expect((cleared.json as LoggedContact).lead.followUp).toBeUndefined();
    expect((await getLead(id))!.followUp).toBeUndefined();
    expect(await indexItemOf(id)).toBeUndefined();
    expect((await followUpHistory(id)).map(({ after }) => after)).toEqual([{ at: '2026-12-01T06:00:00.000Z', note: 'First call' }, { at: '2026-12-03T06:00:00.000Z', note: 'Send prices' }, null]);
  });

  it('leaves the views when the person is erased', async () => {
    // Prepare
    const { id } = await newLead(8);
    await setFollowUp(id, { at: new Date(Date.now() - MINUTE).toISOString(), note: 'Call Follow back' });

    // Act
    const erased = await invokeRoute('POST', '/api/admin/privacy/erase', { ...staff, body: { email: `follow8.${run}@example.com`, confirm: true } });

    // Assess
    expect(erased.statusCode).toBe(200);
    expect(await indexItemOf(id)).toBeUndefined();
    expect((await getLead(id))!.followUp).toBeUndefined();
    expect(idsOf(await leadsOfView('view=overdue'), [id])).toEqual([]);
    expect((await setFollowUp(id, { at: '2026-12-01T06:00:00.000Z' })).statusCode).toBe(404);
  });
});
