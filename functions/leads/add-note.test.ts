import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { UNIT_STAFF, unitStaffSession } from '../test/unit-staff-session.ts';
import type { StaffRequest } from '../test/staff-session.ts';
import { handler } from './add-note.ts';

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

const addNote = async (id: string, body: unknown) =>
  (await handler(
    apiEvent({ method: 'POST', path: `/api/leads/${id}/notes`, routePath: '/api/leads/{id}/notes', pathParameters: { id }, body, ...staff }),
    lambdaContext(),
  )) as { statusCode: number; body: string };

const transactions = () => dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems!);

describe('POST /api/leads/{id}/notes', () => {
  it('stores the note in the lead\'s partition with its audit record, only if the lead exists, and answers 201', async () => {
    dynamo.on(TransactWriteCommand).resolves({});

    const response = await addNote('lead-1', { text: '  Wants a mainland licence.  ' });

    expect(response.statusCode).toBe(201);
    const note = JSON.parse(response.body);
    expect(note).toEqual({ id: expect.any(String), text: 'Wants a mainland licence.', author: UNIT_STAFF.username, createdAt: expect.any(String) });
    const [items] = transactions();
    expect(items![0]!.Put!.Item).toMatchObject({ pk: 'LEAD#lead-1', sk: `NOTE#${note.createdAt}#${note.id}`, text: 'Wants a mainland licence.' });
    expect(items![1]!.Update).toMatchObject({
      Key: { pk: 'LEAD#lead-1', sk: 'LEAD' }, ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':text': 'Wants a mainland licence.' },
    });
    expect(items![2]!.Put!.Item).toMatchObject({ actor: UNIT_STAFF.username, action: 'lead.note', target: 'lead#lead-1' });
  });

  it('answers 400 with the field message for an empty or overlong note, writing nothing', async () => {
    const empty = await addNote('lead-1', { text: ' ' });
    const long = await addNote('lead-1', { text: 'x'.repeat(2001) });
    const missing = await addNote('lead-1', {});

    for (const response of [empty, long, missing]) {
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.body).fieldErrors).toEqual({ text: 'Please write a note of 1 to 2000 characters' });
    }
    expect(transactions()).toHaveLength(0);
  });

  it('answers 404 for an unknown lead (the transaction writes nothing)', async () => {
    dynamo.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }, { Code: 'None' }] }),
    );

    const response = await addNote('nobody', { text: 'Hello' });

    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body).message).toBe('This lead does not exist. It may have been removed.');
  });

  it('answers 500 with a readable message and no internals when the table fails', async () => {
    dynamo.on(TransactWriteCommand).rejects(new Error('socket hang up 10.0.0.7'));

    const response = await addNote('lead-1', { text: 'Hello' });

    expect(response.statusCode).toBe(500);
    expect(JSON.parse(response.body)).toEqual({ message: 'Something went wrong. Please try again.' });
  });
});
