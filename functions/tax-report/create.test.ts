import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { calculateTax } from '#shared/uk/tax-engine.ts';
import { invokeRoute } from '../test/invoke-route.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.SES_SENDER = 'reports@example.com';
  // The request's address is checked against the bounce suppressions, which are keyed by its keyed hash.
  process.env.PRIVACY_HMAC_SECRET = 'unit-privacy-key';
});
beforeEach(() => {
  dynamo.reset();
  ses.reset();
});

const body = {
  calculation: calculateTax({ profit: 150_000, method: 'salary' }),
  timestamp: '2025-07-01T10:00:00.000Z',
  personalDetails: { name: 'Priya Shah', email: 'priya@example.co.uk', phone: '' },
};

describe('POST /api/tax-report when the table fails after the request is stored', () => {
  it('answers 503 with a readable message, marks the stored request failed so a retry delivers, and sends nothing', async () => {
    // Prepare: the request is stored, then storing the visitor as a lead fails.
    dynamo
      .on(TransactWriteCommand)
      .resolvesOnce({})
      .rejects(Object.assign(new Error('Throughput exceeds the current capacity of your table arn:aws:dynamodb:x'), { name: 'ProvisionedThroughputExceededException' }));
    dynamo.on(UpdateCommand).resolves({});

    // Act
    const response = await invokeRoute('POST', '/api/tax-report', { body });

    // Assess
    expect(response.statusCode).toBe(503);
    expect(response.json).toEqual({ message: 'We could not send your report just now. Please try again.' });
    expect(response.body).not.toMatch(/arn:aws|Throughput/);
    const [update] = dynamo.commandCalls(UpdateCommand, { Key: { sk: 'TAX_REPORT' } });
    expect(update?.args[0].input.ExpressionAttributeValues).toMatchObject({ ':status': 'failed', ':failure': 'ProvisionedThroughputExceededException' });
    expect(ses.calls()).toHaveLength(0);
  });

  it('still answers 503 (not a stack, not a 500) when even recording the failure fails', async () => {
    dynamo.on(TransactWriteCommand).resolvesOnce({}).rejects(Object.assign(new Error('down'), { name: 'InternalServerError' }));
    // The quotas count; then recording the outcome fails.
    dynamo.on(UpdateCommand).resolves({});
    dynamo.on(UpdateCommand, { Key: { sk: 'TAX_REPORT' } }).rejects(Object.assign(new Error('still down'), { name: 'InternalServerError' }));

    const response = await invokeRoute('POST', '/api/tax-report', { body });

    expect(response.statusCode).toBe(503);
    expect(response.json).toEqual({ message: 'We could not send your report just now. Please try again.' });
  });
});
