import type { PerformanceReport } from '#shared/admin/performance-rules.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

let staff: StaffRequest;

beforeAll(async () => {
  staff = await loggedInStaff();
});

/** A day far from today's, so other test files' beacons never land in it. */
const DAY = Date.parse('2031-03-10T12:00:00.000Z');
const report = async (at: number) => (await invokeRoute('GET', '/api/performance', { ...staff, timeEpoch: at })).json as PerformanceReport;
const beacon = (body: unknown, at = DAY) => invokeRoute('POST', '/api/vitals', { body, timeEpoch: at });

describe('Web Vitals: beacons become the Performance tab figures', () => {
  it('counts each visit, reads p75 from 20 visits on, keeps phones and desktops apart, and forgets days outside the window', async () => {
    // Prepare / Act: 19 phone visits, then a 20th; one desktop visit; one phone visit 8 days earlier.
    for (let i = 0; i < 19; i++) expect((await beacon({ page: '/calculator', device: 'phone', metrics: { LCP: 1000 + i * 100, CLS: 0.05 } })).statusCode).toBe(204);
    const nineteen = await report(DAY);
    await beacon({ page: '/calculator', device: 'phone', metrics: { LCP: 2900 } });
    await beacon({ page: '/calculator', device: 'desktop', metrics: { LCP: 800 } });
    await beacon({ page: '/calculator', device: 'phone', metrics: { LCP: 9000 } }, DAY - 8 * 24 * 60 * 60 * 1000);
    const twenty = await report(DAY);

    // Assess
    const phone = (r: PerformanceReport) => r.pages.find((row) => row.page === '/calculator' && row.device === 'phone')!;
    expect(phone(nineteen).metrics.LCP).toEqual({ visits: 19 });
    expect(phone(twenty).metrics.LCP).toMatchObject({ visits: 20, status: 'good' });
    // The 15th of 20 values (1000..2800 and 2900) is 2400 ms, read back within 2.5 %.
    expect(Math.abs(phone(twenty).metrics.LCP.p75! - 2400)).toBeLessThanOrEqual(60);
    expect(twenty.pages.find((row) => row.device === 'desktop')!.metrics.LCP.visits).toBe(1);
    expect(twenty.site.find((row) => row.device === 'phone')!.metrics.LCP.visits).toBe(20);
  });

  it('refuses a malformed beacon and stores nothing', async () => {
    const at = Date.parse('2031-06-01T12:00:00.000Z');
    const response = await beacon({ page: '/calculator', device: 'phone', metrics: { LCP: 'fast' } }, at);

    expect(response.statusCode).toBe(400);
    expect((await report(at)).pages).toEqual([]);
  });
});
