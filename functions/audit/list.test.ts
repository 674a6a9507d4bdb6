import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { startTokenIssuer } from '../test/token-issuer.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
const issuer = await startTokenIssuer();
const { handler } = await import('./list.ts');
afterAll(() => issuer.stop());
beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
});

type Answer = { statusCode: number; body: string; headers: Record<string, string> };
const list = async (query?: Record<string, string>) =>
  handler(
    apiEvent({ method: 'GET', path: '/api/admin/audit', query, cookies: [`__Host-session=${await issuer.idToken()}`] }),
    lambdaContext(),
  ) as Promise<Answer>;

const record = {
  pk: 'AUDIT#staff#amira', sk: '2026-11-20T10:00:00.000Z#a1', kind: 'audit', gsi1pk: 'AUDIT', gsi1sk: '2026-11-20T10:00:00.000Z#a1',
  id: 'a1', at: '2026-11-20T10:00:00.000Z', actor: 'amira', action: 'auth.login', target: 'staff#amira', ip: '203.0.113.9',
};

describe('GET /api/admin/audit', () => {
  it('answers the records newest first without table keys, 50 by default, with x-next-cursor while more exist', async () => {
    // Prepare
    dynamo.on(QueryCommand).resolves({ Items: [record], LastEvaluatedKey: { pk: 'AUDIT#staff#amira', sk: record.sk, gsi1pk: 'AUDIT', gsi1sk: record.gsi1sk } });

    // Act
    const response = await list();

    // Assess
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual([
      { id: 'a1', at: '2026-11-20T10:00:00.000Z', actor: 'amira', action: 'auth.login', target: 'staff#amira', ip: '203.0.113.9' },
    ]);
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({ IndexName: 'gsi1', ScanIndexForward: false, Limit: 50 });
    expect(response.headers['x-next-cursor']).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('reads the page the cursor names and sends no cursor on the last page', async () => {
    // Prepare
    dynamo.on(QueryCommand).resolves({ Items: [] });
    const cursor = Buffer.from(JSON.stringify({ pk: 'p', sk: 's', gsi1pk: 'AUDIT', gsi1sk: 's' })).toString('base64url');

    // Act
    const response = await list({ cursor, limit: '10' });

    // Assess
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      Limit: 10,
      ExclusiveStartKey: { pk: 'p', sk: 's', gsi1pk: 'AUDIT', gsi1sk: 's' },
    });
    expect(response.headers['x-next-cursor']).toBeUndefined();
  });

  it('answers 400 for a page size that is not a whole number from 1 to 100, and reads nothing', async () => {
    // Act
    const response = await list({ limit: '2.5' });

    // Assess
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).fieldErrors).toEqual({ limit: 'The page size must be a whole number from 1 to 100.' });
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('answers a readable 500 when the table fails', async () => {
    // Prepare
    dynamo.on(QueryCommand).rejects(new Error('table exploded'));

    // Act
    const response = await list();

    // Assess
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('exploded');
  });
});
