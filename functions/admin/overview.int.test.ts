import { randomUUID } from 'node:crypto';
import { ensureTable } from '#infra/local/dynamodb.ts';
import type { AnalyticsOverview } from '#shared/admin/api-contract.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

let staff: StaffRequest;
const run = randomUUID().slice(0, 8);

beforeAll(async () => {
  // A table of its own: the top-5 lists rank every lead in the table, so leads other test files store (the seeding
  // test stores thousands) would push this file's country out of them.
  const table = `overview-${run}`;
  await ensureTable(process.env.AWS_ENDPOINT_URL_DYNAMODB!, table);
  process.env.TABLE_NAME = table;
  staff = await loggedInStaff();
});

const overview = async () => {
  const response = await invokeRoute('GET', '/api/admin/overview', staff);
  expect(response.statusCode).toBe(200);
  return response.json as AnalyticsOverview;
};

describe('GET /api/admin/overview: the Analytics Overview', () => {
  it('counts leads from every public form the moment they are stored, and lists the newest', async () => {
    // Prepare: an empty table of this file's own; 15 leads fill the recent list.
    const before = await overview();
    const tuvaluBefore = before.topCountries.find((entry) => entry.country === 'Tuvalu')?.count ?? 0;

    // Act
    const ids: string[] = [];
    for (let i = 0; i < 14; i++) {
      const response = await invokeRoute('POST', '/api/leads', {
        body: { fullName: `Overview ${run} ${i}`, email: `overview${i}@${run}.example.com`, phone: '+688 900 1234', country: 'Tuvalu' },
      });
      ids.push(response.json.id);
    }
    const guide = await invokeRoute('POST', '/api/leads/capture', {
      body: { name: `Guide ${run}`, email: `guide@${run}.example.com`, page: 'uk-hub', formType: 'uk_guide', gdprConsent: true, marketing_opt_in: false, source: 'uk-hub' },
    });
    const after = await overview();

    // Assess
    expect(guide.statusCode).toBe(201);
    expect(after.totals.total - before.totals.total).toBeGreaterThanOrEqual(15);
    expect(after.totals.new - before.totals.new).toBeGreaterThanOrEqual(15);
    expect(after.totals.guideDownloads - before.totals.guideDownloads).toBeGreaterThanOrEqual(1);
    expect(after.topCountries.find((entry) => entry.country === 'Tuvalu')?.count).toBe(tuvaluBefore + 14);
    expect(after.totals.countries).toBeGreaterThanOrEqual(1);
    expect(after.recentLeads).toHaveLength(15);
    expect(after.recentLeads.map((lead) => lead.id)).toEqual(expect.arrayContaining([guide.json.id, ...ids.slice(-10)]));
    const orders = after.recentLeads.map((lead) => `${lead.createdAt}#${lead.id}`);
    expect(orders).toEqual([...orders].sort().reverse());
    expect(after.topCountries.length).toBeLessThanOrEqual(5);
    expect(after.totals.conversionRate).toBe(Math.round((after.totals.closed / after.totals.total) * 1000) / 10);
  });

  it('counts the privacy requests still to answer, overdue and due this week', async () => {
    // Prepare: days received relative to today, so one is overdue, one due in 5 days, one due in a month, one closed.
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const logRequest = async (received: string) => {
      const response = await invokeRoute('POST', '/api/admin/privacy/requests', {
        ...staff,
        body: { type: 'access', requester: { name: `Olive ${run}`, email: `olive.${run}@example.com` }, verification: { method: 'emailOnRecord' }, receivedOn: received },
      });
      expect(response.statusCode).toBe(201);
      return response.json.id as string;
    };
    await logRequest(daysAgo(40));
    await logRequest(daysAgo(25));
    await logRequest(daysAgo(0));
    const closed = await logRequest(daysAgo(45));
    await invokeRoute('PATCH', `/api/admin/privacy/requests/${closed}`, { ...staff, body: { status: 'done', outcome: 'Sent the export' } });

    // Act
    const { privacyRequests } = await overview();

    // Assess
    expect(privacyRequests).toEqual({ open: 3, overdue: 1, dueThisWeek: 1 });
  });

  it('answers 401 without a staff session', async () => {
    expect((await invokeRoute('GET', '/api/admin/overview')).statusCode).toBe(401);
  });
});
