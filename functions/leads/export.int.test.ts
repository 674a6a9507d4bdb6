import { randomUUID } from 'node:crypto';
import { NEXT_CURSOR_HEADER } from '#shared/admin/api-contract.ts';
import { listAuditForTarget } from '../data/audit-log.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

let staff: StaffRequest;
const run = randomUUID().slice(0, 8);

beforeAll(async () => {
  staff = await loggedInStaff();
});

const HEADER_ROW =
  'ID,Created,Status,Full name,Email,Phone,Company,Business activity,Preferred structure,Country,Guide downloaded,Guide accessed,' +
  'Additional requirements,Form,Page,GDPR consent,Marketing opt-in,Landing page,Landing variant,UTM source,UTM medium,UTM campaign,Referrer,IP address,User agent';

/** Every page of the export joined, as the admin app downloads it. */
async function fullExport(query: Record<string, string>) {
  const pages: string[] = [];
  let cursor: string | undefined;
  do {
    const response = await invokeRoute('GET', `/api/leads/export?${new URLSearchParams(cursor ? { ...query, cursor } : query)}`, staff);
    expect(response.statusCode).toBe(200);
    expect(response.headers?.['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers?.['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    pages.push(response.body!);
    cursor = response.headers?.[NEXT_CURSOR_HEADER] as string | undefined;
  } while (cursor);
  return pages;
}

describe('GET /api/leads/export: the filtered list as a CSV download', () => {
  it('exports the searched leads with the header row once, quoting commas and neutralising formulas', async () => {
    // Prepare
    const names = [`Csv${run} Plain`, `Csv${run} "Quoted", Name`, `Csv${run} Formula`];
    const ids: string[] = [];
    for (const [i, fullName] of names.entries()) {
      // The last address starts like a spreadsheet formula.
      const email = i === 2 ? `=1+1@${run}.example.com` : `csv@${run}.example.com`;
      const response = await invokeRoute('POST', '/api/leads', { body: { fullName, email, phone: '+44 7700 900321' } });
      ids.push(response.json.id);
    }

    // Act
    const csv = (await fullExport({ q: `csv${run}` })).join('');

    // Assess
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(HEADER_ROW);
    expect(lines).toHaveLength(4);
    expect(csv).toContain(`"Csv${run} ""Quoted"", Name"`);
    expect(csv).toContain(`,'+44 7700 900321,`);
    expect(csv).toContain(`,'=1+1@${run}.example.com,`);
    for (const id of ids) expect(lines.some((line) => line.startsWith(`${id},`))).toBe(true);
  });

  it('gives all leads exactly once when the pages are joined', async () => {
    // Prepare
    const listed = new Set<string>();
    let cursor: string | undefined;
    do {
      const page = await invokeRoute('GET', `/api/leads?${new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) })}`, staff);
      for (const lead of page.json) listed.add(lead.id);
      cursor = page.headers?.[NEXT_CURSOR_HEADER] as string | undefined;
    } while (cursor);

    // Act
    const pages = await fullExport({});

    // Assess
    const rows = pages.join('').split('\r\n').filter(Boolean);
    expect(rows[0]).toBe(HEADER_ROW);
    expect(pages.slice(1).every((page) => !page.startsWith('ID,'))).toBe(true);
    const exported = rows.slice(1).map((row) => row.slice(0, row.indexOf(',')));
    expect(new Set(exported).size).toBe(exported.length);
    for (const id of listed) expect(exported).toContain(id);
  });

  it('records each export in the audit log: who, when, from where, with which filters and how many rows, never the leads', async () => {
    // Prepare: two new leads only this search finds
    const search = `audited${run}`;
    for (const who of ['one', 'two']) {
      const response = await invokeRoute('POST', '/api/leads', {
        body: { fullName: `Audited${run} ${who}`, email: `${who}.${run}@audit.example.com`, phone: '+44 7700 900654' },
      });
      expect(response.statusCode).toBe(201);
    }
    const before = Date.now();

    // Act
    await fullExport({ status: 'new', q: search });

    // Assess: one record for the one page, naming the member of staff and the filters, with no lead's details
    const records = (await listAuditForTarget('leads#export')).filter((record) => JSON.stringify(record.after).includes(search));
    expect(records.map(({ actor, action, target, after, ip }) => ({ actor, action, target, after, ip }))).toEqual([
      {
        actor: 'integration-admin',
        action: 'leads.export',
        target: 'leads#export',
        after: { filters: { status: 'new', q: search }, rows: 2, firstPage: true, lastPage: true },
        ip: '203.0.113.9',
      },
    ]);
    expect(Date.parse(records[0]!.at)).toBeGreaterThanOrEqual(before);
    expect(JSON.stringify(records)).not.toMatch(/audit\.example\.com|7700 900654|Audited/);
  });

  it('answers the same leads as JSON text cells with ?format=json: names in any script, phone numbers and "=1+1" as typed', async () => {
    // Prepare
    const email = `json${run}@example.com`;
    const created = await invokeRoute('POST', '/api/leads', { body: { fullName: 'Łukasz 王', email, phone: '+971 50 123 4567' } });
    const formula = await invokeRoute('POST', '/api/leads', { body: { fullName: '=1+1', email: `json${run}.f@example.com`, phone: '+44 7700 900321' } });

    // Act
    const response = await invokeRoute('GET', `/api/leads/export?${new URLSearchParams({ q: `json${run}`, format: 'json' })}`, staff);

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.headers?.['content-type']).toBe('application/json; charset=utf-8');
    const page = JSON.parse(response.body!) as { header: string[]; rows: string[][] };
    expect(page.header.join(',')).toBe(HEADER_ROW);
    const cells = (id: string) => Object.fromEntries(page.header.map((label, index) => [label, page.rows.find((row) => row[0] === id)?.[index]]));
    expect(page.rows).toHaveLength(2);
    expect(cells(created.json.id)).toMatchObject({ 'Full name': 'Łukasz 王', Email: email, Phone: '+971 50 123 4567' });
    expect(cells(formula.json.id)).toMatchObject({ 'Full name': '=1+1', Phone: '+44 7700 900321' });
  });

  it('exports the view the list shows: only the leads still waiting for a first contact, and the unassigned ones, audited with their filters', async () => {
    // Prepare: two new leads, one of them contacted
    const lead = async (who: string) =>
      (await invokeRoute('POST', '/api/leads', { body: { fullName: `View${run} ${who}`, email: `${who}.${run}@view.example.com`, phone: '+44 7700 900777' } })).json.id as string;
    const waiting = await lead('waiting');
    const contacted = await lead('contacted');
    expect((await invokeRoute('POST', `/api/leads/${contacted}/contacts`, { ...staff, body: { channel: 'call' } })).statusCode).toBe(201);
    const idsOf = (pages: string[]) => pages.join('').split('\r\n').filter(Boolean).slice(1).map((row) => row.slice(0, row.indexOf(',')));

    // Act
    const queue = idsOf(await fullExport({ view: 'needs-first-contact', status: 'new' }));
    const unassigned = idsOf(await fullExport({ owner: 'unassigned', status: 'new' }));

    // Assess
    expect(queue).toContain(waiting);
    expect(queue).not.toContain(contacted);
    expect(unassigned).toEqual(expect.arrayContaining([waiting, contacted]));
    const audited = (await listAuditForTarget('leads#export')).map((record) => record.after as { filters: Record<string, string> });
    expect(audited.map((after) => after.filters)).toEqual(
      expect.arrayContaining([{ status: 'new', view: 'needs-first-contact' }, { status: 'new', owner: 'unassigned' }]),
    );
  });

  it('refuses an export whose filters no list can show together (a search in the queue), as the list does', async () => {
    const response = await invokeRoute('GET', '/api/leads/export?view=needs-first-contact&q=sara', staff);
    expect(response.statusCode).toBe(400);
  });

  it("audits the Excel file's pages as an Excel export, not a CSV one", async () => {
    // Prepare
    const search = `excel${run}`;
    await invokeRoute('POST', '/api/leads', { body: { fullName: `Excel${run} One`, email: `${search}@example.com`, phone: '+44 7700 900111' } });

    // Act
    const response = await invokeRoute('GET', `/api/leads/export?${new URLSearchParams({ q: search, format: 'json' })}`, staff);

    // Assess
    expect(response.statusCode).toBe(200);
    const records = (await listAuditForTarget('leads#export')).filter((record) => JSON.stringify(record.after).includes(search));
    expect(records.map((record) => record.action)).toEqual(['leads.export-excel']);
  });

  it('answers 400 for a cursor it did not hand out', async () => {
    const response = await invokeRoute('GET', '/api/leads/export?cursor=bm90LWEta2V5', staff);
    expect(response.statusCode).toBe(400);
  });
});
