/**
 * Lead owners against DynamoDB Local, through the route table: round-robin assignment on creation (setting on and
 * off, and under concurrent arrivals), take / assign / reassign with their audit, the "My leads" and "Unassigned"
 * filters alone and with the status filter, bad input refused with nothing written, and an erased lead leaving the
 * owner lists. The roster is one item of the table, so the file runs on a table of its own (seeded like the shared
 * one): its staff and its setting never meet another test file's.
 */
import { randomUUID } from 'node:crypto';
import { ensureTable } from '#infra/local/dynamodb.ts';
import type { AdminLead, LeadDetail, LeadRoster } from '#shared/admin/api-contract.ts';
import { listAuditForTarget } from '../data/audit-log.ts';
import { readRoster } from '../data/lead-roster.ts';
import { getLead } from '../data/leads.ts';
import { disableMember, enableMember, recordInvitation } from '../data/staff-members.ts';
import { INTEGRATION_ADMIN } from '../test/integration-setup.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

const run = randomUUID().slice(0, 8);
const me = INTEGRATION_ADMIN.username;
const bravo = `bravo-${run}`;
const charlie = `charlie-${run}`;
let staff: StaffRequest;

beforeAll(async () => {
  process.env.TABLE_NAME = `owners-${run}`;
  await ensureTable(process.env.AWS_ENDPOINT_URL_DYNAMODB!, process.env.TABLE_NAME);
  const { seedTable } = await import('../data/seed.ts');
  await seedTable();
  staff = await loggedInStaff();
  // Three enabled members of staff, recorded as the Team view records an invitation (which puts them on the roster).
  for (const [username, name] of [
    [me, 'Amira Admin'],
    [bravo, 'Bilal Bravo'],
    [charlie, 'Chloe Charlie'],
  ] as const) {
    await recordInvitation({ username, name, email: `${username}@example.com` }, 'setup');
  }
}, 60_000);

/** A fresh source address per request, so the per-address limit never interferes. */
const sourceIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
let leadCount = 0;
async function newLead(): Promise<string> {
  leadCount += 1;
  const response = await invokeRoute('POST', '/api/leads', {
    body: { fullName: `Owner ${run} ${leadCount}`, email: `owner${leadCount}.${run}@example.com`, phone: '+971 50 123 4567' },
    sourceIp: sourceIp(),
  });
  expect(response.statusCode).toBe(201);
  return response.json.id as string;
}
const setRoundRobin = (roundRobin: unknown) => invokeRoute('PUT', '/api/admin/lead-roster', { ...staff, body: { roundRobin } });
const assign = (id: string, owner: unknown) => invokeRoute('PATCH', `/api/leads/${id}/owner`, { ...staff, body: { owner } });
const assignWith = (id: string, body: unknown) => invokeRoute('PATCH', `/api/leads/${id}/owner`, { ...staff, body });

/** Every lead of a filtered list (following the cursor, two at a time), as the admin pages through it. */
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

describe('new leads and their owner', () => {
  it('leaves a new lead unassigned while round-robin is off (the default), listed under "Unassigned"', async () => {
    // Prepare
    const roster = (await invokeRoute('GET', '/api/admin/lead-roster', staff)).json as LeadRoster;

    // Act
    const id = await newLead();

    // Assess
    expect(roster.roundRobin).toBe(false);
    expect(roster.staff).toEqual([
      { username: me, name: 'Amira Admin' },
      { username: bravo, name: 'Bilal Bravo' },
      { username: charlie, name: 'Chloe Charlie' },
    ]);
    expect((await getLead(id))?.owner).toBeUndefined();
    expect(await listed('owner=unassigned')).toContain(id);
    expect(await listed('owner=unassigned&status=new')).toContain(id);
  });

  it('assigns new leads in turn once the setting is on, and records who turned it on', async () => {
    // Act
    const on = await setRoundRobin(true);
    const ids = [await newLead(), await newLead(), await newLead(), await newLead()];
    const off = await setRoundRobin(false);
    const afterwards = await newLead();

    // Assess: each member once, then the first again; off again, unassigned
    expect(on.statusCode).toBe(200);
    expect((on.json as LeadRoster).roundRobin).toBe(true);
    expect((off.json as LeadRoster).roundRobin).toBe(false);
    const owners = await Promise.all(ids.map(async (id) => (await getLead(id))?.owner));
    expect(new Set(owners.slice(0, 3))).toEqual(new Set([me, bravo, charlie]));
    expect(owners[3]).toBe(owners[0]);
    expect((await getLead(afterwards))?.owner).toBeUndefined();
    expect(await listed(`owner=unassigned`)).not.toContain(ids[0]);
    expect(await listAuditForTarget('lead-roster#round-robin')).toEqual([
      expect.objectContaining({ actor: me, action: 'lead-roster.round-robin', before: { roundRobin: false }, after: { roundRobin: true } }),
      expect.objectContaining({ actor: me, action: 'lead-roster.round-robin', before: { roundRobin: true }, after: { roundRobin: false } }),
    ]);
  });

  it('gives 12 leads arriving at the same moment to 3 members of staff, 4 each, no turn taken twice or skipped', async () => {
    // Prepare
    await setRoundRobin(true);
    const before = (await readRoster()).turn;

    // Act
    const ids = await Promise.all(Array.from({ length: 12 }, () => newLead()));
    await setRoundRobin(false);

    // Assess
    const owners = await Promise.all(ids.map(async (id) => (await getLead(id))?.owner));
    const counts: Record<string, number> = {};
    for (const owner of owners) counts[String(owner)] = (counts[String(owner)] ?? 0) + 1;
    expect(counts).toEqual({ [me]: 4, [bravo]: 4, [charlie]: 4 });
    expect((await readRoster()).turn - before).toBe(12);
  }, 60_000);
});

describe('PATCH /api/leads/{id}/owner: staff take, assign and reassign a lead', () => {
  it('takes a lead, reassigns it and leaves it unassigned, each audited and shown in the lead\'s history', async () => {
    // Prepare
    const id = await newLead();

    // Act
    const taken = await assign(id, me);
    const reassigned = await assign(id, bravo);
    const released = await assign(id, null);
    const detail = (await invokeRoute('GET', `/api/leads/${id}`, staff)).json as LeadDetail;

    // Assess
    expect([taken.statusCode, reassigned.statusCode, released.statusCode]).toEqual([200, 200, 200]);
    expect(taken.json).toMatchObject({ id, owner: me });
    expect(reassigned.json).toMatchObject({ id, owner: bravo });
    expect(released.json.owner).toBeUndefined();
    expect((await getLead(id))?.owner).toBeUndefined();
    expect(detail.history.filter((entry) => entry.action === 'lead.owner')).toEqual([
      expect.objectContaining({ actor: me, target: `lead#${id}`, before: { owner: null }, after: { owner: me } }),
      expect.objectContaining({ actor: me, target: `lead#${id}`, before: { owner: me }, after: { owner: bravo } }),
      expect.objectContaining({ actor: me, target: `lead#${id}`, before: { owner: bravo }, after: { owner: null } }),
    ]);
  });

  it('answers the same lead and records nothing when the owner does not change', async () => {
    const id = await newLead();
    await assign(id, me);

    const again = await assign(id, me);

    expect(again.statusCode).toBe(200);
    expect((await listAuditForTarget(`lead#${id}`)).filter((entry) => entry.action === 'lead.owner')).toHaveLength(1);
  });

  it('finds the lead under "My leads" and "Unassigned" as it moves, alone and with the status filter', async () => {
    // Prepare
    const id = await newLead();

    // Act + Assess: taken, it is mine (in its status, not in another) and no longer unassigned
    await assign(id, me);
    expect(await listed('owner=mine')).toContain(id);
    expect(await listed('owner=mine&status=new')).toContain(id);
    expect(await listed('owner=mine&status=contacted')).not.toContain(id);
    expect(await listed('owner=unassigned')).not.toContain(id);

    // Its status changes: the owner filters follow it
    expect((await invokeRoute('PATCH', `/api/leads/${id}/status`, { ...staff, body: { status: 'contacted' } })).statusCode).toBe(200);
    expect(await listed('owner=mine&status=contacted')).toContain(id);
    expect(await listed('owner=mine&status=new')).not.toContain(id);

    // Given to someone else: not mine any more; released: unassigned in its status
    await assign(id, bravo);
    expect(await listed('owner=mine')).not.toContain(id);
    await assign(id, null);
    expect(await listed('owner=unassigned&status=contacted')).toContain(id);
    expect(await listed('owner=unassigned&status=new')).not.toContain(id);
  });

  it('refuses an owner who is not an enabled member of staff, and bad input, with 400 and nothing written', async () => {
    // Prepare
    const id = await newLead();
    await disableMember(charlie, 'setup');

    // Act
    const disabled = await assign(id, charlie);
    const unknown = await assign(id, `nobody-${run}`);
    const notAName = await assign(id, 42);
    const missing = await assignWith(id, {});
    const spaced = await assign(id, 'two words');
    const searchedMine = await invokeRoute('GET', '/api/leads?owner=mine&q=owner', staff);
    const queueMine = await invokeRoute('GET', '/api/leads?owner=mine&view=needs-first-contact', staff);
    const badFilter = await invokeRoute('GET', '/api/leads?owner=everybody', staff);
    await enableMember(charlie, 'setup');
    const enabledAgain = await assign(id, charlie);

    // Assess
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json.fieldErrors).toEqual({ owner: 'Only an enabled member of staff can own a lead.' });
    expect(unknown.statusCode).toBe(400);
    for (const response of [notAName, missing, spaced]) {
      expect(response.statusCode).toBe(400);
      expect(response.json.fieldErrors).toEqual({ owner: 'Please choose a member of staff, or null to leave the lead unassigned.' });
    }
    expect([searchedMine.statusCode, queueMine.statusCode, badFilter.statusCode]).toEqual([400, 400, 400]);
    expect(enabledAgain.statusCode).toBe(200);
    const audit = await listAuditForTarget(`lead#${id}`);
    expect(audit.filter((entry) => entry.action === 'lead.owner')).toEqual([expect.objectContaining({ after: { owner: charlie } })]);
  });

  it('answers 404 for an unknown lead, writing nothing', async () => {
    const response = await assign(`missing-${run}`, me);

    expect(response.statusCode).toBe(404);
    expect(await getLead(`missing-${run}`)).toBeUndefined();
  });

  it('takes an erased lead out of "My leads" and refuses to assign it', async () => {
    // Prepare
    const id = await newLead();
    await assign(id, me);
    const email = (await getLead(id))!.email;

    // Act
    const erased = await invokeRoute('POST', '/api/admin/privacy/erase', { ...staff, body: { email, confirm: true } });
    const assigned = await assign(id, bravo);

    // Assess
    expect(erased.statusCode).toBe(200);
    expect(await listed('owner=mine')).not.toContain(id);
    expect(await listed('owner=unassigned')).not.toContain(id);
    expect(assigned.statusCode).toBe(409);
    expect((await getLead(id))?.owner).toBeUndefined();
  });
});
