import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { unitStaffSession } from '../test/unit-staff-session.ts';
import type { StaffRequest } from '../test/staff-session.ts';
import { handler } from './list.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
let staff: StaffRequest;

beforeAll(async () => {
  staff = await unitStaffSession();
});

beforeEach(() => {
  dynamo.reset();
  process.env.TABLE_NAME = 'test-table';
  dynamo.on(GetCommand).resolves({});
});

const item = (n: number, status = 'new') => ({
  pk: `LEAD#id-${n}`, sk: 'LEAD', kind: 'lead', gsi1pk: 'LEAD', gsi1sk: `2026-11-0${n}T10:00:00.000Z#id-${n}`,
  gsi2pk: `LEAD#${status}`, gsi2sk: `2026-11-0${n}T10:00:00.000Z#id-${n}`, gsi3pk: 'LEADNAME#l', gsi3sk: `lead ${n}#x`,
  id: `id-${n}`, fullName: `Lead ${n}`, email: `lead${n}@example.com`, phone: '+971 50 000 0000', status, createdAt: `2026-11-0${n}T10:00:00.000Z`,
});

const list = async (query: Record<string, string> = {}) =>
  (await handler(apiEvent({ method: 'GET', path: '/api/leads', query, ...staff }), lambdaContext())) as {
    statusCode: number; body: string; headers: Record<string, string>;
  };

const queries = () => dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);

describe('GET /api/leads', () => {
  it('answers a page newest first from the by-kind index, with a cursor when more leads exist', async () => {
    // Prepare: the index holds one lead more than the page.
    dynamo.on(QueryCommand).resolves({ Items: [item(3), item(2), item(1)] });

    // Act
    const response = await list({ limit: '2' });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual([
      { id: 'id-3', fullName: 'Lead 3', email: 'lead3@example.com', phone: '+971 50 000 0000', status: 'new', createdAt: '2026-11-03T10:00:00.000Z' },
      { id: 'id-2', fullName: 'Lead 2', email: 'lead2@example.com', phone: '+971 50 000 0000', status: 'new', createdAt: '2026-11-02T10:00:00.000Z' },
    ]);
    expect(queries()[0]).toMatchObject({ IndexName: 'gsi1', ScanIndexForward: false, ExpressionAttributeValues: { ':pk': 'LEAD' }, Limit: 3 });
    const cursor = response.headers['x-next-cursor']!;
    expect(JSON.parse(Buffer.from(cursor, 'base64url').toString())).toEqual({ pk: 'LEAD#id-2', sk: 'LEAD', gsi1pk: 'LEAD', gsi1sk: '2026-11-02T10:00:00.000Z#id-2' });
  });

  it('continues after the cursor and gives no cursor on the last page', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [item(1)] });
    const cursor = Buffer.from(JSON.stringify({ pk: 'LEAD#id-2', sk: 'LEAD', gsi1pk: 'LEAD', gsi1sk: '2026-11-02T10:00:00.000Z#id-2' })).toString('base64url');

    const response = await list({ limit: '2', cursor });

    expect(JSON.parse(response.body).map((lead: { id: string }) => lead.id)).toEqual(['id-1']);
    expect(response.headers['x-next-cursor']).toBeUndefined();
    expect(queries()[0]!.ExclusiveStartKey).toEqual({ pk: 'LEAD#id-2', sk: 'LEAD', gsi1pk: 'LEAD', gsi1sk: '2026-11-02T10:00:00.000Z#id-2' });
  });

  it('reads one status from the by-state index, and a search from the search index, never scanning', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });

    await list({ status: 'contacted' });
    await list({ q: '  Lé ' });
    await list({ q: '+44 7700' });

    expect(queries()[0]).toMatchObject({ IndexName: 'gsi2', ExpressionAttributeValues: { ':pk': 'LEAD#contacted' } });
    expect(queries()[1]).toMatchObject({ IndexName: 'gsi3', ExpressionAttributeValues: { ':pk': 'LEADNAME#l', ':prefix': 'le' } });
    expect(queries()[2]).toMatchObject({ IndexName: 'gsi4', ExpressionAttributeValues: { ':pk': 'LEADEMAIL#l', ':prefix': 'lé' } });
    expect(queries()[3]).toMatchObject({ IndexName: 'gsi5', ExpressionAttributeValues: { ':pk': 'LEADPHONE#4', ':prefix': '447700' } });
  });

  it('answers 400 with field messages for a bad status, page size or search, and for a forged cursor, reading nothing', async () => {
    const status = await list({ status: 'won' });
    const limit = await list({ limit: '0' });
    const search = await list({ q: 'x'.repeat(101) });
    const forged = await list({ cursor: Buffer.from(JSON.stringify({ pk: 'ADMIN', sk: 'SECRET' })).toString('base64url') });

    expect(JSON.parse(status.body).fieldErrors).toEqual({ status: 'Please choose one of: new, contacted, qualified, closed' });
    expect(JSON.parse(limit.body).fieldErrors).toEqual({ limit: 'Please ask for 1 to 100 leads per page' });
    expect(JSON.parse(search.body).fieldErrors).toEqual({ q: 'Please search with at most 100 characters' });
    expect(forged.statusCode).toBe(400);
    expect(JSON.parse(forged.body).message).toBe('This page link is no longer valid. Please start from the first page.');
    expect(queries()).toHaveLength(0);
  });

  it('answers 500 with a readable message and no internals when the table fails', async () => {
    dynamo.on(QueryCommand).rejects(new Error('Throughput exceeded on gsi1 partition'));

    const response = await list();

    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body)).toEqual({ message: 'Something went wrong. Please try again.' });
  });
});
