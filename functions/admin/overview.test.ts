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
    });
  });

  it('answers 500 with a readable message and no internals when the table fails', async () => {
    dynamo.on(QueryCommand).rejects(new Error('Connection reset by dynamodb.local:8000'));

    const response = await overview();

    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('dynamodb');
  });
});
