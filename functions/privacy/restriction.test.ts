import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { isProcessingRestricted } from '#shared/privacy/restriction.ts';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { UNIT_STAFF, unitStaffSession } from '../test/unit-staff-session.ts';
import type { StaffRequest } from '../test/staff-session.ts';
import { handler as restrictionHandler } from './restriction.ts';
import { handler as withdrawHandler } from './withdraw-consent.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
let staff: StaffRequest;

beforeAll(async () => {
  staff = await unitStaffSession();
});

beforeEach(() => {
  dynamo.reset();
  process.env.TABLE_NAME = 'test-table';
  dynamo.on(GetCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
});

const send = async (handler: typeof restrictionHandler, method: string, path: string, body: unknown) =>
  (await handler(apiEvent({ method, path, routePath: path, body, ...staff }), lambdaContext())) as { statusCode: number; body: string };
const restrict = (body: unknown) => send(restrictionHandler, 'PUT', '/api/admin/privacy/restriction', body);
const withdraw = (body: unknown) => send(withdrawHandler, 'POST', '/api/admin/privacy/withdraw-consent', body);
const writes = () => [
  ...dynamo.commandCalls(PutCommand),
  ...dynamo.commandCalls(UpdateCommand),
  ...dynamo.commandCalls(DeleteCommand),
  ...dynamo.commandCalls(TransactWriteCommand),
];
const messageOf = (response: { body: string }) => JSON.stringify(JSON.parse(response.body));

describe('PUT /api/admin/privacy/restriction: bad input is refused and changes nothing', () => {
  it.each([
    ['no reason when restricting', { email: 'amira@example.com', restricted: true }, 'Enter the reason for restricting processing'],
    ['an empty reason', { email: 'amira@example.com', restricted: true, reason: '   ' }, 'Enter the reason for restricting processing'],
    ['a reason over 500 characters', { email: 'amira@example.com', restricted: true, reason: 'x'.repeat(501) }, 'The reason can have at most 500 characters'],
    ['no restricted flag', { email: 'amira@example.com', reason: 'Asked by e-mail' }, 'Say whether processing is restricted'],
    ['restricted as text', { email: 'amira@example.com', restricted: 'yes', reason: 'Asked by e-mail' }, 'Say whether processing is restricted'],
    ['neither e-mail nor phone', { restricted: true, reason: 'Asked by e-mail' }, 'Enter an e-mail address or a phone number'],
    ['both e-mail and phone', { email: 'amira@example.com', phone: '+44 7700 900123', restricted: false }, 'not both'],
    ['a bad address', { email: 'amira-at-example', restricted: false }, 'Please enter a valid e-mail address'],
  ])('answers 400 for %s', async (_case, body, message) => {
    // Act
    const response = await restrict(body);

    // Assess
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain(message);
    expect(writes()).toHaveLength(0);
  });

  it('restricts a person nobody holds a lead of: their address is marked, no lead changes', async () => {
    // Act
    const response = await restrict({ email: ' Amira@Example.com ', restricted: true, reason: 'Asked by phone on 24 Nov' });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ restricted: true, leads: 0 });
    const [put] = dynamo.commandCalls(PutCommand);
    expect(put!.args[0].input.Item).toMatchObject({ pk: 'RESTRICTION#EMAIL#amira@example.com', sk: 'RESTRICTION', reason: 'Asked by phone on 24 Nov', by: UNIT_STAFF.username });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('POST /api/admin/privacy/withdraw-consent: bad input is refused and changes nothing', () => {
  it.each([
    ['an empty body', {}, 'Enter an e-mail address or a phone number'],
    ['a number too short to be one person', { phone: '123' }, 'Please enter a phone number'],
    ['both e-mail and phone', { email: 'amira@example.com', phone: '+44 7700 900123' }, 'not both'],
  ])('answers 400 for %s', async (_case, body, message) => {
    // Act
    const response = await withdraw(body);

    // Assess
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain(message);
    expect(writes()).toHaveLength(0);
  });
});

describe('isProcessingRestricted', () => {
  it('is true only for a lead that carries a restriction', () => {
    expect(isProcessingRestricted({ restriction: { reason: 'Asked by e-mail', at: '2026-11-24T10:00:00.000Z', by: 'sara' } })).toBe(true);
    expect(isProcessingRestricted({})).toBe(false);
    expect(isProcessingRestricted(undefined)).toBe(false);
  });
});
