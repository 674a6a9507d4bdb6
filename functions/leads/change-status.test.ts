import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { UNIT_STAFF, unitStaffSession } from '../test/unit-staff-session.ts';
import type { StaffRequest } from '../test/staff-session.ts';
import { handler } from './change-status.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
let staff: StaffRequest;
const lead = { pk: 'LEAD#lead-1', sk: 'LEAD', gsi1pk: 'LEAD', id: 'lead-1', fullName: 'Amira Khan', email: 'amira@example.com', phone: '+44 7700 900123', status: 'new', createdAt: '2026-11-01T10:00:00.000Z' };

beforeAll(async () => {
  staff = await unitStaffSession();
});

beforeEach(() => {
  dynamo.reset();
  process.env.TABLE_NAME = 'test-table';
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: { pk: 'LEAD#lead-1', sk: 'LEAD' } }).resolves({ Item: lead });
});

const patch = async (id: string, body: unknown) => {
  const response = await handler(
    apiEvent({ method: 'PATCH', path: `/api/leads/${id}/status`, routePath: '/api/leads/{id}/status', pathParameters: { id }, body, ...staff }),
    lambdaContext(),
  );
  return response as { statusCode: number; body: string };
};

const transactions = () => dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems!);
type TransactItems = ReturnType<typeof transactions>[number];
/** The transaction's operation on one item, whichever its place. */
const onItem = (items: TransactItems | undefined, key: { pk: string; sk: string }) =>
  items!.find((item) => {
    const target = item.Update ?? item.ConditionCheck ?? item.Delete ?? item.Put;
    const itemKey = (target as { Key?: Record<string, unknown> }).Key ?? (target as { Item?: Record<string, unknown> }).Item;
    return itemKey?.pk === key.pk && (itemKey?.sk === key.sk || key.sk === '*');
  });

describe('PATCH /api/leads/{id}/status', () => {
  it('changes the status, the counters and the audit record in one transaction and answers the lead', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).resolves({});

    // Act
    const response = await patch('lead-1', { status: 'qualified' });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ id: 'lead-1', status: 'qualified', fullName: 'Amira Khan' });
    expect(JSON.parse(response.body)).not.toHaveProperty('pk');
    const [items] = transactions();
    expect(items).toHaveLength(5);
    expect(onItem(items, { pk: 'LEAD#lead-1', sk: 'LEAD' })!.Update).toMatchObject({ ConditionExpression: '#status = :from AND attribute_not_exists(#followUp) AND attribute_not_exists(#test) AND attribute_not_exists(#furthestStatus)', ExpressionAttributeValues: { ':from': 'new', ':to': 'qualified', ':state': 'LEAD#qualified' } });
    expect(onItem(items, { pk: 'LEADSTATS', sk: 'TOTALS' })!.Update).toMatchObject({ ExpressionAttributeNames: { '#from': 'new', '#to': 'qualified' } });
    expect(onItem(items, { pk: 'AUDIT#lead#lead-1', sk: '*' })!.Put!.Item).toMatchObject({ actor: UNIT_STAFF.username, action: 'lead.status', target: 'lead#lead-1', before: { status: 'new' }, after: { status: 'qualified' } });
    // A lead stored before owners existed has no owner index item, and this one is not in the queue: the change holds
    // only while neither has been written meanwhile (the desk back-fill writes both).
    expect(onItem(items, { pk: 'LEAD#lead-1', sk: 'OWNER' })!.ConditionCheck).toMatchObject({ ConditionExpression: 'attribute_not_exists(pk)' });
    expect(onItem(items, { pk: 'LEAD#lead-1', sk: 'QUEUE#FIRSTCONTACT' })!.ConditionCheck).toMatchObject({ ConditionExpression: 'attribute_not_exists(pk)' });
  });

  it('moves the lead under its owner to the new status in "My leads", in the same transaction, while its owner is the one read', async () => {
    // Prepare
    dynamo.on(GetCommand, { Key: { pk: 'LEAD#lead-1', sk: 'OWNER' } }).resolves({ Item: { pk: 'LEAD#lead-1', sk: 'OWNER', gsi1pk: 'LEADOWNER#sara', gsi2pk: 'LEADOWNER#sara#new' } });
    dynamo.on(TransactWriteCommand).resolves({});

    // Act
    const response = await patch('lead-1', { status: 'closed' });

    // Assess
    expect(response.statusCode).toBe(200);
    const [items] = transactions();
    expect(onItem(items, { pk: 'LEAD#lead-1', sk: 'OWNER' })!.Update).toMatchObject({
      ConditionExpression: '#ownerPartition = :owner',
      ExpressionAttributeValues: { ':owner': 'LEADOWNER#sara', ':state': 'LEADOWNER#sara#closed' },
    });
  });

  it('moves a lead still waiting for its first contact to the same status in the needs-first-contact queue, in the same transaction', async () => {
    // Prepare
    dynamo.on(GetCommand, { Key: { pk: 'LEAD#lead-1', sk: 'QUEUE#FIRSTCONTACT' } }).resolves({ Item: { pk: 'LEAD#lead-1', sk: 'QUEUE#FIRSTCONTACT', gsi2pk: 'FIRSTCONTACT#new' } });
    dynamo.on(TransactWriteCommand).resolves({});

    // Act
    const response = await patch('lead-1', { status: 'contacted' });

    // Assess
    expect(response.statusCode).toBe(200);
    const [items] = transactions();
    expect(items).toHaveLength(5);
    expect(items![1]!.Update).toMatchObject({ Key: { pk: 'LEAD#lead-1', sk: 'QUEUE#FIRSTCONTACT' }, ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':state': 'FIRSTCONTACT#contacted' } });
  });

  it('answers 400 with the field message for a status that does not exist, and writes nothing', async () => {
    const response = await patch('lead-1', { status: 'won' });

    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).fieldErrors).toEqual({ status: 'Please choose one of: new, contacted, qualified, closed' });
    expect(transactions()).toHaveLength(0);
  });

  it('answers 404 with a readable message for an unknown lead, and writes nothing', async () => {
    const response = await patch('nobody', { status: 'closed' });

    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body).message).toBe('This lead does not exist. It may have been removed.');
    expect(transactions()).toHaveLength(0);
  });

  it('reads the lead again and retries when another change got there first', async () => {
    // Prepare: the first attempt loses the race on the lead's condition.
    const lost = new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }] });
    dynamo.on(TransactWriteCommand).rejectsOnce(lost).resolves({});

    // Act
    const response = await patch('lead-1', { status: 'closed' });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(transactions()).toHaveLength(2);
    expect(dynamo.commandCalls(GetCommand, { Key: { pk: 'LEAD#lead-1', sk: 'LEAD' } })).toHaveLength(2);
  });

  it('answers 409 after repeated collisions, and 500 without internals when the table fails', async () => {
    // Prepare
    const lost = new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] });
    dynamo.on(TransactWriteCommand).rejects(lost);

    // Act
    const conflict = await patch('lead-1', { status: 'closed' });
    dynamo.on(TransactWriteCommand).rejects(new Error('Internal table failure at partition 7'));
    const failure = await patch('lead-1', { status: 'closed' });

    // Assess
    expect(conflict.statusCode).toBe(409);
    expect(JSON.parse(conflict.body).message).toBe('This lead was changed by someone else at the same moment. Please reload it and try again.');
    expect(failure.statusCode).toBe(500);
    expect(JSON.parse(failure.body)).toEqual({ message: 'Something went wrong. Please try again.' });
  });

  it('answers 401 without a staff session', async () => {
    const response = await handler(
      apiEvent({ method: 'PATCH', path: '/api/leads/lead-1/status', routePath: '/api/leads/{id}/status', pathParameters: { id: 'lead-1' }, body: { status: 'closed' } }),
      lambdaContext(),
    );
    expect(response).toMatchObject({ statusCode: 401 });
    expect(transactions()).toHaveLength(0);
  });
});
