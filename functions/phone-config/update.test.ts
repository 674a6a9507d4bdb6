import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { UNIT_STAFF, unitStaffSession } from '../test/unit-staff-session.ts';
import type { StaffRequest } from '../test/staff-session.ts';
import { handler as list } from './list.ts';
import { handler as update } from './update.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
let staff: StaffRequest;
const stored = {
  pk: 'PHONE_CONFIG#main', sk: 'PHONE_CONFIG', gsi1pk: 'PHONE_CONFIG', gsi1sk: 'main',
  id: 'main', configKey: 'main', phoneNumber: '+971500000582', displayName: 'Main WhatsApp', isActive: true, updatedAt: '2025-07-18T00:00:00.000Z',
};
/** Our own message (the spec only hints at E.164), pinned here. */
const E164_MESSAGE = 'Enter the number in E.164 format: + and the country code, then the number, up to 15 digits (e.g. +971500000582)';

beforeAll(async () => {
  staff = await unitStaffSession();
});

beforeEach(() => {
  dynamo.reset();
  process.env.TABLE_NAME = 'test-table';
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: { pk: 'PHONE_CONFIG#main', sk: 'PHONE_CONFIG' } }).resolves({ Item: stored });
});

const put = async (configKey: string, body: unknown, session: Partial<StaffRequest> = staff) =>
  (await update(
    apiEvent({ method: 'PUT', path: `/api/admin/phone-config/${configKey}`, routePath: '/api/admin/phone-config/{configKey}', pathParameters: { configKey }, body, ...session }),
    lambdaContext(),
  )) as { statusCode: number; body: string };

const transactions = () => dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems!);
const valid = { phoneNumber: '+971501234567', displayName: 'Main WhatsApp', description: 'Hub', isActive: true };

describe('PUT /api/admin/phone-config/{configKey}', () => {
  it('stores the new number with its audit record in one transaction and answers the row', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).resolves({});

    // Act
    const response = await put('main', valid);

    // Assess
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ configKey: 'main', phoneNumber: '+971501234567', description: 'Hub', isActive: true });
    const [items] = transactions();
    expect(items).toHaveLength(2);
    expect(items![0]!.Put).toMatchObject({ Item: { pk: 'PHONE_CONFIG#main', gsi2pk: 'PHONE_CONFIG#active', phoneNumber: '+971501234567' }, ConditionExpression: 'updatedAt = :read' });
    expect(items![1]!.Put!.Item).toMatchObject({
      actor: UNIT_STAFF.username, action: 'phone-config.update', target: 'phone-config#main',
      before: { phoneNumber: '+971500000582' }, after: { phoneNumber: '+971501234567' },
    });
  });

  it.each([
    ['no plus', '971501234567'],
    ['a country code starting with 0', '+0971501234'],
    ['16 digits', '+1234567890123456'],
    ['spaces', '+971 50 123 4567'],
    ['one digit', '+9'],
  ])('answers 400 with the E.164 message for a number with %s, and writes nothing', async (_case, phoneNumber) => {
    const response = await put('main', { ...valid, phoneNumber });

    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).fieldErrors).toEqual({ phoneNumber: E164_MESSAGE });
    expect(transactions()).toHaveLength(0);
  });

  it('accepts exactly 15 digits after the plus', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    expect((await put('main', { ...valid, phoneNumber: '+123456789012345' })).statusCode).toBe(200);
  });

  it('answers 400 for an empty display name, 404 for an unknown key, and writes nothing', async () => {
    const noName = await put('main', { ...valid, displayName: '  ' });
    const unknown = await put('fax', valid);

    expect(noName.statusCode).toBe(400);
    expect(JSON.parse(noName.body).fieldErrors).toEqual({ displayName: 'Display name is required' });
    expect(unknown.statusCode).toBe(404);
    expect(transactions()).toHaveLength(0);
  });

  it('answers 409 when someone else saved the row in between', async () => {
    dynamo.on(TransactWriteCommand).rejects(new TransactionCanceledException({ message: 'x', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] }));

    const response = await put('main', valid);

    expect(response.statusCode).toBe(409);
  });

  it("refuses the spec's fixed bearer value without a session, and without the CSRF header", async () => {
    // The spec says the phone-config calls send a fixed bearer value (its value is not shown); any such value opens nothing.
    const bearer = await put('main', valid, { headers: { authorization: 'Bearer admin-token' }, cookies: [] });
    const noCsrf = await put('main', valid, { cookies: staff.cookies, headers: {} });

    expect(bearer.statusCode).toBe(401);
    expect(noCsrf.statusCode).toBe(401);
    expect(transactions()).toHaveLength(0);
  });
});

describe('GET /api/admin/phone-config', () => {
  it('lists every config, inactive ones too, without the table keys', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [stored, { ...stored, pk: 'PHONE_CONFIG#uk4', configKey: 'uk4', id: 'uk4', isActive: false }] });

    const response = (await list(apiEvent({ method: 'GET', path: '/api/admin/phone-config', ...staff }), lambdaContext())) as { statusCode: number; body: string };

    expect(response.statusCode).toBe(200);
    const rows = JSON.parse(response.body);
    expect(rows.map((row: { configKey: string; isActive: boolean }) => [row.configKey, row.isActive])).toEqual([['main', true], ['uk4', false]]);
    expect(rows[0]).not.toHaveProperty('pk');
  });

  it('answers 401 to the fixed bearer value', async () => {
    const response = await list(apiEvent({ method: 'GET', path: '/api/admin/phone-config', headers: { authorization: 'Bearer admin-token' } }), lambdaContext());
    expect(response).toMatchObject({ statusCode: 401 });
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
  });
});
