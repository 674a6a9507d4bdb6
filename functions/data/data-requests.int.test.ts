/**
 * The data-request log end to end through the route table and DynamoDB Local: staff log a request, find it in the
 * list (open ones soonest due first, closed ones after), answer it, and other features record what they did on it
 * (`appendRequestAction`), which a later staff change keeps.
 */
import { randomUUID } from 'node:crypto';
import { ensureTable } from '#infra/local/dynamodb.ts';
import type { AuditEntry } from '#shared/admin/api-contract.ts';
import type { DataRequest } from '#shared/admin/data-request-contract.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';
import { INTEGRATION_ADMIN } from '../test/integration-setup.ts';
import { listAuditForTarget } from './audit-log.ts';
import { appendRequestAction, getDataRequest } from './data-requests.ts';

let staff: StaffRequest;
const run = randomUUID().slice(0, 8);

beforeAll(async () => {
  // A table of its own: the list holds every request of the table, in order.
  const table = `data-requests-${run}`;
  await ensureTable(process.env.AWS_ENDPOINT_URL_DYNAMODB!, table);
  process.env.TABLE_NAME = table;
  staff = await loggedInStaff();
});

const log = async (receivedOn: string, type = 'erasure') => {
  const response = await invokeRoute('POST', '/api/admin/privacy/requests', {
    ...staff,
    body: { type, requester: { name: `Rhea ${run}`, email: `rhea.${run}@example.co.uk`, phone: '+44 7700 900222' }, verification: { method: 'emailOnRecord' }, receivedOn },
  });
  expect(response.statusCode).toBe(201);
  return response.json as DataRequest;
};
const list = async () => {
  const response = await invokeRoute('GET', '/api/admin/privacy/requests', staff);
  expect(response.statusCode).toBe(200);
  return response.json as DataRequest[];
};
const patch = (id: string, body: unknown) => invokeRoute('PATCH', `/api/admin/privacy/requests/${id}`, { ...staff, body });

describe('the data-request log', () => {
  it('lists open requests soonest due first, then closed ones, and keeps actions other features appended', async () => {
    // Prepare
    const later = await log('2026-11-20', 'access');
    const sooner = await log('2026-11-01');
    const closing = await log('2026-10-01', 'objection');

    // Act: the first is answered, an erasure is recorded on the second, the third is closed.
    const started = await patch(later.id, { status: 'inProgress', checklist: { staffInboxes: true }, verification: { method: 'other', details: 'Video call' } });
    const action = { kind: 'erasure' as const, at: '2026-11-02T10:00:00.000Z', by: 'erasure-job', summary: 'Erased 2 leads and 1 note', leadIds: ['lead-a', 'lead-b'] };
    const appended = await appendRequestAction(sooner.id, action);
    const closed = await patch(closing.id, { status: 'refused', outcome: 'The requester could not prove who they are' });
    const afterAction = await patch(sooner.id, { checklist: { whatsappChats: true, exportedFiles: true } });
    const requests = await list();

    // Assess
    expect(sooner.dueOn).toBe('2026-12-01');
    expect(later.dueOn).toBe('2026-12-20');
    expect(started.statusCode).toBe(200);
    expect(started.json).toMatchObject({ status: 'inProgress', checklist: { staffInboxes: { done: true, by: INTEGRATION_ADMIN.username } }, verification: { method: 'other', details: 'Video call' } });
    expect(appended).toBe('ok');
    expect(closed.statusCode).toBe(200);
    expect(afterAction.statusCode).toBe(200);
    expect(afterAction.json.actions).toEqual([action]);
    expect(requests.map((request) => [request.id, request.status])).toEqual([
      [sooner.id, 'open'],
      [later.id, 'inProgress'],
      [closing.id, 'refused'],
    ]);
    expect((await getDataRequest(sooner.id))?.actions).toEqual([action]);
    expect((await getDataRequest(sooner.id))?.checklist).toMatchObject({ whatsappChats: { done: true }, exportedFiles: { done: true }, staffInboxes: { done: false } });
    const history: AuditEntry[] = await listAuditForTarget(`data-request#${closing.id}`);
    expect(history.map((entry) => entry.action)).toEqual(['dataRequest.create', 'dataRequest.update']);
    expect(history[1]).toMatchObject({ actor: INTEGRATION_ADMIN.username, before: { status: 'open' }, after: { status: 'refused' } });
  });

  it('moves a reopened request back among the open ones', async () => {
    const request = await log('2026-11-03', 'portability');
    await patch(request.id, { status: 'done', outcome: 'Sent the JSON export' });

    const reopened = await patch(request.id, { status: 'open' });

    expect(reopened.statusCode).toBe(200);
    expect(reopened.json).not.toHaveProperty('closedAt');
    const open = (await list()).filter((entry) => entry.status === 'open' || entry.status === 'inProgress').map((entry) => entry.id);
    expect(open).toContain(request.id);
  });

  it('answers not-found when an action names a request that does not exist, and creates nothing', async () => {
    const outcome = await appendRequestAction(`unknown-${run}`, { kind: 'export', at: '2026-11-02T10:00:00.000Z', by: 'someone', summary: 'Exported' });

    expect(outcome).toBe('not-found');
    expect(await getDataRequest(`unknown-${run}`)).toBeUndefined();
  });
});
