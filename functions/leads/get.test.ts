import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { LeadDetail } from '#shared/admin/api-contract.ts';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { unitStaffSession } from '../test/unit-staff-session.ts';
import type { StaffRequest } from '../test/staff-session.ts';
import { handler } from './get.ts';

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

const lead = { id: 'lead-1', fullName: 'Amira Khan', email: 'amira@example.com', phone: '+44 7700 900123', status: 'contacted', createdAt: '2026-11-01T10:00:00.000Z', attribution: { utmSource: 'google' } };
const other = { ...lead, id: 'lead-0', createdAt: '2026-10-01T10:00:00.000Z' };

const detail = async (id: string) =>
  (await handler(apiEvent({ method: 'GET', path: `/api/leads/${id}`, routePath: '/api/leads/{id}', pathParameters: { id }, ...staff }), lambdaContext())) as {
    statusCode: number; body: string;
  };

describe('GET /api/leads/{id}', () => {
  it('answers the lead, its notes, its history, the same person\'s other submissions and its contacts', async () => {
    // Prepare
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'LEAD#lead-1' } }).resolves({
      Items: [
        { pk: 'LEAD#lead-1', sk: 'LEAD', kind: 'lead', gsi1pk: 'LEAD', ...lead },
        { pk: 'LEAD#lead-1', sk: 'NOTE#2026-11-02T09:00:00.000Z#n1', kind: 'leadNote', leadId: 'lead-1', id: 'n1', text: 'Called', author: 'sam', createdAt: '2026-11-02T09:00:00.000Z' },
      ],
    });
    const audit = { id: 'a1', at: '2026-11-02T08:00:00.000Z', actor: 'sam', action: 'lead.status', target: 'lead#lead-1', before: { status: 'new' }, after: { status: 'contacted' } };
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'AUDIT#lead#lead-1' } }).resolves({ Items: [{ pk: 'AUDIT#lead#lead-1', sk: 'x', kind: 'audit', gsi1pk: 'AUDIT', gsi1sk: 'x', ...audit }] });
    dynamo.on(QueryCommand, { IndexName: 'gsi4' }).resolves({ Items: [{ pk: 'LEAD#lead-0', sk: 'LEAD', gsi4pk: 'LEADEMAIL#a', gsi4sk: 'amira@example.com#', ...other }, { pk: 'LEAD#lead-1', sk: 'LEAD', ...lead }] });
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'LEAD#lead-1', ':prefix': 'OUTREACH#' } }).resolves({
      Items: [{ pk: 'LEAD#lead-1', sk: 'OUTREACH#2026-11-02T08:30:00.000Z#c1', kind: 'leadContact', contactKind: 'contact', leadId: 'lead-1', id: 'c1', channel: 'call', by: 'sam', at: '2026-11-02T08:30:00.000Z', outcome: 'Wants a quote' }],
    });

    // Act
    const response = await detail('lead-1');

    // Assess
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body) as LeadDetail).toEqual({
      lead,
      notes: [{ id: 'n1', text: 'Called', author: 'sam', createdAt: '2026-11-02T09:00:00.000Z' }],
      history: [audit],
      otherSubmissions: [other],
      contacts: [{ id: 'c1', kind: 'contact', channel: 'call', by: 'sam', at: '2026-11-02T08:30:00.000Z', outcome: 'Wants a quote' }],
    });
    expect(dynamo.commandCalls(QueryCommand, { ExpressionAttributeValues: { ':pk': 'LEAD#lead-1', ':prefix': 'OUTREACH#' } })[0]!.args[0].input).toMatchObject({ ScanIndexForward: false });
    expect(dynamo.commandCalls(QueryCommand, { IndexName: 'gsi4' })[0]!.args[0].input).toMatchObject({
      ExpressionAttributeValues: { ':pk': 'LEADEMAIL#a', ':prefix': 'amira@example.com#' },
    });
  });

  it('answers 404 with a readable message for an unknown lead', async () => {
    const response = await detail('nobody');

    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body)).toEqual({ message: 'This lead does not exist. It may have been removed.' });
  });

  it('answers 500 with a readable message and no internals when the table fails', async () => {
    dynamo.on(QueryCommand).rejects(new Error('ProvisionedThroughputExceededException: table leads'));

    const response = await detail('lead-1');

    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('Throughput');
  });
});
