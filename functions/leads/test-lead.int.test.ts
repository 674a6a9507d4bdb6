import { randomUUID } from 'node:crypto';
import type { AnalyticsFullReport } from '#shared/admin/analytics-contract.ts';
import type { AdminLead, LeadDetail, LeadStatus } from '#shared/admin/api-contract.ts';
import type { Attribution } from '#shared/lead/lead-rules.ts';
import { recountLeadAnalytics, summariseLeadDays } from '../data/analytics-lead-counters.ts';
import { readFirstContactStats } from '../data/first-contact-stats.ts';
import { readLeadAggregates } from '../data/lead-aggregates.ts';
import { logContact } from '../data/lead-contacts.ts';
import { createLead, getLead, type Lead } from '../data/leads.ts';
import { INTEGRATION_ADMIN } from '../test/integration-setup.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

// Leads arrive on days of 2033-03 (no other test file's leads or views are on them), so each day's counters are this
// file's; the overview's totals are shared, and this file reads them while nothing else writes (runInBand).

let staff: StaffRequest;
const run = randomUUID().slice(0, 8);

beforeAll(async () => {
  staff = await loggedInStaff();
});

const mark = (id: string) => invokeRoute('PUT', `/api/leads/${id}/test`, staff);
const unmark = (id: string) => invokeRoute('DELETE', `/api/leads/${id}/test`, staff);
const patch = (id: string, status: LeadStatus) => invokeRoute('PATCH', `/api/leads/${id}/status`, { ...staff, body: { status } });
const report = async (day: string) => (await invokeRoute('GET', `/api/admin/analytics?from=${day}&to=${day}`, staff)).json as AnalyticsFullReport;
const firstContactDay = async (day: string) => (await readFirstContactStats(day, day)).days;

let counter = 0;
const leadOn = async (day: string, extra: Partial<AdminLead> = {}) => {
  counter += 1;
  const { id } = await createLead(
    { fullName: `Test lead ${run} ${counter}`, email: `testlead${counter}@${run}.example.com`, phone: '+971 50 123 4567', ipAddress: '203.0.113.9', userAgent: 'jest', ...extra },
    { now: () => new Date(`${day}T08:00:00.000Z`) },
  );
  return id;
};
const attribution = (campaign: string): Attribution => ({ page: '/uk-dubai-3', landingVariant: 'uk-dubai-3', utmSource: 'google', utmCampaign: campaign });

/** Every figure of the Analytics Overview a lead of `day` can be in. */
const figures = async (day: string) => ({ aggregates: await readLeadAggregates(), firstContact: await firstContactDay(day), analytics: await report(day) });

describe('PUT and DELETE /api/leads/{id}/test: staff mark a lead as a test lead', () => {
  it('leaves a marked lead out of every figure of the Analytics Overview, and unmarking puts every figure back as it was', async () => {
    // Prepare: a lead from a campaign, with a country, a business type and the guide, contacted within the hour, qualified.
    const day = '2033-03-01';
    const activity = `Test marks ${run}`;
    const id = await leadOn(day, { country: 'Oman', businessActivity: activity, accessedGuide: true, attribution: attribution(`mark ${run}`) });
    await logContact(id, { channel: 'call' }, INTEGRATION_ADMIN.username, { now: () => new Date(`${day}T08:30:00.000Z`) });
    expect((await patch(id, 'qualified')).statusCode).toBe(200);
    const before = await figures(day);

    // Act
    const marked = await mark(id);
    const whileMarked = await figures(day);
    const unmarked = await unmark(id);
    const after = await figures(day);

    // Assess: marked, the lead is in no figure...
    expect(marked.statusCode).toBe(200);
    expect(marked.json).toMatchObject({ id, test: true, status: 'qualified' });
    expect(whileMarked.aggregates.totals).toEqual({
      ...before.aggregates.totals,
      total: before.aggregates.totals.total - 1,
      qualified: before.aggregates.totals.qualified - 1,
      guideDownloads: before.aggregates.totals.guideDownloads - 1,
    });
    expect(whileMarked.aggregates.activities.find((entry) => entry.name === activity)?.count).toBe(0);
    expect(whileMarked.aggregates.countries.find((entry) => entry.name === 'Oman')?.count).toBe(before.aggregates.countries.find((entry) => entry.name === 'Oman')!.count - 1);
    expect(before.firstContact).toEqual([expect.objectContaining({ day, leads: 1, contacted: 1, withinPromise: 1 })]);
    expect(whileMarked.firstContact).toEqual([expect.objectContaining({ day, leads: 0, contacted: 0, withinPromise: 0 })]);
    expect(before.analytics.leadsByDay).toEqual([{ day, new: 0, contacted: 0, qualified: 1, closed: 0 }]);
    expect(whileMarked.analytics).toMatchObject({ leadsByDay: [], leadPages: [], leadVariants: [], campaigns: [], funnel: { leads: 0, contacted: 0, qualified: 0, closed: 0 } });
    // ...and unmarked, every figure is as it was.
    expect(unmarked.statusCode).toBe(200);
    expect(unmarked.json).not.toHaveProperty('test');
    expect(after).toEqual(before);
    // Both changes are in the lead's history.
    const history = ((await invokeRoute('GET', `/api/leads/${id}`, staff)).json as LeadDetail).history;
    expect(history.filter((entry) => entry.action === 'lead.test')).toEqual([
      expect.objectContaining({ actor: INTEGRATION_ADMIN.username, before: { test: false }, after: { test: true } }),
      expect.objectContaining({ actor: INTEGRATION_ADMIN.username, before: { test: true }, after: { test: false } }),
    ]);
  });

  it('moves no counter when a test lead changes status or is first contacted; unmarked, it counts where it stands', async () => {
    // Prepare
    const day = '2033-03-05';
    const id = await leadOn(day, { businessActivity: `Test moves ${run}`, attribution: attribution(`moves ${run}`) });
    expect((await mark(id)).statusCode).toBe(200);
    const marked = await figures(day);

    // Act: closed, back to contacted, first contacted 20 minutes after arrival.
    expect((await patch(id, 'closed')).statusCode).toBe(200);
    expect((await patch(id, 'contacted')).statusCode).toBe(200);
    await logContact(id, { channel: 'whatsapp' }, INTEGRATION_ADMIN.username, { now: () => new Date(`${day}T08:20:00.000Z`) });
    const moved = await figures(day);
    expect((await unmark(id)).statusCode).toBe(200);
    const counted = await figures(day);

    // Assess: while a test, nothing moved...
    expect(moved).toEqual(marked);
    // ...unmarked, it counts as contacted now, closed at its furthest, contacted within the promise.
    expect(counted.analytics.leadsByDay).toEqual([{ day, new: 0, contacted: 1, qualified: 0, closed: 0 }]);
    expect(counted.analytics.campaigns).toEqual([{ source: 'google', campaign: `moves ${run}`, leads: 1, contacted: 1, qualified: 1, closed: 1 }]);
    expect(counted.firstContact).toEqual([expect.objectContaining({ day, leads: 1, contacted: 1, withinPromise: 1 })]);
    expect(counted.aggregates.totals).toEqual({ ...marked.aggregates.totals, total: marked.aggregates.totals.total + 1, contacted: marked.aggregates.totals.contacted + 1 });
  });

  it('answers a second mark with the lead and changes nothing, and an unknown lead with 404', async () => {
    // Prepare
    const day = '2033-03-08';
    const id = await leadOn(day);
    expect((await mark(id)).statusCode).toBe(200);
    const once = await figures(day);

    // Act
    const again = await mark(id);
    const unknown = await mark(randomUUID());
    const unknownUnmark = await unmark(randomUUID());

    // Assess
    expect(again.statusCode).toBe(200);
    expect(again.json).toMatchObject({ id, test: true });
    expect(await figures(day)).toEqual(once);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json.message).toBe('This lead does not exist. It may have been removed.');
    expect(unknownUnmark.statusCode).toBe(404);
  });

  it('keeps every counter equal to a recount when leads are marked, unmarked and moved all at once', async () => {
    // Prepare: four leads of a business type only this test uses.
    const day = '2033-03-10';
    const activity = `Test race ${run}`;
    const ids = await Promise.all([0, 1, 2, 3].map((i) => leadOn(day, { businessActivity: activity, attribution: attribution(`race ${run} ${i % 2}`) })));
    const before = await readLeadAggregates();

    // Act: each lead is marked, moved twice, unmarked and moved again, all at once; the last two are marked once more.
    const requests = ids.flatMap((id) => [mark(id), patch(id, 'contacted'), patch(id, 'closed'), unmark(id), patch(id, 'qualified')]);
    const answers = await Promise.all(requests);
    await Promise.all(ids.slice(2).map((id) => mark(id)));

    // Assess: each request applied or refused cleanly, and every counter says what a recount of the stored leads says.
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
    const leads = (await Promise.all(ids.map((id) => getLead(id)))) as Lead[];
    const real = leads.filter((lead) => !lead.test);
    expect(real.length).toBeLessThanOrEqual(2);
    const after = await readLeadAggregates();
    expect(after.activities.find((entry) => entry.name === activity)?.count).toBe(real.length);
    expect(after.totals.total - before.totals.total).toBe(real.length - ids.length);
    for (const status of ['new', 'contacted', 'qualified', 'closed'] as const) {
      const now = real.filter((lead) => lead.status === status).length;
      expect(after.totals[status] - before.totals[status]).toBe(now - (status === 'new' ? ids.length : 0));
    }
    expect(await firstContactDay(day)).toEqual([expect.objectContaining({ day, leads: real.length, contacted: 0 })]);
    const got = await report(day);
    const recount = summariseLeadDays(recountLeadAnalytics(leads));
    expect(got.leadsByDay).toEqual(recount.leadsByDay);
    expect(got.campaigns).toEqual(recount.campaigns);
    expect(got.funnel.leads).toBe(real.length);
  });
});
