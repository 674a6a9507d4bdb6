import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { invokeRoute } from '../test/invoke-route.ts';
import { UNIT_STAFF, unitStaffSession } from '../test/unit-staff-session.ts';
import type { StaffRequest } from '../test/staff-session.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
let staff: StaffRequest;
const heroTitle = { pk: 'CONTENT#hero_title', sk: 'CONTENT', gsi1pk: 'CONTENT', key: 'hero_title', title: 'Hero title', content: 'Old headline', isActive: true, updatedAt: '2025-07-18T00:00:00.000Z' };

beforeAll(async () => {
  staff = await unitStaffSession();
});

beforeEach(() => {
  dynamo.reset();
  process.env.TABLE_NAME = 'test-table';
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: { pk: 'CONTENT#hero_title', sk: 'CONTENT' } }).resolves({ Item: heroTitle });
});

const transactions = () => dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems!);

describe('GET /api/content', () => {
  it('lists the content items without table keys', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [heroTitle] });

    const response = await invokeRoute('GET', '/api/content', staff);

    expect(response.statusCode).toBe(200);
    expect(response.json).toEqual([{ key: 'hero_title', title: 'Hero title', content: 'Old headline', isActive: true, updatedAt: '2025-07-18T00:00:00.000Z' }]);
  });

  it('answers 401 without a staff session', async () => {
    expect((await invokeRoute('GET', '/api/content')).statusCode).toBe(401);
  });
});

describe('PUT /api/content/{key}', () => {
  it('stores the new title and text with an audit record in one transaction and answers the item', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).resolves({});

    // Act
    const response = await invokeRoute('PUT', '/api/content/hero_title', { ...staff, body: { title: 'Hero title', content: 'New headline' } });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.json).toMatchObject({ key: 'hero_title', content: 'New headline', isActive: true });
    const [items] = transactions();
    expect(items).toHaveLength(2);
    expect(items![0]!.Put).toMatchObject({ Item: { pk: 'CONTENT#hero_title', content: 'New headline' }, ConditionExpression: 'attribute_exists(pk)' });
    expect(items![1]!.Put!.Item).toMatchObject({ actor: UNIT_STAFF.username, action: 'content.update', target: 'content#hero_title', before: { content: 'Old headline' }, after: { content: 'New headline' } });
  });

  it("answers 400 with the spec's messages for an empty title and content, and writes nothing", async () => {
    const response = await invokeRoute('PUT', '/api/content/hero_title', { ...staff, body: { title: ' ', content: '' } });

    expect(response.statusCode).toBe(400);
    expect(response.json.fieldErrors).toEqual({ title: 'Title is required', content: 'Content is required' });
    expect(transactions()).toHaveLength(0);
  });

  it('answers 404 for an unknown key and when the item vanished before the write', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).rejects(new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] }));

    // Act
    const unknown = await invokeRoute('PUT', '/api/content/no_such_key', { ...staff, body: { title: 'T', content: 'C' } });
    const vanished = await invokeRoute('PUT', '/api/content/hero_title', { ...staff, body: { title: 'T', content: 'C' } });

    // Assess
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json.message).toBe('This content item does not exist.');
    expect(vanished.statusCode).toBe(404);
  });

  it('answers 401 without the CSRF header, and writes nothing', async () => {
    const response = await invokeRoute('PUT', '/api/content/hero_title', { cookies: staff.cookies, body: { title: 'T', content: 'C' } });

    expect(response.statusCode).toBe(401);
    expect(transactions()).toHaveLength(0);
  });
});
