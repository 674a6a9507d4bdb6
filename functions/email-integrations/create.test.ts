import { randomBytes } from 'node:crypto';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { UNIT_STAFF, unitStaffSession } from '../test/unit-staff-session.ts';
import type { StaffRequest } from '../test/staff-session.ts';
import { handler } from './create.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
let staff: StaffRequest;
const KEY = 'SG.unit-test-secret-key-abcd';

beforeAll(async () => {
  process.env.LOCAL_KMS_KEY = randomBytes(32).toString('base64');
  staff = await unitStaffSession();
});

beforeEach(() => {
  dynamo.reset();
  process.env.TABLE_NAME = 'test-table';
  dynamo.on(GetCommand).resolves({});
});

const post = async (body: unknown) =>
  (await handler(
    apiEvent({ method: 'POST', path: '/api/email-integrations', routePath: '/api/email-integrations', body, ...staff }),
    lambdaContext(),
  )) as { statusCode: number; body: string };

describe('POST /api/email-integrations', () => {
  it('stores the integration with its key sealed and its audit record in one transaction, and answers 201 with the key masked', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).resolves({});

    // Act
    const response = await post({ provider: 'sendgrid', name: 'Contacts', apiKey: KEY });

    // Assess
    expect(response.statusCode).toBe(201);
    expect(JSON.parse(response.body)).toMatchObject({ provider: 'sendgrid', name: 'Contacts', apiKeyMasked: '••••••••abcd', isActive: true, hasApiSecret: false });
    expect(response.body).not.toContain('unit-test-secret');
    const [items] = dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems!);
    expect(items!.map((item) => item.Put!.Item!.pk)).toEqual([expect.stringMatching(/^INTEGRATION#/), expect.stringMatching(/^AUDIT#integration#/)]);
    expect(items![1]!.Put!.Item).toMatchObject({ actor: UNIT_STAFF.username, action: 'integration.create' });
    expect(JSON.stringify(items)).not.toContain('unit-test-secret');
  });

  it("answers 400 with the spec's messages and writes nothing", async () => {
    // Act
    const response = await post({ provider: 'hubspot', name: '', apiKey: '' });

    // Assess
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).fieldErrors).toEqual({
      provider: 'Please choose one of: zoho_crm, mailerlite, mailchimp, sendgrid',
      name: 'Name is required',
      apiKey: 'API key is required',
    });
    expect(dynamo.commandCalls(TransactWriteCommand)).toEqual([]);
  });
});
