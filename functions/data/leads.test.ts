import { jest } from '@jest/globals';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { changeLeadStatus, createLead, leadItem } from './leads.ts';

const dynamo = mockClient(DynamoDBDocumentClient);

const visitor = {
  fullName: 'Amira Khan', email: 'amira@example.com', phone: '+44 7700 900123', country: 'Oman', formType: 'lead',
  ipAddress: '203.0.113.9', userAgent: 'jest-browser',
};
const stored = {
  pk: 'LEAD#lead-1', sk: 'LEAD', id: 'lead-1', fullName: 'Amira Khan', email: 'amira@example.com', phone: '+44 7700 900123',
  status: 'new', accessedGuide: false, createdAt: '2026-11-01T10:00:00.000Z', formType: 'lead',
};

/** DynamoDB's answer when another transaction touched one of the items (a counter) at the same moment: nothing was written. */
const collided = () =>
  new TransactionCanceledException({
    message: 'Transaction cancelled, please refer cancellation reasons for specific reasons [None, TransactionConflict, None]',
    $metadata: {},
    CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }, { Code: 'None' }],
  });

const transactions = () => dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems!);

beforeEach(() => {
  dynamo.reset();
  process.env.TABLE_NAME = 'test-table';
  // The pause between tries is random; at zero the tests do not sit through it.
  jest.spyOn(Math, 'random').mockReturnValue(0);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('a lead as stored', () => {
  it('keeps the keys every stored lead has: its own key, the list, status and search index keys, and kind "lead"', () => {
    // Act
    const item = leadItem({
      id: 'id-1', fullName: 'Zoë Ångström', email: 'Zoe@Example.com', phone: '+44 7700 900123', status: 'contacted',
      accessedGuide: false, createdAt: '2026-11-01T10:00:00.000Z', formType: 'lead', ipAddress: '203.0.113.9', userAgent: 'jest-browser',
    });

    // Assess
    expect(item).toEqual({
      pk: 'LEAD#id-1', sk: 'LEAD', kind: 'lead',
      gsi1pk: 'LEAD', gsi1sk: '2026-11-01T10:00:00.000Z#id-1',
      gsi2pk: 'LEAD#contacted', gsi2sk: '2026-11-01T10:00:00.000Z#id-1',
      gsi3pk: 'LEADNAME#z', gsi3sk: 'zoe angstrom#2026-11-01T10:00:00.000Z#id-1',
      gsi4pk: 'LEADEMAIL#z', gsi4sk: 'zoe@example.com#2026-11-01T10:00:00.000Z#id-1',
      gsi5pk: 'LEADPHONE#4', gsi5sk: '447700900123#2026-11-01T10:00:00.000Z#id-1',
      id: 'id-1', fullName: 'Zoë Ångström', email: 'Zoe@Example.com', phone: '+44 7700 900123', status: 'contacted',
      accessedGuide: false, createdAt: '2026-11-01T10:00:00.000Z', formType: 'lead', ipAddress: '203.0.113.9', userAgent: 'jest-browser',
    });
  });
});

describe('a new lead phone number', () => {
  const stores = async (phone: string, country?: string) => {
    dynamo.on(TransactWriteCommand).resolves({});
    await createLead({ ...visitor, phone, country }, { newId: () => 'lead-1', now: () => new Date('2026-11-01T10:00:00.000Z') });
    return transactions()[0]![0]!.Put!.Item!;
  };

  it('is stored also in E.164, read with the lead country when it has no prefix, and indexed by those digits', async () => {
    const item = await stores('07700 900123', 'United Kingdom');

    expect(item).toMatchObject({ phone: '07700 900123', phoneE164: '+447700900123', gsi5pk: 'LEADPHONE#4', gsi5sk: '447700900123#2026-11-01T10:00:00.000Z#lead-1' });
  });

  it('has no E.164 form when it cannot be read', async () => {
    const item = await stores('07700 900123');

    expect(item).not.toHaveProperty('phoneE164');
    expect(item.gsi5sk).toBe('07700900123#2026-11-01T10:00:00.000Z#lead-1');
  });
});

describe('a lead sent while other writes collide on the counters', () => {
  it('is stored by a later try, each try the same transaction with the lead in it', async () => {
    // Prepare: three tries collide with other transactions, the fourth goes through.
    dynamo.on(TransactWriteCommand).rejectsOnce(collided()).rejectsOnce(collided()).rejectsOnce(collided()).resolves({});

    // Act
    const result = await createLead(visitor, { newId: () => 'lead-1', now: () => new Date('2026-11-01T10:00:00.000Z') });

    // Assess
    expect(result).toEqual({ id: 'lead-1', created: true });
    expect(transactions()).toHaveLength(4);
    for (const items of transactions()) expect(items[0]!.Put!.Item).toMatchObject({ pk: 'LEAD#lead-1', fullName: 'Amira Khan', status: 'new' });
  });

  it('makes 8 transactions in all when every try collides, then fails instead of trying on', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).rejects(collided());

    // Act
    const attempt = createLead(visitor, { newId: () => 'lead-1' });

    // Assess
    await expect(attempt).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect(transactions()).toHaveLength(8);
  });
});

describe('a status change while other writes collide', () => {
  it('makes 8 transactions in all (not 8 for each of 8 tries), reading the lead before each, then answers conflict', async () => {
    // Prepare: a lead no longer waiting for its first contact (no queue item)
    dynamo.on(GetCommand).resolves({});
    dynamo.on(GetCommand, { Key: { pk: 'LEAD#lead-1', sk: 'LEAD' } }).resolves({ Item: stored });
    dynamo.on(TransactWriteCommand).rejects(collided());

    // Act
    const change = await changeLeadStatus('lead-1', 'closed', 'staff-1');

    // Assess
    expect(change).toEqual({ outcome: 'conflict' });
    expect(transactions()).toHaveLength(8);
    expect(dynamo.commandCalls(GetCommand, { Key: { pk: 'LEAD#lead-1', sk: 'LEAD' } })).toHaveLength(8);
  });

  it('changes the status when a later try goes through', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({});
    dynamo.on(GetCommand, { Key: { pk: 'LEAD#lead-1', sk: 'LEAD' } }).resolves({ Item: stored });
    dynamo.on(TransactWriteCommand).rejectsOnce(collided()).resolves({});

    // Act
    const change = await changeLeadStatus('lead-1', 'closed', 'staff-1');

    // Assess
    expect(change).toMatchObject({ outcome: 'changed', lead: { id: 'lead-1', status: 'closed' } });
    expect(transactions()).toHaveLength(2);
    expect(transactions()[1]![0]!.Update).toMatchObject({
      Key: { pk: 'LEAD#lead-1', sk: 'LEAD' },
      UpdateExpression: 'SET #status = :to, #statePartition = :state',
      ExpressionAttributeNames: { '#status': 'status', '#statePartition': 'gsi2pk' },
      ExpressionAttributeValues: { ':from': 'new', ':to': 'closed', ':state': 'LEAD#closed' },
    });
  });
});
