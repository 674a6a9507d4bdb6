import type { VitalsTrend } from '#shared/admin/performance-trend-contract.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

let staff: StaffRequest;

beforeAll(async () => {
  staff = await loggedInStaff();
});

/** Days far from today's and from other files' days, so no other beacon lands in them. */
const DAY_MS = 24 * 60 * 60 * 1000;
const TODAY = Date.parse('2032-05-20T12:00:00.000Z');
const trend = async (at = TODAY) => (await invokeRoute('GET', '/api/performance/trend', { ...staff, timeEpoch: at })).json as VitalsTrend;
const beacon = (body: unknown, at: number) => invokeRoute('POST', '/api/vitals', { body, timeEpoch: at });

describe('GET /api/performance/trend: the Analytics Overview’s 30-day Web Vitals trend', () => {
  it('gives each of the last 30 UTC days a p75 per metric over every page and device, once a day has 20 visits', async () => {
    // Prepare: 20 visits yesterday on two pages and both devices; 3 visits today; one visit 30 days ago (outside).
    for (let i = 0; i < 10; i++) await beacon({ page: '/uk', device: 'phone', metrics: { LCP: 2000 } }, TODAY - DAY_MS);
    for (let i = 0; i < 10; i++) await beacon({ page: '/privacy', device: 'desktop', metrics: { LCP: 2000 } }, TODAY - DAY_MS);
    for (let i = 0; i < 3; i++) await beacon({ page: '/uk', device: 'phone', metrics: { LCP: 5000 } }, TODAY);
    await beacon({ page: '/uk', device: 'phone', metrics: { LCP: 9000 } }, TODAY - 30 * DAY_MS);

    // Act
    const answer = await trend();

    // Assess
    expect(answer.from).toBe('2032-04-21');
    expect(answer.to).toBe('2032-05-20');
    expect(answer.days).toHaveLength(30);
    const yesterday = answer.days.find((day) => day.day === '2032-05-19')!;
    expect(yesterday.metrics.LCP).toMatchObject({ visits: 20, status: 'good' });
    expect(Math.abs(yesterday.metrics.LCP.p75! - 2000)).toBeLessThanOrEqual(50);
    expect(answer.days.at(-1)!.metrics.LCP).toEqual({ visits: 3 });
    expect(answer.days[0]!.metrics.LCP).toEqual({ visits: 0 });
    expect(answer.targets).toMatchObject({ LCP: 2500, FCP: 1800, CLS: 0.1, INP: 200 });
  });

  it('answers only staff', async () => {
    const response = await invokeRoute('GET', '/api/performance/trend', { timeEpoch: TODAY });

    expect(response.statusCode).toBe(401);
  });
});
