import { randomBytes } from 'node:crypto';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { unitStaffSession } from '../test/unit-staff-session.ts';
import type { StaffRequest } from '../test/staff-session.ts';
import { seal } from '../lib/secret-box.ts';
import { handler } from './update.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
let staff: StaffRequest;

beforeAll(async () => {
  process.env.LOCAL_KMS_KEY = randomBytes(32).toString('base64');
  staff = await unitStaffSession();
});

beforeEach(() => {
  dynamo.reset();
  process.env.TABLE_NAME = 'test-table';
  delete process.env.INTEGRATION_TEST_HOSTS;
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(GetCommand).resolves({});
});

async function stored(provider: 'sendgrid' | 'zoho_crm', secrets: { apiKey: string; apiSecret?: string }, extra: Record<string, unknown> = {}) {
  const item = {
    pk: 'INTEGRATION#int-1',
    sk: 'INTEGRATION',
    id: 'int-1',
    provider,
    name: 'Contacts',
    apiKeyMasked: '••••••••abcd',
    hasApiSecret: Boolean(secrets.apiSecret),
    settings: provider === 'zoho_crm' ? { clientId: '1000.CLIENT' } : {},
    isActive: true,
    health: { status: 'ok' },
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    secrets: await seal(secrets, { integrationId: 'int-1' }),
    ...extra,
  };
  dynamo.on(GetCommand, { Key: { pk: 'INTEGRATION#int-1', sk: 'INTEGRATION' } }).resolves({ Item: item });
}

const put = async (body: unknown) =>
  (await handler(
    apiEvent({
      method: 'PUT',
      path: '/api/email-integrations/int-1',
      routePath: '/api/email-integrations/{id}',
      pathParameters: { id: 'int-1' },
      body,
      ...staff,
    }),
    lambdaContext(),
  )) as { statusCode: number; body: string };

describe('PUT /api/email-integrations/{id}: a new endpoint', () => {
  it('is refused without the API key in the same request: 400, the message under the key field, nothing stored', async () => {
    // Prepare
    await stored('sendgrid', { apiKey: 'SG.stored-key-0000abcd' });

    // Act: only the address changes (to another of SendGrid's own hosts), as an attacker would.
    const response = await put({ endpoint: 'https://api.eu.sendgrid.com' });

    // Assess
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      message: 'The endpoint was not changed: enter the API key again (and the API secret, where the provider has one) to send it to a new address.',
      fieldErrors: { apiKey: 'Enter the API key again to change the endpoint' },
    });
    expect(dynamo.commandCalls(TransactWriteCommand)).toEqual([]);
  });

  it('is refused for Zoho CRM until the client secret is entered again too', async () => {
    // Prepare
    await stored('zoho_crm', { apiKey: '1000.refresh-token-abcd', apiSecret: 'client-secret' });

    // Act
    const response = await put({ endpoint: 'https://accounts.zoho.eu', apiKey: '1000.refresh-token-abcd' });

    // Assess
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).fieldErrors).toEqual({ apiSecret: 'Enter the API secret again to change the endpoint' });
    expect(dynamo.commandCalls(TransactWriteCommand)).toEqual([]);
  });

  it('is stored when the key comes with it', async () => {
    // Prepare
    await stored('sendgrid', { apiKey: 'SG.stored-key-0000abcd' });

    // Act
    const response = await put({ endpoint: 'https://api.eu.sendgrid.com', apiKey: 'SG.stored-key-0000abcd' });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ endpoint: 'https://api.eu.sendgrid.com', apiKeyMasked: '••••••••abcd' });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it("is refused, even with the key, when it is not one of the provider's https addresses", async () => {
    // Prepare
    await stored('sendgrid', { apiKey: 'SG.stored-key-0000abcd' });

    // Act
    const responses = await Promise.all(
      ['https://attacker.example', 'http://api.sendgrid.com', 'https://api.sendgrid.com:8443', 'http://127.0.0.1:9/'].map((endpoint) =>
        put({ endpoint, apiKey: 'SG.stored-key-0000abcd' }),
      ),
    );

    // Assess
    for (const response of responses) {
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.body).fieldErrors).toEqual({
        endpoint: "Must be SendGrid's API address, https://api.sendgrid.com or https://api.eu.sendgrid.com",
      });
    }
    expect(dynamo.commandCalls(TransactWriteCommand)).toEqual([]);
  });

  it('is not asked for when the form sends the endpoint unchanged with a rename', async () => {
    // Prepare
    await stored('sendgrid', { apiKey: 'SG.stored-key-0000abcd' }, { endpoint: 'https://api.eu.sendgrid.com' });

    // Act
    const response = await put({ name: 'Renamed', endpoint: 'https://api.eu.sendgrid.com' });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ name: 'Renamed', endpoint: 'https://api.eu.sendgrid.com' });
  });
});
