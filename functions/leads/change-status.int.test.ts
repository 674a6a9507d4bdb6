import { randomUUID } from 'node:crypto';
import type { AnalyticsOverview, LeadDetail, LeadStatus } from '#shared/admin/api-contract.ts';
import { readLeadAggregates } from '../data/lead-aggregates.ts';
import { createLead, getLead } from '../data/leads.ts';
import { INTEGRATION_ADMIN } from '../test/integration-setup.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

let staff: StaffRequest;
const run = randomUUID().slice(0, 8);

beforeAll(async () => {
  staff = await loggedInStaff();
});

const patch = (id: string, status: unknown) => invokeRoute('PATCH', `/api/leads/${id}/status`, { ...staff, body: { status } });
const overview = async () => (await invokeRoute('GET', '/api/admin/overview', staff)).json as AnalyticsOverview;
const newLead = (i: number, extra: { businessActivity?: string; country?: string } = {}) =>
  createLead({ fullName: `Status ${run} ${i}`, email: `status${i}@${run}.example.com`, phone: '+971 50 123 4567', ipAddress: '203.0.113.9', userAgent: 'jest', ...extra });

describe('PATCH /api/leads/{id}/status: staff move a lead along', () => {
  it('changes the status, answers the updated lead, and records who changed it from what to what', async () => {
    // Prepare
    const { id } = await newLead(1);

    // Act
    const response = await patch(id, 'contacted');
    const detail = (await invokeRoute('GET', `/api/leads/${id}`, staff)).json as LeadDetail;

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.json).toMatchObject({ id, status: 'contacted' });
    expect((await getLead(id))?.status).toBe('contacted');
    expect(detail.history).toEqual([
      expect.objectContaining({ actor: INTEGRATION_ADMIN.username, action: 'lead.status', target: `lead#${id}`, before: { status: 'new' }, after: { status: 'contacted' } }),
    ]);
  });

  it('moves any status to any other, back to new included', async () => {
    const { id } = await newLead(2);
    const path: LeadStatus[] = ['closed', 'qualified', 'new', 'contacted'];
    for (const status of path) expect((await patch(id, status)).json.status).toBe(status);
    expect((await getLead(id))?.status).toBe('contacted');
  });

  it('answers 404 for an unknown lead and 400 for an unknown status, changing nothing', async () => {
    // Prepare
    const { id } = await newLead(3);

    // Act
    const unknown = await patch(`missing-${run}`, 'contacted');
    const bad = await patch(id, 'won');

    // Assess
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json.message).toBe('This lead does not exist. It may have been removed.');
    expect(bad.statusCode).toBe(400);
    expect(bad.json.fieldErrors).toEqual({ status: 'Please choose one of: new, contacted, qualified, closed' });
    expect((await getLead(id))?.status).toBe('new');
    expect((await invokeRoute('GET', `/api/leads/${id}`, staff)).json.history).toEqual([]);
  });

  it('keeps the overview counters equal to a recount under many simultaneous changes of the same and different leads', async () => {
    // Prepare: leads of a business activity only this test uses, so its counter is this test's alone.
    const activity = `Concurrency ${run}`;
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await newLead(10 + i, { businessActivity: activity, country: 'Oman' })).id);
    const before = await overview();
    const statuses: LeadStatus[] = ['contacted', 'qualified', 'closed', 'new'];

    // Act: every lead gets four changes at once, and the first lead eight more.
    const changes = ids.flatMap((id) => statuses.map((status) => patch(id, status)));
    changes.push(...statuses.flatMap((status) => [patch(ids[0]!, status), patch(ids[0]!, status)]));
    const answers = await Promise.all(changes);

    // Assess: each change applied or refused cleanly, and the counters moved exactly as the leads did.
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
    // The first change of each lead is always applied (a lead still 'new' changes to anything but 'new').
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(ids.length);
    const after = await overview();
    const finalStatuses = await Promise.all(ids.map(async (id) => (await getLead(id))!.status));
    const recount = (status: LeadStatus) => finalStatuses.filter((value) => value === status).length;
    for (const status of ['contacted', 'qualified', 'closed'] as const) {
      expect(after.totals[status] - before.totals[status]).toBe(recount(status));
    }
    expect(after.totals.total).toBe(after.totals.new + after.totals.contacted + after.totals.qualified + after.totals.closed);
    const activityCounter = (await readLeadAggregates()).activities.find((entry) => entry.name === activity);
    expect(activityCounter?.count).toBe(ids.length);
  });
});
