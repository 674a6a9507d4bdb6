import { listAuditForTarget } from '../data/audit-log.ts';
import { INTEGRATION_ADMIN } from '../test/integration-setup.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

let staff: StaffRequest;

beforeAll(async () => {
  staff = await loggedInStaff();
});

const settings = async () => (await invokeRoute('GET', '/api/site-settings')).json;

describe('Performance Optimizer: an automatic fix changes what the public pages read, and can be undone', () => {
  it('implement sets tags to load at the first interaction; undo puts the 5-second delay back; both audited', async () => {
    // Act
    const implemented = await invokeRoute('POST', '/api/performance/implement', { ...staff, body: { recommendationId: 'defer-marketing-tags' } });
    const during = await settings();
    const report = (await invokeRoute('GET', '/api/performance', staff)).json;
    const undone = await invokeRoute('POST', '/api/performance/undo', { ...staff, body: { recommendationId: 'defer-marketing-tags' } });

    // Assess
    expect(implemented.statusCode).toBe(200);
    expect(implemented.json).toMatchObject({ recommendationId: 'defer-marketing-tags', implemented: true });
    expect(during).toEqual({ tagLoadTrigger: 'interaction' });
    expect(report.recommendations).toContainEqual(expect.objectContaining({ id: 'defer-marketing-tags', implemented: true }));
    expect(undone.json).toMatchObject({ implemented: false });
    expect(await settings()).toEqual({ tagLoadTrigger: 'delay' });
    const audit = await listAuditForTarget('recommendation#defer-marketing-tags');
    expect(audit.slice(-2).map((entry) => [entry.action, entry.actor, entry.after])).toEqual([
      ['performance.implement', INTEGRATION_ADMIN.username, { tagLoadTrigger: 'interaction' }],
      ['performance.undo', INTEGRATION_ADMIN.username, { tagLoadTrigger: 'delay' }],
    ]);
  });

  it('refuses an unknown recommendation and a request without a session, changing nothing', async () => {
    const unknown = await invokeRoute('POST', '/api/performance/implement', { ...staff, body: { recommendationId: 'make-it-fast' } });
    const anonymous = await invokeRoute('POST', '/api/performance/implement', { body: { recommendationId: 'defer-marketing-tags' } });

    expect(unknown.statusCode).toBe(400);
    expect(anonymous.statusCode).toBe(401);
    expect(await settings()).toEqual({ tagLoadTrigger: 'delay' });
  });
});
