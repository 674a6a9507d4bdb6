import { randomUUID } from 'node:crypto';
import type { AdminLead, ContactTemplate, FirstContactSummary, LeadContact, LeadDetail, LoggedContact } from '#shared/admin/api-contract.ts';
import { dubaiDay } from '#shared/lead/first-contact-promise.ts';
import { listAuditForTarget } from '../data/audit-log.ts';
import { readFirstContactStats } from '../data/first-contact-stats.ts';
import { logContact } from '../data/lead-contacts.ts';
import { createLead, getLead } from '../data/leads.ts';
import { INTEGRATION_ADMIN } from '../test/integration-setup.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

let staff: StaffRequest;
const run = randomUUID().slice(0, 8);
const MINUTE = 60_000;

beforeAll(async () => {
  staff = await loggedInStaff();
});

const newLead = (i: number, now?: Date, extra: Partial<AdminLead> = {}) =>
  createLead(
    { fullName: `Contact ${run} ${i}`, email: `contact${i}.${run}@example.com`, phone: '+971 50 123 4567', ipAddress: '203.0.113.9', userAgent: 'jest', ...extra },
    now ? { now: () => now } : {},
  );
const attempt = (id: string, body: unknown) => invokeRoute('POST', `/api/leads/${id}/contact-attempts`, { ...staff, body });
const contact = (id: string, body: unknown) => invokeRoute('POST', `/api/leads/${id}/contacts`, { ...staff, body });
const detail = async (id: string) => (await invokeRoute('GET', `/api/leads/${id}`, staff)).json as LeadDetail;
const summary = async (timeEpoch?: number) => (await invokeRoute('GET', '/api/admin/first-contact', { ...staff, timeEpoch })).json as FirstContactSummary;
const dayCounts = async (day: string) => (await readFirstContactStats(day, day)).days[0];

/** Every lead of the needs-first-contact view (following the cursor), as the admin pages through it. */
async function queue(query = '', limit = 100): Promise<AdminLead[]> {
  const leads: AdminLead[] = [];
  let cursor: string | undefined;
  do {
    const response = await invokeRoute('GET', `/api/leads?view=needs-first-contact&limit=${limit}${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, staff);
    expect(response.statusCode).toBe(200);
    leads.push(...(response.json as AdminLead[]));
    cursor = response.headers?.['x-next-cursor'] as string | undefined;
  } while (cursor);
  return leads;
}
const idsOf = (leads: AdminLead[], mine: string[]) => leads.map((lead) => lead.id).filter((id) => mine.includes(id));

describe('contacting a lead: attempts and confirmed contacts on its timeline', () => {
  it('logs an attempt and a confirmed contact, shows both on the lead newest first, and leaves the status alone', async () => {
    // Prepare
    const { id } = await newLead(1);

    // Act
    const tried = await attempt(id, { channel: 'whatsapp' });
    const made = await contact(id, { channel: 'call', outcome: '  Spoke with her; sending the free zone prices.  ' });
    const shown = await detail(id);

    // Assess
    expect(tried.statusCode).toBe(201);
    expect(tried.json).toEqual({ id: expect.any(String), kind: 'attempt', channel: 'whatsapp', by: INTEGRATION_ADMIN.username, at: expect.any(String) });
    expect(made.statusCode).toBe(201);
    const logged = made.json as LoggedContact;
    expect(logged.contact).toEqual({ id: expect.any(String), kind: 'contact', channel: 'call', by: INTEGRATION_ADMIN.username, at: expect.any(String), outcome: 'Spoke with her; sending the free zone prices.' });
    expect(logged.firstContact).toBe(true);
    expect(logged.lead).toMatchObject({ id, status: 'new', firstContactAt: logged.contact.at });
    expect(shown.contacts).toEqual([logged.contact, tried.json as LeadContact]);
    expect(shown.lead).toMatchObject({ status: 'new', firstContactAt: logged.contact.at });
    expect(shown.history.map((entry) => [entry.action, entry.actor])).toEqual([
      ['lead.contact.attempt', INTEGRATION_ADMIN.username],
      ['lead.contact', INTEGRATION_ADMIN.username],
    ]);
  });

  it('sets the first-contact time once, counts the first contact on the arrival day and ends the wait; a second contact moves nothing', async () => {
    // Prepare: a lead that arrived 35 minutes ago (its first contact falls in the 30-44 minute bucket)
    const waitingBefore = (await summary()).waiting;
    const arrived = new Date(Date.now() - 35 * MINUTE);
    const day = dubaiDay(arrived);
    const { id } = await newLead(2, arrived);
    const dayBefore = await dayCounts(day);
    const waitingWithLead = (await summary()).waiting;

    // Act
    const first = (await contact(id, { channel: 'whatsapp' })).json as LoggedContact;
    const dayAfterFirst = await dayCounts(day);
    const waitingAfterFirst = (await summary()).waiting;
    const second = await contact(id, { channel: 'other', outcome: 'Called back from my own phone' });
    const dayAfterSecond = await dayCounts(day);

    // Assess
    expect(waitingWithLead).toBe(waitingBefore + 1);
    expect(first.firstContact).toBe(true);
    expect(waitingAfterFirst).toBe(waitingBefore);
    expect(dayAfterFirst!.contacted - dayBefore!.contacted).toBe(1);
    expect(dayAfterFirst!.withinPromise - dayBefore!.withinPromise).toBe(1);
    expect(dayAfterFirst!.buckets[2]! - dayBefore!.buckets[2]!).toBe(1);
    expect(dayAfterFirst!.leads).toBe(dayBefore!.leads);
    expect(second.statusCode).toBe(201);
    expect(second.json).toMatchObject({ firstContact: false, lead: { firstContactAt: first.contact.at } });
    expect((await getLead(id))?.firstContactAt).toBe(first.contact.at);
    expect(dayAfterSecond).toEqual(dayAfterFirst);
    expect((await summary()).waiting).toBe(waitingBefore);
  });

  it('answers 400 with a message per field for a bad channel or a long outcome, and writes nothing', async () => {
    // Prepare
    const { id } = await newLead(3);
    const waitingBefore = (await summary()).waiting;

    // Act
    const answers = [
      await attempt(id, { channel: 'fax' }),
      await attempt(id, { channel: 'other' }),
      await contact(id, { channel: 'pigeon' }),
      await contact(id, { channel: 'call', outcome: 'x'.repeat(501) }),
      await contact(id, {}),
    ];

    // Assess
    expect(answers.map((answer) => [answer.statusCode, answer.json.fieldErrors])).toEqual([
      [400, { channel: 'Please choose one of: whatsapp, call, email' }],
      [400, { channel: 'Please choose one of: whatsapp, call, email' }],
      [400, { channel: 'Please choose one of: whatsapp, call, email, other' }],
      [400, { outcome: 'Please keep the outcome to at most 500 characters' }],
      [400, { channel: 'Please choose one of: whatsapp, call, email, other' }],
    ]);
    const shown = await detail(id);
    expect(shown.contacts).toEqual([]);
    expect(shown.history).toEqual([]);
    expect(shown.lead.firstContactAt).toBeUndefined();
    expect((await summary()).waiting).toBe(waitingBefore);
  });

  it('answers 404 for an unknown lead, writing nothing', async () => {
    const waitingBefore = (await summary()).waiting;

    const tried = await attempt(`missing-${run}`, { channel: 'call' });
    const made = await contact(`missing-${run}`, { channel: 'call' });

    expect([tried.statusCode, made.statusCode]).toEqual([404, 404]);
    expect(made.json.message).toBe('This lead does not exist. It may have been removed.');
    expect(await listAuditForTarget(`lead#missing-${run}`)).toEqual([]);
    expect((await summary()).waiting).toBe(waitingBefore);
  });
});

describe('GET /api/leads?view=needs-first-contact: the leads waiting for their first contact', () => {
  it('lists the waiting leads oldest first, page by page, drops a contacted one, and combines with the status filter', async () => {
    // Prepare: three leads that arrived an hour apart, long ago (so they lead the queue)
    const base = Date.parse('2001-03-04T05:00:00.000Z');
    const ids: string[] = [];
    for (const hour of [0, 1, 2]) ids.push((await newLead(10 + hour, new Date(base + hour * 60 * MINUTE))).id);
    const [oldest, middle, newest] = ids as [string, string, string];

    // Act
    const waiting = await queue('', 2);
    await contact(middle, { channel: 'email' });
    const afterContact = await queue();
    await invokeRoute('PATCH', `/api/leads/${newest}/status`, { ...staff, body: { status: 'qualified' } });
    const qualified = await queue('&status=qualified');
    const stillNew = await queue('&status=new');
    const searched = await invokeRoute('GET', '/api/leads?view=needs-first-contact&q=contact', staff);

    // Assess
    expect(idsOf(waiting, ids)).toEqual([oldest, middle, newest]);
    expect(waiting.slice(0, 3).map((lead) => lead.id)).toEqual([oldest, middle, newest]);
    expect(idsOf(afterContact, ids)).toEqual([oldest, newest]);
    expect(idsOf(qualified, ids)).toEqual([newest]);
    expect(qualified.find((lead) => lead.id === newest)?.status).toBe('qualified');
    expect(idsOf(stillNew, ids)).toEqual([oldest]);
    expect(searched.statusCode).toBe(400);
    expect(searched.json.fieldErrors).toEqual({ view: 'The leads waiting for their first contact cannot be searched: clear the search or choose all leads.' });
  });

  it('takes an erased lead out of the queue and its waiting count', async () => {
    // Prepare: a lead of its own address and no phone (an erasure also takes every lead sharing the person's number)
    const email = `erase.${run}@example.com`;
    const { id } = await newLead(20, undefined, { email, phone: '' });
    const waitingBefore = (await summary()).waiting;

    // Act
    const erased = await invokeRoute('POST', '/api/admin/privacy/erase', { ...staff, body: { email, confirm: true } });

    // Assess
    expect(erased.statusCode).toBe(200);
    expect(idsOf(await queue(), [id])).toEqual([]);
    expect((await summary()).waiting).toBe(waitingBefore - 1);
  });
});

describe('GET /api/admin/first-contact: the share contacted within 24 hours and the median time', () => {
  it('measures the Dubai days whose 24 hours have passed, from the counters, the uncontacted counted beyond 24 hours', async () => {
    // Prepare: a Dubai day of its own, long ago: three leads, one answered in 20 minutes, one in 3 hours, one never.
    const offset = Math.floor(Math.random() * 3000);
    const day = new Date(Date.parse('2002-01-01T00:00:00.000Z') + offset * 24 * 60 * MINUTE).toISOString().slice(0, 10);
    const morning = new Date(`${day}T05:00:00.000Z`); // 09:00 in Dubai
    const leads = [await newLead(30, morning), await newLead(31, morning), await newLead(32, morning)];
    await logContact(leads[0]!.id, { channel: 'call' }, 'sara', { now: () => new Date(morning.getTime() + 20 * MINUTE) });
    await logContact(leads[1]!.id, { channel: 'whatsapp' }, 'sara', { now: () => new Date(morning.getTime() + 180 * MINUTE) });

    // Act: two days later in Dubai the day is settled, the last of the 7 and of the 30
    const answer = await summary(Date.parse(`${day}T21:00:00.000Z`) + 24 * 60 * MINUTE);
    const tooSoon = await summary(Date.parse(`${day}T21:00:00.000Z`));

    // Assess
    expect(answer.last7Days).toMatchObject({ to: day, leads: 3, withinPromise: 2, sharePercent: 67, medianMinutes: 188, medianBeyondPromise: false });
    expect(answer.last30Days).toMatchObject({ to: day, leads: 3, withinPromise: 2, sharePercent: 67 });
    expect(tooSoon.last7Days.to < day).toBe(true);
  });
});

describe('the WhatsApp greeting template', () => {
  it('answers the default until one is saved, refuses an empty or too long one, and saves one with its audit record', async () => {
    // Act
    const before = (await invokeRoute('GET', '/api/admin/contact-template', staff)).json as ContactTemplate;
    const empty = await invokeRoute('PUT', '/api/admin/contact-template', { ...staff, body: { whatsappGreeting: '   ' } });
    const long = await invokeRoute('PUT', '/api/admin/contact-template', { ...staff, body: { whatsappGreeting: 'x'.repeat(1001) } });
    const saved = await invokeRoute('PUT', '/api/admin/contact-template', { ...staff, body: { whatsappGreeting: ' Hi {firstName}, {staffName} here about {interest}. ' } });
    const after = (await invokeRoute('GET', '/api/admin/contact-template', staff)).json as ContactTemplate;

    // Assess
    expect(before.whatsappGreeting).toBe('Hello {firstName}, this is {staffName} from Dubai Setup. Thank you for your enquiry about {interest}. When would be a good time to talk?');
    expect([empty.statusCode, empty.json.fieldErrors]).toEqual([400, { whatsappGreeting: 'Please write a greeting of 1 to 1000 characters' }]);
    expect([long.statusCode, long.json.fieldErrors]).toEqual([400, { whatsappGreeting: 'Please write a greeting of 1 to 1000 characters' }]);
    expect([saved.statusCode, saved.json]).toEqual([200, { whatsappGreeting: 'Hi {firstName}, {staffName} here about {interest}.' }]);
    expect(after).toEqual({ whatsappGreeting: 'Hi {firstName}, {staffName} here about {interest}.' });
    expect(await listAuditForTarget('contact-template#whatsapp-greeting')).toEqual([
      expect.objectContaining({ actor: INTEGRATION_ADMIN.username, action: 'contact-template.update', before, after }),
    ]);
  });
});
