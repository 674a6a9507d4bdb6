/**
 * Every Privacy view action can answer a logged data request (issue 23): the export, the restriction (or objection),
 * the consent withdrawal and the erasure each record what was done on the request staff named, by whom and when; a
 * request that does not exist answers 404 before anything is done.
 */
import { randomUUID } from 'node:crypto';
import type { DataRequest, DataRequestType } from '#shared/admin/data-request-contract.ts';
import type { PrivacyPersonAnswer } from '#shared/admin/privacy-contract.ts';
import { getLead } from '../data/leads.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

let staff: StaffRequest;
const run = randomUUID().slice(0, 8);
/** Numbers of this run only: the phone index is shared by every test of the tier. */
const local = String(100000 + Math.floor(Math.random() * 899999));

beforeAll(async () => {
  staff = await loggedInStaff();
});

async function submitLead(fullName: string, email: string, phone: string): Promise<string> {
  const response = await invokeRoute('POST', '/api/leads', { body: { fullName, email, phone, country: 'United Kingdom' } });
  expect(response.statusCode).toBe(201);
  return response.json.id as string;
}

async function logRequest(type: DataRequestType, name: string, email: string): Promise<string> {
  const response = await invokeRoute('POST', '/api/admin/privacy/requests', {
    ...staff,
    body: { type, requester: { name, email }, verification: { method: 'emailOnRecord' }, receivedOn: '2026-11-20' },
  });
  expect(response.statusCode).toBe(201);
  return response.json.id as string;
}

async function actionsOf(requestId: string): Promise<DataRequest['actions']> {
  const list = (await invokeRoute('GET', '/api/admin/privacy/requests', staff)).json as DataRequest[];
  return list.find((request) => request.id === requestId)!.actions;
}

const heldAbout = async (email: string) =>
  ((await invokeRoute('GET', `/api/admin/privacy/person?email=${encodeURIComponent(email)}`, staff)).json as PrivacyPersonAnswer).total;

describe('a Privacy view action answering a logged data request', () => {
  const nora = { name: `Answered${run} Nora`, email: `nora.${run}@example.co.uk`, phone: `+44 7700 ${local}` };
  let leadId: string;

  beforeAll(async () => {
    leadId = await submitLead(nora.name, nora.email, nora.phone);
  });

  it('the export records "export" on the access request, with the leads and who exported', async () => {
    const requestId = await logRequest('access', nora.name, nora.email);
    const response = await invokeRoute('GET', `/api/admin/privacy/person/export?email=${encodeURIComponent(nora.email)}&format=html&requestId=${requestId}`, staff);
    expect(response.statusCode).toBe(200);
    const [action] = await actionsOf(requestId);
    expect(action).toMatchObject({ kind: 'export', by: 'integration-admin', leadIds: [leadId] });
    expect(action!.summary).toMatch(/^Data exported as HTML: \d+ items$/);
    expect(Date.now() - Date.parse(action!.at)).toBeLessThan(60_000);
  });

  it('an objection request records the restriction and its lift as objection actions', async () => {
    const requestId = await logRequest('objection', nora.name, nora.email);
    const restricted = await invokeRoute('PUT', '/api/admin/privacy/restriction', { ...staff, body: { email: nora.email, restricted: true, reason: 'Objected to marketing', requestId } });
    expect(restricted.statusCode).toBe(200);
    const lifted = await invokeRoute('PUT', '/api/admin/privacy/restriction', { ...staff, body: { email: nora.email, restricted: false, requestId } });
    expect(lifted.statusCode).toBe(200);
    const actions = await actionsOf(requestId);
    expect(actions.map((action) => [action.kind, action.summary, action.leadIds])).toEqual([
      ['objection', 'Processing restricted (1 lead): Objected to marketing', [leadId]],
      ['objection', 'Restriction lifted (1 lead)', [leadId]],
    ]);
  });

  it('a restriction request records "restriction"', async () => {
    const requestId = await logRequest('restriction', nora.name, nora.email);
    await invokeRoute('PUT', '/api/admin/privacy/restriction', { ...staff, body: { email: nora.email, restricted: true, reason: 'Disputes accuracy', requestId } });
    expect((await actionsOf(requestId)).map((action) => [action.kind, action.summary])).toEqual([['restriction', 'Processing restricted (1 lead): Disputes accuracy']]);
    await invokeRoute('PUT', '/api/admin/privacy/restriction', { ...staff, body: { email: nora.email, restricted: false } });
  });

  it('the consent withdrawal records "consentWithdrawn" with what was withdrawn', async () => {
    const requestId = await logRequest('consentWithdrawn', nora.name, nora.email);
    const response = await invokeRoute('POST', '/api/admin/privacy/withdraw-consent', { ...staff, body: { email: nora.email, requestId } });
    expect(response.statusCode).toBe(200);
    expect((await actionsOf(requestId)).map((action) => [action.kind, action.summary, action.leadIds])).toEqual([
      ['consentWithdrawn', 'Marketing consent withdrawn: 1 lead, 0 newsletter subscriptions, 0 provider requests', [leadId]],
    ]);
  });

  it('an unknown request answers 404 "This data request does not exist" from every action, and nothing changes', async () => {
    const unknown = `unknown-${run}`;
    const answers = await Promise.all([
      invokeRoute('GET', `/api/admin/privacy/person/export?email=${encodeURIComponent(nora.email)}&requestId=${unknown}`, staff),
      invokeRoute('PUT', '/api/admin/privacy/restriction', { ...staff, body: { email: nora.email, restricted: true, reason: 'Objected', requestId: unknown } }),
      invokeRoute('POST', '/api/admin/privacy/withdraw-consent', { ...staff, body: { email: nora.email, requestId: unknown } }),
      invokeRoute('POST', '/api/admin/privacy/erase', { ...staff, body: { email: nora.email, requestId: unknown, confirm: true } }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toContain('This data request does not exist');
    }
    const lead = await getLead(leadId);
    expect(lead?.fullName).toBe(nora.name);
    expect(lead?.restriction).toBeUndefined();
    expect(await heldAbout(nora.email)).toBeGreaterThan(0);
  });

  it('the erasure records "erasure" on the erasure request', async () => {
    const requestId = await logRequest('erasure', nora.name, nora.email);
    const response = await invokeRoute('POST', '/api/admin/privacy/erase', { ...staff, body: { email: nora.email, requestId, confirm: true } });
    expect(response.statusCode).toBe(200);
    const [action] = await actionsOf(requestId);
    expect(action).toMatchObject({ kind: 'erasure', leadIds: [leadId] });
    expect(action!.summary).toMatch(/^Erased \d+ items?; 0 provider copies asked to be deleted$/);
    expect(await heldAbout(nora.email)).toBe(0);
  });
});
