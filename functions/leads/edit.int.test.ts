/**
 * Staff correct a lead (rectification), end to end through the route table, DynamoDB Local and the MailerLite fake:
 * the search indexes follow the corrected values, the audit record holds the change, the corrected contact goes out
 * again to every active integration through the outbox and the drain, and a correction that lost a race writes nothing.
 */
import { randomUUID } from 'node:crypto';
import type { AdminLead, LeadDetail } from '#shared/admin/api-contract.ts';
import type { IntegrationView, LeadSyncRecord } from '#shared/admin/integrations-contract.ts';
import { writeLeadEdit } from '../data/lead-edits.ts';
import { readLeadAggregates } from '../data/lead-aggregates.ts';
import { queryPartition } from '../data/items.ts';
import { getLead } from '../data/leads.ts';
import { drainOnce } from '../integrations/drain.ts';
import { startMailerLiteFake, type MailerLiteFake } from '../integrations/fakes/mailerlite-fake.ts';
import { INTEGRATION_ADMIN } from '../test/integration-setup.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

const TOKEN = 'mlsk-0123456789-lead-edit-token-5b2e';
const run = randomUUID().slice(0, 8);
let staff: StaffRequest;
let mailerlite: MailerLiteFake;

beforeAll(async () => {
  // The fake answers plain http on 127.0.0.1: allowed here as the local stack allows it, and never deployed.
  process.env.INTEGRATION_TEST_HOSTS = '127.0.0.1';
  [staff, mailerlite] = await Promise.all([loggedInStaff(), startMailerLiteFake({ token: TOKEN })]);
});

afterAll(async () => {
  await mailerlite?.stop();
});

const later = (seconds: number) => () => new Date(Date.now() + seconds * 1000);
const patch = (id: string, body: unknown) => invokeRoute('PATCH', `/api/leads/${id}`, { ...staff, body });
const search = async (q: string) => ((await invokeRoute('GET', `/api/leads?q=${encodeURIComponent(q)}&limit=100`, staff)).json as AdminLead[]).map((lead) => lead.id);

async function integration(name: string, isActive = true): Promise<IntegrationView> {
  const response = await invokeRoute('POST', '/api/email-integrations', { ...staff, body: { provider: 'mailerlite', name, apiKey: TOKEN, endpoint: mailerlite.apiBase, isActive } });
  expect(response.statusCode).toBe(201);
  return response.json as IntegrationView;
}

async function submitLead(who: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await invokeRoute('POST', '/api/leads', {
    body: { fullName: `Edith ${who}${run}`, email: `edith.${who}.${run}@example.co.uk`, phone: `+44 7700 9${run.replace(/\D/g, '').padEnd(5, '1').slice(0, 5)}`, country: 'United Kingdom', ...extra },
  });
  expect(response.statusCode).toBe(201);
  return response.json.id as string;
}

describe('PATCH /api/leads/{id}: staff correct a lead', () => {
  it('finds the lead by its new name, e-mail and phone and no longer by the old ones', async () => {
    // Prepare
    const id = await submitLead('search');
    const before = (await getLead(id))!;
    const newPhone = `+971 55 ${run.replace(/\D/g, '').padEnd(7, '3').slice(0, 7)}`;

    // Act
    const response = await patch(id, { fullName: `Zelda Corrected${run}`, email: `zelda.${run}@example.ae`, phone: newPhone, country: 'United Arab Emirates' });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.json).toMatchObject({ id, fullName: `Zelda Corrected${run}`, email: `zelda.${run}@example.ae`, phone: newPhone, country: 'United Arab Emirates' });
    expect(await search(`Zelda Corrected${run}`)).toEqual([id]);
    expect(await search(`zelda.${run}@example.ae`)).toEqual([id]);
    expect(await search(newPhone)).toEqual([id]);
    expect(await search(`Edith search${run}`)).toEqual([]);
    expect(await search(before.email)).toEqual([]);
    expect(await search(before.phone)).toEqual([]);
    expect((await getLead(id))?.phoneE164).toBe(newPhone.replace(/\s/g, ''));
  });

  it('records the changed fields before and after, and nothing else, in the lead history', async () => {
    // Prepare
    const id = await submitLead('audit');
    const before = (await getLead(id))!;

    // Act
    await patch(id, { email: `edith.audit.fixed.${run}@example.co.uk`, fullName: before.fullName, companyName: 'Edith Audit Ltd' });
    const detail = (await invokeRoute('GET', `/api/leads/${id}`, staff)).json as LeadDetail;

    // Assess
    expect(detail.history).toEqual([
      expect.objectContaining({
        actor: INTEGRATION_ADMIN.username,
        action: 'lead.edit',
        target: `lead#${id}`,
        before: { email: before.email, companyName: null },
        after: { email: `edith.audit.fixed.${run}@example.co.uk`, companyName: 'Edith Audit Ltd' },
      }),
    ]);
  });

  it('moves the overview counters from the old country and activity to the new ones', async () => {
    // Prepare
    const id = await submitLead('counters');
    const activity = `Edit counting ${run}`;
    await patch(id, { businessActivity: activity });
    const before = await readLeadAggregates();
    const count = (aggregates: typeof before, list: 'countries' | 'activities', name: string) => aggregates[list].find((entry) => entry.name === name)?.count ?? 0;

    // Act
    await patch(id, { country: 'Ireland', businessActivity: '' });
    const after = await readLeadAggregates();

    // Assess
    expect(count(after, 'countries', 'United Kingdom') - count(before, 'countries', 'United Kingdom')).toBe(-1);
    expect(count(after, 'countries', 'Ireland') - count(before, 'countries', 'Ireland')).toBe(1);
    expect([count(before, 'activities', activity), count(after, 'activities', activity)]).toEqual([1, 0]);
    expect(after.totals.total).toBe(before.totals.total);
  });

  /**
   * Runs the drain minute after minute, as its schedule does, until this lead's outbox item is gone and (when given)
   * both sends of `email` reached the provider: the drain is paced per provider and run (PROVIDER_PACE_PER_RUN), and
   * other files' leads may be due in the same runs. Bounded: ten runs.
   */
  async function drainUntilSent(leadId: string, email: string | undefined, fromMinute: number) {
    for (let minute = fromMinute; minute < fromMinute + 10; minute++) {
      await drainOnce({ now: later(minute) });
      const pending = (await queryPartition('byState', 'SYNCWORK')).some((item) => item.leadId === leadId);
      const sends = email ? mailerlite.requests.filter((request) => request.method === 'POST' && request.rawBody.includes(email)).length : 2;
      if (!pending && sends >= 2) return;
    }
  }

  it('queues the corrected contact for every active integration, and the drain sends it to each', async () => {
    // Prepare: the lead reached both active integrations once; the inactive one never
    const [first, second, inactive] = await Promise.all([integration(`Edit A ${run}`), integration(`Edit B ${run}`), integration(`Edit off ${run}`, false)]);
    try {
      const id = await submitLead('sync');
      await drainUntilSent(id, undefined, 1);
      const newEmail = `edith.sync.fixed.${run}@example.ae`;

      // Act
      const response = await patch(id, { email: newEmail, fullName: `Edith Resent${run}` });
      const outbox = await queryPartition('byState', 'SYNCWORK');
      await drainUntilSent(id, newEmail, 20);

      // Assess: one outbox item asked for the re-send (staff already e-mailed), then one record per active integration
      expect(response.statusCode).toBe(200);
      expect(outbox.filter((item) => item.leadId === id)).toEqual([expect.objectContaining({ kind: 'lead-outbox', staffNotified: true, resend: expect.any(String) })]);
      const syncs = (await invokeRoute('GET', `/api/leads/${id}/syncs`, staff)).json as LeadSyncRecord[];
      const mine = syncs.filter((sync) => [first.id, second.id, inactive.id].includes(sync.integrationId));
      expect(mine.map((sync) => [sync.integrationId, sync.state]).sort()).toEqual([[first.id, 'synced'], [second.id, 'synced']].sort());
      const sent = mailerlite.requests.filter((request) => request.method === 'POST' && request.rawBody.includes(newEmail));
      expect(sent).toHaveLength(2);
      expect(mailerlite.subscribers.get(newEmail)?.fields).toMatchObject({ name: 'Edith', last_name: `Resent${run}` });
      expect((await queryPartition('byState', 'SYNCWORK')).filter((item) => item.leadId === id)).toEqual([]);
    } finally {
      for (const created of [first, second, inactive]) await invokeRoute('DELETE', `/api/email-integrations/${created.id}`, staff);
    }
  });

  it('answers 409 and writes nothing when the lead was corrected by someone else since it was read', async () => {
    // Prepare: one member of staff reads the lead, another corrects it
    const id = await submitLead('race');
    const asRead = (await getLead(id, { consistent: true }))!;
    await patch(id, { phone: '+44 7700 900999' });

    // Act
    const late = await writeLeadEdit(asRead, { email: `edith.race.late.${run}@example.co.uk` }, 'late-staff');
    const history = ((await invokeRoute('GET', `/api/leads/${id}`, staff)).json as LeadDetail).history;

    // Assess
    expect(late).toEqual({ outcome: 'conflict' });
    expect((await getLead(id))).toMatchObject({ phone: '+44 7700 900999', email: asRead.email });
    expect(history.map((entry) => entry.actor)).toEqual([INTEGRATION_ADMIN.username]);
  });

  it('answers 404 for an unknown lead and 400 with the form message for an invalid e-mail, changing nothing', async () => {
    const id = await submitLead('invalid');

    const unknown = await patch(`missing-${run}`, { fullName: 'Nobody Here' });
    const bad = await patch(id, { email: 'edith@example' });

    expect(unknown.statusCode).toBe(404);
    expect(bad.statusCode).toBe(400);
    expect(bad.json.fieldErrors).toEqual({ email: 'Please enter a valid email address' });
    expect((await getLead(id))?.email).toBe(`edith.invalid.${run}@example.co.uk`);
  });
});
