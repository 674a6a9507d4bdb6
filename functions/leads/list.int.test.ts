import { randomUUID } from 'node:crypto';
import { NEXT_CURSOR_HEADER, type AdminLead } from '#shared/admin/api-contract.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

let staff: StaffRequest;
// Unique to this run, so other test files' leads never match these searches.
const run = randomUUID().slice(0, 8);

beforeAll(async () => {
  staff = await loggedInStaff();
});

const submit = async (lead: { fullName: string; email: string; phone: string }) => {
  const response = await invokeRoute('POST', '/api/leads', { body: lead });
  expect(response.statusCode).toBe(201);
  return response.json.id as string;
};

const list = (query: Record<string, string>) => invokeRoute('GET', `/api/leads?${new URLSearchParams(query)}`, staff);

/** Every page of a list, following x-next-cursor. */
async function allPages(query: Record<string, string>) {
  const pages: AdminLead[][] = [];
  let cursor: string | undefined;
  do {
    const response = await list(cursor ? { ...query, cursor } : query);
    expect(response.statusCode).toBe(200);
    pages.push(response.json);
    cursor = response.headers?.[NEXT_CURSOR_HEADER] as string | undefined;
  } while (cursor);
  return pages;
}

const order = (lead: AdminLead) => `${lead.createdAt}#${lead.id}`;

describe('GET /api/leads: the lead list staff work through', () => {
  it('pages through every lead newest first with the cursor, without duplicates or gaps', async () => {
    // Prepare
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push(await submit({ fullName: `Pager ${run} ${i}`, email: `pager${i}@${run}.example.com`, phone: `+971 50 ${i}00 0000` }));

    // Act
    const pages = await allPages({ limit: '3' });

    // Assess
    const leads = pages.flat();
    expect(pages.every((page) => page.length <= 3)).toBe(true);
    expect(pages.slice(0, -1).every((page) => page.length === 3)).toBe(true);
    expect(new Set(leads.map((lead) => lead.id)).size).toBe(leads.length);
    const orders = leads.map(order);
    expect(orders).toEqual([...orders].sort().reverse());
    expect(ids.every((id) => leads.some((lead) => lead.id === id))).toBe(true);
  });

  it('shows only the leads in the chosen status', async () => {
    // Prepare
    const id = await submit({ fullName: `Filter ${run}`, email: `filter@${run}.example.com`, phone: '+44 7700 900111' });
    await invokeRoute('PATCH', `/api/leads/${id}/status`, { ...staff, body: { status: 'qualified' } });

    // Act
    const qualified = (await allPages({ status: 'qualified', limit: '100' })).flat();
    const fresh = (await allPages({ status: 'new', limit: '100' })).flat();

    // Assess
    expect(qualified.some((lead) => lead.id === id)).toBe(true);
    expect(qualified.every((lead) => lead.status === 'qualified')).toBe(true);
    expect(fresh.some((lead) => lead.id === id)).toBe(false);
    expect(fresh.every((lead) => lead.status === 'new')).toBe(true);
  });

  it('finds a lead by the beginning of the name, any case and accents, by e-mail and by phone digits', async () => {
    // Prepare
    const phone = `+44 (0)77-${run.replace(/\D/g, '').padEnd(4, '1').slice(0, 4)} 98${Date.now() % 10000}`;
    const id = await submit({ fullName: `Zoë ${run} Åberg`, email: `Zoe.Search@${run}.example.com`, phone });
    const digits = phone.replace(/\D/g, '');

    // Act
    const byName = await list({ q: `ZOE ${run.toUpperCase()}` });
    const byEmail = await list({ q: `zoe.search@${run}` });
    const byPhone = await list({ q: digits.slice(0, 9).replace(/(\d{3})/g, '$1 ') });
    const byEmailWithoutAt = await list({ q: 'zoe.search' });
    const nothing = await list({ q: `nobody-${run}` });

    // Assess
    for (const response of [byName, byEmail, byPhone, byEmailWithoutAt]) {
      expect(response.statusCode).toBe(200);
      expect(response.json.map((lead: AdminLead) => lead.id)).toContain(id);
    }
    expect(nothing.json).toEqual([]);
  });

  it('pages through search results and combines the search with a status', async () => {
    // Prepare
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await submit({ fullName: `Searchpage${run} ${i}`, email: `sp${i}@${run}.example.com`, phone: `+971 55 ${i}11 2222` }));
    await invokeRoute('PATCH', `/api/leads/${ids[2]}/status`, { ...staff, body: { status: 'contacted' } });

    // Act
    const pages = await allPages({ q: `searchpage${run}`, limit: '2' });
    const contacted = (await allPages({ q: `searchpage${run}`, status: 'contacted' })).flat();

    // Assess
    expect(pages.flat().map((lead) => lead.id).sort()).toEqual([...ids].sort());
    expect(pages.length).toBe(3);
    expect(contacted.map((lead) => lead.id)).toEqual([ids[2]]);
  });

  it('answers 400 with a readable message for a cursor it did not hand out, a bad status or page size', async () => {
    // Act
    const forged = await list({ cursor: Buffer.from(JSON.stringify({ pk: 'LEAD#x', sk: 'LEAD' })).toString('base64url') });
    const garbage = await list({ cursor: '%%%not-a-cursor' });
    const status = await list({ status: 'won' });
    const size = await list({ limit: '1000' });

    // Assess
    expect(forged.statusCode).toBe(400);
    expect(forged.json.message).toBe('This page link is no longer valid. Please start from the first page.');
    expect(garbage.statusCode).toBe(400);
    expect(status.statusCode).toBe(400);
    expect(status.json.fieldErrors).toEqual({ status: 'Please choose one of: new, contacted, qualified, closed' });
    expect(size.json.fieldErrors).toEqual({ limit: 'Please ask for 1 to 100 leads per page' });
  });

  it('answers 401 without a staff session', async () => {
    const response = await invokeRoute('GET', '/api/leads');
    expect(response.statusCode).toBe(401);
  });
});
