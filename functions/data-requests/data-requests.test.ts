/**
 * The data-request routes with the table mocked: what a member of staff logging or answering a request sees when the
 * input is wrong (400 with a message per field, nothing written), and what one log writes (the request with its due
 * day, and its audit record, in one transaction).
 */
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { UNIT_STAFF, unitStaffSession } from '../test/unit-staff-session.ts';
import type { StaffRequest } from '../test/staff-session.ts';
import { handler as create } from './create.ts';
import { handler as list } from './list.ts';
import { handler as update } from './update.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
let staff: StaffRequest;
// The request's clock: 10 March 2026, 09:30 UTC.
const AT = Date.parse('2026-03-10T09:30:00.000Z');

const stored = {
  pk: 'DATAREQUEST#req-1',
  sk: 'DATAREQUEST',
  gsi2pk: 'DATAREQUEST#open',
  gsi2sk: '2026-03-31#req-1',
  id: 'req-1',
  type: 'erasure',
  requester: { name: 'Amira Khan', email: 'amira@example.com' },
  verification: { method: 'emailOnRecord' },
  receivedOn: '2026-03-01',
  dueOn: '2026-03-31',
  status: 'open',
  actions: [],
  checklist: { staffInboxes: { done: false }, whatsappChats: { done: false }, exportedFiles: { done: false } },
  createdAt: '2026-03-01T10:00:00.000Z',
  createdBy: 'someone',
  updatedAt: '2026-03-01T10:00:00.000Z',
  updatedBy: 'someone',
  version: 1,
};

beforeAll(async () => {
  staff = await unitStaffSession();
});

beforeEach(() => {
  dynamo.reset();
  process.env.TABLE_NAME = 'test-table';
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: { pk: 'DATAREQUEST#req-1', sk: 'DATAREQUEST' } }).resolves({ Item: stored });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
});

type Answer = { statusCode: number; body: string };
const post = async (body: unknown, session: Partial<StaffRequest> = staff) =>
  (await create(apiEvent({ method: 'POST', path: '/api/admin/privacy/requests', body, timeEpoch: AT, ...session }), lambdaContext())) as Answer;
const patch = async (id: string, body: unknown) =>
  (await update(
    apiEvent({ method: 'PATCH', path: `/api/admin/privacy/requests/${id}`, routePath: '/api/admin/privacy/requests/{id}', pathParameters: { id }, body, timeEpoch: AT, ...staff }),
    lambdaContext(),
  )) as Answer;
const transactions = () => dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems!);

const valid = {
  type: 'access',
  requester: { name: ' Amira Khan ', email: 'amira@example.com', phone: '' },
  verification: { method: 'emailOnRecord', details: 'Replied from the address on her lead' },
  receivedOn: '2026-03-10',
};

describe('POST /api/admin/privacy/requests', () => {
  it('logs the request due 30 days after the day received, open, with an empty checklist, and audits it without the requester', async () => {
    // Act
    const response = await post(valid);

    // Assess
    expect(response.statusCode).toBe(201);
    const answer = JSON.parse(response.body);
    expect(answer).toMatchObject({
      type: 'access',
      requester: { name: 'Amira Khan', email: 'amira@example.com' },
      receivedOn: '2026-03-10',
      dueOn: '2026-04-09',
      status: 'open',
      actions: [],
      checklist: { staffInboxes: { done: false }, whatsappChats: { done: false }, exportedFiles: { done: false } },
      createdBy: UNIT_STAFF.username,
      createdAt: '2026-03-10T09:30:00.000Z',
      version: 1,
    });
    expect(answer.requester).not.toHaveProperty('phone');
    const [items] = transactions();
    expect(items).toHaveLength(2);
    expect(items![0]!.Put!.Item).toMatchObject({ pk: `DATAREQUEST#${answer.id}`, sk: 'DATAREQUEST', gsi1pk: 'DATAREQUEST', gsi2pk: 'DATAREQUEST#open', gsi2sk: `2026-04-09#${answer.id}` });
    const audit = items![1]!.Put!.Item!;
    expect(audit).toMatchObject({ action: 'dataRequest.create', target: `data-request#${answer.id}`, actor: UNIT_STAFF.username });
    expect(JSON.stringify(audit)).not.toContain('amira');
  });

  it.each([
    [{ ...valid, type: 'deletion' }, { type: 'Choose the type of request' }],
    [{ ...valid, requester: { name: '', email: 'amira@example.com' } }, { 'requester.name': 'Enter the requester’s name' }],
    [{ ...valid, requester: { name: 'Amira' } }, { 'requester.email': 'Enter the requester’s e-mail address or phone number (or both)' }],
    [{ ...valid, requester: { name: 'Amira', email: 'amira@example' } }, { 'requester.email': 'Please enter a valid e-mail address' }],
    [{ ...valid, requester: { name: 'Amira', phone: '123' } }, { 'requester.phone': 'Please enter a phone number of 6 to 32 characters' }],
    [{ ...valid, verification: { method: 'guess' } }, { 'verification.method': 'Choose how the requester’s identity was checked' }],
    [{ ...valid, verification: { method: 'other', details: ' ' } }, { 'verification.details': 'Describe how the requester’s identity was checked' }],
    [{ ...valid, receivedOn: '2026-02-30' }, { receivedOn: 'Enter the day the request was received' }],
    [{ ...valid, receivedOn: '10/03/2026' }, { receivedOn: 'Enter the day the request was received' }],
    [{ ...valid, receivedOn: '2026-03-12' }, { receivedOn: 'The day received cannot be in the future' }],
  ])('answers 400 with the field message for %j and writes nothing', async (body, fieldErrors) => {
    const response = await post(body);

    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ message: 'Please correct the highlighted fields.', fieldErrors });
    expect(transactions()).toHaveLength(0);
  });

  it('answers 401 without a staff session and writes nothing', async () => {
    expect((await post(valid, {})).statusCode).toBe(401);
    expect(transactions()).toHaveLength(0);
  });
});

describe('PATCH /api/admin/privacy/requests/{id}', () => {
  it('closes a request with what was done, ticks a checklist copy with who and when, and moves it to the closed list', async () => {
    // Act
    const response = await patch('req-1', { status: 'done', outcome: 'Erased the lead and its notes', checklist: { whatsappChats: true } });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({
      status: 'done',
      outcome: 'Erased the lead and its notes',
      closedAt: '2026-03-10T09:30:00.000Z',
      checklist: { whatsappChats: { done: true, at: '2026-03-10T09:30:00.000Z', by: UNIT_STAFF.username }, staffInboxes: { done: false } },
      version: 2,
    });
    const [items] = transactions();
    const change = items![0]!.Update!;
    expect(change.ConditionExpression).toBe('attribute_exists(pk) AND #version = :read');
    expect(change.ExpressionAttributeValues).toMatchObject({ ':read': 1, ':statePk': 'DATAREQUEST#closed', ':stateSk': '2026-03-10T09:30:00.000Z#req-1' });
    expect(change.UpdateExpression).not.toContain('actions');
    expect(items![1]!.Put!.Item).toMatchObject({
      action: 'dataRequest.update',
      before: { status: 'open', outcome: null, 'checklist.whatsappChats': false },
      after: { status: 'done', outcome: 'Erased the lead and its notes', 'checklist.whatsappChats': true },
    });
  });

  it.each([
    [{}, { body: 'Change the status, what was done, the checklist or the verification' }],
    [{ status: 'closed' }, { status: 'Choose a status: open, in progress, done or refused' }],
    [{ checklist: { emails: true } }, { checklist: 'Tick or untick the copies on the checklist only', body: 'Change the status, what was done, the checklist or the verification' }],
    [{ checklist: { whatsappChats: 'yes' } }, { 'checklist.whatsappChats': 'Tick or untick the copies on the checklist only' }],
    [{ outcome: 'x'.repeat(4001) }, { outcome: 'What was done must be at most 4000 characters' }],
    [{ status: 'refused' }, { outcome: 'Say what was done (or why the request was refused) before closing it' }],
  ])('answers 400 with the field message for %j and writes nothing', async (body, fieldErrors) => {
    const response = await patch('req-1', body);

    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).fieldErrors).toEqual(fieldErrors);
    expect(transactions()).toHaveLength(0);
  });

  it('answers 404 for an unknown request and writes nothing', async () => {
    const response = await patch('nobody', { status: 'inProgress' });

    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body).message).toBe('This data request does not exist');
    expect(transactions()).toHaveLength(0);
  });

  it('answers 409 when someone else changed the request since it was read', async () => {
    dynamo.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] }),
    );

    const response = await patch('req-1', { status: 'inProgress' });

    expect(response.statusCode).toBe(409);
    expect(JSON.parse(response.body).message).toBe('Someone else changed this request meanwhile. Reload it and try again.');
  });
});

describe('GET /api/admin/privacy/requests', () => {
  it('reads the open requests soonest due first, then the closed ones newest first', async () => {
    const response = (await list(apiEvent({ method: 'GET', path: '/api/admin/privacy/requests', ...staff }), lambdaContext())) as Answer;

    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual([]);
    const queries = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ IndexName: 'gsi2', ExpressionAttributeValues: { ':partition': 'DATAREQUEST#open' }, ScanIndexForward: true }),
        expect.objectContaining({ IndexName: 'gsi2', ExpressionAttributeValues: { ':partition': 'DATAREQUEST#closed' }, ScanIndexForward: false, Limit: 100 }),
      ]),
    );
  });
});
