import { GetCommand, TransactWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { withoutRateCounters } from '../test/rate-counters.ts';
import { LEAD_MESSAGES } from '#shared/lead/lead-rules.ts';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { handler } from './create.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
const valid = { fullName: 'Amira Khan', email: 'amira@example.com', phone: '+44 7700 900123', country: 'United Kingdom' };

beforeEach(() => {
  dynamo.reset();
  process.env.TABLE_NAME = 'test-table';
});

const send = (body: unknown, headers: Record<string, string> = {}) =>
  handler(apiEvent({ method: 'POST', path: '/api/leads', body, headers }), lambdaContext());

describe('POST /api/leads', () => {
  it('stores the lead as new with the caller IP and user agent, and answers 201 with its id', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const response = await send({ ...valid, attribution: { page: '/', utmSource: 'google' }, ipAddress: '6.6.6.6' });

    expect(response).toMatchObject({ statusCode: 201 });
    const { id } = JSON.parse((response as { body: string }).body);
    const put = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![0]!.Put!;
    expect(put.Item).toMatchObject({
      id, status: 'new', fullName: 'Amira Khan', ipAddress: '203.0.113.9', userAgent: 'jest-browser',
      attribution: { page: '/', utmSource: 'google' }, accessedGuide: false,
    });
  });

  it('counts the lead for the overview, queues its staff e-mail and syncs, and starts its 24-hour wait in the same transaction that stores it', async () => {
    dynamo.on(TransactWriteCommand).resolves({});

    await send(valid, { 'Idempotency-Key': 'form-2' });

    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items.map((item) => item.Update?.Key ?? item.Put!.Item!.pk)).toEqual([
      'IDEMPOTENCY#LEAD#form-2', expect.stringMatching(/^LEAD#/), { pk: 'LEADSTATS', sk: 'TOTALS' }, { pk: 'LEADSTATS#COUNTRY', sk: 'United Kingdom' },
      expect.stringMatching(/^LEADOUTBOX#/),
      expect.stringMatching(/^LEAD#/),
      { pk: 'LEADSTATS#FIRSTCONTACT', sk: expect.stringMatching(/^DAY#\d{4}-\d{2}-\d{2}$/) },
      { pk: 'LEADSTATS#FIRSTCONTACT', sk: 'WAITING' },
      expect.stringMatching(/^LEAD#/),
      { pk: 'LEADSTATS#ANALYTICS', sk: expect.stringMatching(/^DAY#\d{4}-\d{2}-\d{2}$/) },
    ]);
    expect(items[5]!.Put!.Item).toMatchObject({ sk: 'QUEUE#FIRSTCONTACT', gsi1pk: 'FIRSTCONTACT', gsi2pk: 'FIRSTCONTACT#new', leadId: items[1]!.Put!.Item!.id });
    // Round-robin off (no roster item): listed under "Unassigned", and no turn taken.
    expect(items[8]!.Put!.Item).toMatchObject({ sk: 'OWNER', gsi1pk: 'LEADUNASSIGNED', gsi2pk: 'LEADUNASSIGNED#new', leadId: items[1]!.Put!.Item!.id });
    expect(items[1]!.Put!.Item).not.toHaveProperty('owner');
  });

  it('answers 400 with the spec message under each wrong field and stores nothing', async () => {
    const response = await send({ fullName: 'A', email: 'not-an-email', phone: '123' });

    expect(response).toMatchObject({ statusCode: 400 });
    expect(JSON.parse((response as { body: string }).body).fieldErrors).toEqual({
      fullName: LEAD_MESSAGES.fullName, email: LEAD_MESSAGES.email, phone: LEAD_MESSAGES.phone,
    });
    expect(withoutRateCounters(dynamo.calls())).toHaveLength(0);
  });

  it('answers 400 for malformed JSON and 413 for an oversized body', async () => {
    const malformed = await handler(apiEvent({ method: 'POST', path: '/api/leads', rawBody: '{"fullName":' }), lambdaContext());
    const huge = await send({ ...valid, fullName: 'x'.repeat(20_000) });

    expect(malformed).toMatchObject({ statusCode: 400 });
    expect(huge).toMatchObject({ statusCode: 413 });
    expect(withoutRateCounters(dynamo.calls())).toHaveLength(0);
  });

  it('returns the first lead id when the same form is submitted twice with one idempotency key', async () => {
    dynamo.on(TransactWriteCommand).rejects(new TransactionCanceledException({ message: 'cancelled', $metadata: {} }));
    dynamo.on(GetCommand).resolves({ Item: { itemId: 'first-lead' } });

    const response = await send(valid, { 'Idempotency-Key': 'form-1' });

    expect(response).toMatchObject({ statusCode: 201 });
    expect(JSON.parse((response as { body: string }).body)).toEqual({ id: 'first-lead' });
  });

  it('answers 400 and stores nothing for an idempotency key the table could not hold', async () => {
    const response = await send(valid, { 'Idempotency-Key': 'x'.repeat(3000) });

    expect(response).toMatchObject({ statusCode: 400 });
    expect(withoutRateCounters(dynamo.calls())).toHaveLength(0);
  });

  it('answers 500 with a readable message and no stack when the table fails', async () => {
    dynamo.on(TransactWriteCommand).rejects(new Error('boom at line 12'));
    const response = await send(valid);

    expect(response).toMatchObject({ statusCode: 500 });
    expect((response as { body: string }).body).not.toContain('boom');
  });
});
