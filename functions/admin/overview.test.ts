import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { AnalyticsOverview } from '#shared/admin/api-contract.ts';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { unitStaffSession } from '../test/unit-staff-session.ts';
import type { StaffRequest } from '../test/staff-session.ts';
import { handler } from './overview.ts';

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

const overview = async () =>
  (await handler(apiEvent({ method: 'GET', path: '/api/admin/overview', ...staff }), lambdaContext())) as { statusCode: number; body: string };

const counter = (name: string, count: number) => ({ pk: 'x', sk: name.toLowerCase(), name, count });

describe('GET /api/admin/overview', () => {
  it('answers the six counters, the top five countries and business types from the stored counters', async () => {
    // Prepare
    dynamo.on(GetCommand, { Key: { pk: 'LEADSTATS', sk: 'TOTALS' } }).resolves({
      Item: { pk: 'LEADSTATS', sk: 'TOTALS', total: 8, new: 3, contacted: 2, qualified: 1, closed: 2, guideDownloads: 4 },
    });
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'LEADSTATS#COUNTRY' } }).resolves({
      Items: [counter('Oman', 1), counter('India', 3), counter('France', 0), counter('Kenya', 1), counter('Chile', 1), counter('Peru', 1), counter('Japan', 1)],
    });
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'LEADSTATS#ACTIVITY' } }).resolves({ Items: [counter('Trading', 2), counter('Consulting', 5)] });

    // Act
    const response = await overview();

    // Assess
    expect(response.statusCode).toBe(200);
    const body = JSON.parse(response.body) as AnalyticsOverview;
    expect(body.totals).toEqual({ total: 8, new: 3, contacted: 2, qualified: 1, closed: 2, guideDownloads: 4, countries: 6, conversionRate: 25 });
    expect(body.topCountries).toEqual([
      { country: 'India', count: 3 }, { country: 'Chile', count: 1 }, { country: 'Japan', count: 1 }, { country: 'Kenya', count: 1 }, { country: 'Oman', count: 1 },
    ]);
    expect(body.topBusinessTypes).toEqual([{ businessActivity: 'Consulting', count: 5 }, { businessActivity: 'Trading', count: 2 }]);
    const recent = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input).find((input) => input.IndexName === 'gsi1');
    expect(recent).toMatchObject({ ExpressionAttributeValues: { ':pk': 'LEAD' }, ScanIndexForward: false, Limit: 16 });
  });

  it('answers zeros and empty lists before the first lead, with a conversion rate of 0', async () => {
    const body = JSON.parse((await overview()).body) as AnalyticsOverview;

    expect(body).toEqual({
      totals: { total: 0, new: 0, contacted: 0, qualified: 0, closed: 0, guideDownloads: 0, countries: 0, conversionRate: 0 },
      recentLeads: [], topCountries: [], topBusinessTypes: [], spamSubmissions: 0,
      privacyRequests: { open: 0, overdue: 0, dueThisWeek: 0 },
    });
  });

  it('counts the open privacy requests, the overdue ones and those due within 7 days, on the day of the request', async () => {
    // Prepare: on 10 March 2026, one request overdue, one due today, one due in a week, one due later.
    const request = (id: string, dueOn: string, status = 'open') => ({ pk: `DATAREQUEST#${id}`, sk: 'DATAREQUEST', id, dueOn, status });
    dynamo.on(QueryCommand, { IndexName: 'gsi2', ExpressionAttributeValues: { ':partition': 'DATAREQUEST#open' } }).resolves({
      Items: [request('a', '2026-03-09'), request('b', '2026-03-10', 'inProgress'), request('c', '2026-03-17'), request('d', '2026-03-18')],
    });

    // Act
    const response = (await handler(
      apiEvent({ method: 'GET', path: '/api/admin/overview', timeEpoch: Date.parse('2026-03-10T12:00:00.000Z'), ...staff }),
      lambdaContext(),
    )) as { statusCode: number; body: string };

    // Assess
    expect(response.statusCode).toBe(200);
    expect((JSON.parse(response.body) as AnalyticsOverview).privacyRequests).toEqual({ open: 4, overdue: 1, dueThisWeek: 2 });
  });

  it('answers 500 with a readable message and no internals when the table fails', async () => {
    dynamo.on(QueryCommand).rejects(new Error('Connection reset by dynamodb.local:8000'));

    const response = await overview();

    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('dynamodb');
  });
});
