import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { unitStaffSession } from '../test/unit-staff-session.ts';
import type { StaffRequest } from '../test/staff-session.ts';
import { handler as eraseHandler } from './erase.ts';
import { handler as exportHandler } from './export.ts';
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
  // No data request by that id (nor anything else).
  dynamo.on(GetCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
});

type Handler = typeof eraseHandler;
const send = async (handler: Handler, method: string, path: string, body?: unknown, query?: Record<string, string>) =>
  (await handler(apiEvent({ method, path, routePath: path, ...(body === undefined ? {} : { body }), ...(query ? { query } : {}), ...staff }), lambdaContext())) as {
    statusCode: number;
    body: string;
  };

/** The data requests read (the session's own reads aside). */
const requestReads = () =>
  dynamo
    .commandCalls(GetCommand)
    .map((call) => String(call.args[0].input.Key?.pk))
    .filter((key) => key.startsWith('DATAREQUEST#'));

/** Each Privacy view action, for the data request named. */
const ACTIONS: [string, (requestId: string) => ReturnType<typeof send>][] = [
  ['the export', (requestId) => send(exportHandler, 'GET', '/api/admin/privacy/person/export', undefined, { email: 'amira@example.com', format: 'json', requestId })],
  ['the restriction', (requestId) => send(restrictionHandler, 'PUT', '/api/admin/privacy/restriction', { email: 'amira@example.com', restricted: true, reason: 'Objected', requestId })],
  ['the consent withdrawal', (requestId) => send(withdrawHandler, 'POST', '/api/admin/privacy/withdraw-consent', { email: 'amira@example.com', requestId })],
  ['the erasure', (requestId) => send(eraseHandler, 'POST', '/api/admin/privacy/erase', { email: 'amira@example.com', requestId, confirm: true })],
];

describe('a Privacy view action for a data request that is not in the log', () => {
  it.each(ACTIONS)('%s answers 404 "This data request does not exist", before reading or changing anything of the person', async (_name, act) => {
    const response = await act('no-such-request');
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body).message).toBe('This data request does not exist');
    expect(requestReads()).toEqual(['DATAREQUEST#no-such-request']);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
    expect([
      ...dynamo.commandCalls(PutCommand),
      ...dynamo.commandCalls(UpdateCommand),
      ...dynamo.commandCalls(DeleteCommand),
      ...dynamo.commandCalls(TransactWriteCommand),
    ]).toHaveLength(0);
  });

  it.each(ACTIONS)('%s refuses an empty or overlong request id with 400 and a clear message', async (_name, act) => {
    for (const requestId of ['  ', 'x'.repeat(65)]) {
      const response = await act(requestId);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Choose the data request from the log, or none');
    }
    expect(requestReads()).toEqual([]);
  });
});
