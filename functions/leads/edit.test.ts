import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { UNIT_STAFF, unitStaffSession } from '../test/unit-staff-session.ts';
import type { StaffRequest } from '../test/staff-session.ts';
import { handler } from './edit.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
let staff: StaffRequest;
const lead = {
  pk: 'LEAD#lead-1',
  sk: 'LEAD',
  gsi1pk: 'LEAD',
  id: 'lead-1',
  fullName: 'Amira Khan',
  email: 'amira@example.com',
  phone: '+44 7700 900123',
  phoneE164: '+447700900123',
  country: 'United Kingdom',
  businessActivity: 'Trading',
  status: 'new',
  createdAt: '2026-11-01T10:00:00.000Z',
};

beforeAll(async () => {
  staff = await unitStaffSession();
});

beforeEach(() => {
  dynamo.reset();
  process.env.TABLE_NAME = 'test-table';
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: { pk: 'LEAD#lead-1', sk: 'LEAD' } }).resolves({ Item: lead });
  dynamo.on(TransactWriteCommand).resolves({});
});

const patch = async (id: string, body: unknown, session: Partial<StaffRequest> = staff) => {
  const response = await handler(
    apiEvent({ method: 'PATCH', path: `/api/leads/${id}`, routePath: '/api/leads/{id}', pathParameters: { id }, body, ...session }),
    lambdaContext(),
  );
  return response as { statusCode: number; body: string };
};

const transactions = () => dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems!);

describe('PATCH /api/leads/{id}', () => {
  it('corrects the e-mail and phone with their search keys, audits exactly them and queues the re-send, in one transaction', async () => {
    // Act
    const response = await patch('lead-1', { email: ' Amira.Khan@Example.org ', phone: '07700 900456', fullName: 'Amira Khan' });

    // Assess: the answer is the corrected lead
    expect(response.statusCode).toBe(200);
    const answer = JSON.parse(response.body);
    expect(answer).toMatchObject({ id: 'lead-1', email: 'Amira.Khan@Example.org', phone: '07700 900456', phoneE164: '+447700900456', fullName: 'Amira Khan' });
    expect(answer).not.toHaveProperty('pk');
    const [items] = transactions();
    expect(items).toHaveLength(3);
    // the lead: the two fields, their index keys (the name's rewritten unchanged), on condition it is as read
    const update = items![0]!.Update!;
    expect(update.Key).toEqual({ pk: 'LEAD#lead-1', sk: 'LEAD' });
    const stored = Object.fromEntries(
      [...update.UpdateExpression!.matchAll(/(#\w+) = (:\w+)/g)].map(([, name, value]) => [update.ExpressionAttributeNames![name!], update.ExpressionAttributeValues![value!]]),
    );
    expect(stored).toEqual({
      email: 'Amira.Khan@Example.org',
      phone: '07700 900456',
      phoneE164: '+447700900456',
      gsi3pk: 'LEADNAME#a',
      gsi3sk: 'amira khan#2026-11-01T10:00:00.000Z#lead-1',
      gsi4pk: 'LEADEMAIL#a',
      gsi4sk: 'amira.khan@example.org#2026-11-01T10:00:00.000Z#lead-1',
      gsi5pk: 'LEADPHONE#4',
      gsi5sk: '447700900456#2026-11-01T10:00:00.000Z#lead-1',
    });
    expect(update.ConditionExpression).toContain('attribute_exists(pk)');
    expect(Object.values(update.ExpressionAttributeValues!)).toEqual(expect.arrayContaining(['amira@example.com', '+44 7700 900123', 'United Kingdom']));
    // the audit record: exactly the changed fields, before and after
    expect(items![1]!.Put!.Item).toMatchObject({
      actor: UNIT_STAFF.username,
      action: 'lead.edit',
      target: 'lead#lead-1',
      before: { email: 'amira@example.com', phone: '+44 7700 900123' },
      after: { email: 'Amira.Khan@Example.org', phone: '07700 900456' },
    });
    // the outbox item the drain sends to every active integration from, without e-mailing staff again
    expect(items![2]!.Update).toMatchObject({
      Key: { pk: 'LEADOUTBOX#lead-1', sk: 'OUTBOX' },
      ExpressionAttributeValues: expect.objectContaining({ ':work': 'SYNCWORK', ':notified': true, ':leadId': 'lead-1' }),
    });
  });

  it('moves the overview counters of a corrected country and business activity, and removes emptied fields', async () => {
    // Act
    const response = await patch('lead-1', { country: 'Ireland', businessActivity: '' });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).not.toHaveProperty('businessActivity');
    const [items] = transactions();
    const counters = items!.filter((item) => String(item.Update?.Key?.pk).startsWith('LEADSTATS')).map((item) => [item.Update!.Key, item.Update!.ExpressionAttributeValues![':amount']]);
    expect(counters).toEqual([
      [{ pk: 'LEADSTATS#COUNTRY', sk: 'United Kingdom' }, -1],
      [{ pk: 'LEADSTATS#COUNTRY', sk: 'Ireland' }, 1],
      [{ pk: 'LEADSTATS#ACTIVITY', sk: 'trading' }, -1],
    ]);
    expect(items![0]!.Update!.UpdateExpression).toMatch(/REMOVE .*#f4/);
    expect(items!.find((item) => item.Put)!.Put!.Item).toMatchObject({ before: { country: 'United Kingdom', businessActivity: 'Trading' }, after: { country: 'Ireland', businessActivity: null } });
  });

  it.each([
    // The spec's messages (main-site.md section 5), copied here.
    [{ fullName: 'A' }, { fullName: 'Full name must be at least 2 characters' }],
    [{ email: '"Amira"<amira@example.com>' }, { email: 'Please enter a valid email address' }],
    [{ email: 'amira@example' }, { email: 'Please enter a valid email address' }],
    [{ phone: '123456789' }, { phone: 'Please enter a valid phone number' }],
    // Ours.
    [{ country: 'Atlantis' }, { country: 'Please choose a country from the list' }],
    [{ companyName: 'c'.repeat(201) }, { companyName: 'Company must be at most 200 characters' }],
    [{}, { body: 'Please change at least one field' }],
  ])('answers 400 with the field message for %j and writes nothing', async (body, fieldErrors) => {
    const response = await patch('lead-1', body);

    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).fieldErrors).toEqual(fieldErrors);
    expect(transactions()).toHaveLength(0);
  });

  it('answers the lead and writes nothing when the values are those already stored', async () => {
    const response = await patch('lead-1', { email: 'amira@example.com', companyName: '' });

    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ email: 'amira@example.com' });
    expect(transactions()).toHaveLength(0);
  });

  it('answers 404 with a readable message for an unknown lead, and writes nothing', async () => {
    const response = await patch('nobody', { fullName: 'Someone Else' });

    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body).message).toBe('This lead does not exist. It may have been removed.');
    expect(transactions()).toHaveLength(0);
  });

  it('answers 409 with a clear message when the lead changed since it was read, and tries once', async () => {
    // Prepare
    const lost = new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }] });
    dynamo.on(TransactWriteCommand).rejects(lost);

    // Act
    const response = await patch('lead-1', { fullName: 'Amira K. Khan' });

    // Assess
    expect(response.statusCode).toBe(409);
    expect(JSON.parse(response.body).message).toBe('This lead was changed by someone else while you were editing it. Please reload it and make your change again.');
    expect(transactions()).toHaveLength(1);
  });

  it('answers 401 without a staff session', async () => {
    const response = await patch('lead-1', { fullName: 'Amira K. Khan' }, {});

    expect(response.statusCode).toBe(401);
    expect(transactions()).toHaveLength(0);
  });
});
