/**
 * The business metrics each handler emits, read back from the EMF lines as CloudWatch would receive them (captured
 * through metrics.ts instead of stdout); the table is mocked, e-mail goes to a stand-in mailbox of this file.
 */
import { PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { LeadSyncRecord } from '#shared/admin/integrations-contract.ts';
import { HONEYPOT_FIELD } from '#shared/public-forms/honeypot.ts';
import { startMailbox, type LocalMailbox } from '#infra/local/mailbox.ts';
import { RATE_LIMIT_CONDITION } from '../data/rate-limit-windows.ts';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { captureMetrics, countMetric, METRIC, withMetrics } from './metrics.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
const lead = { fullName: 'Amira Khan', email: 'amira@example.com', phone: '+44 7700 900123', country: 'United Kingdom' };
let capture: ReturnType<typeof captureMetrics>;
let mailbox: LocalMailbox;

beforeAll(async () => {
  // The SES client reads its endpoint when first loaded: the modules that send are imported after this.
  mailbox = await startMailbox();
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_SESV2: mailbox.endpoint,
    SES_SENDER: 'reports@example.com',
    AWS_REGION: 'local',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
});

afterAll(async () => {
  await mailbox.stop();
});

beforeEach(() => {
  dynamo.reset();
  process.env.TABLE_NAME = 'test-table';
  capture = captureMetrics();
});

afterEach(() => capture.stop());

const postLead = async (body: unknown, headers: Record<string, string> = {}) => {
  const { handler } = await import('../leads/create.ts');
  return handler(apiEvent({ method: 'POST', path: '/api/leads', body, headers }), lambdaContext());
};

describe('the business metrics', () => {
  it('leave once per invocation, one EMF line per dimension, in namespace DubaiSetup with the service dimension', async () => {
    // Act
    const linesDuring: string[][] = [];
    await withMetrics(async () => {
      countMetric(METRIC.leadStored, { form: 'uk_guide' });
      countMetric(METRIC.emailSent, { kind: 'new-lead' });
      countMetric(METRIC.leadStored, { form: 'uk_guide' });
      linesDuring.push([...capture.lines]);
    });

    // Assess
    expect(linesDuring).toEqual([[]]);
    expect(capture.lines).toHaveLength(2);
    const [first] = capture.lines.map((line) => JSON.parse(line));
    expect(first._aws.CloudWatchMetrics).toEqual([{ Namespace: 'DubaiSetup', Dimensions: [['service', 'form']], Metrics: [{ Name: 'LeadStored', Unit: 'Count' }] }]);
    expect(capture.metrics()).toEqual([
      { name: 'LeadStored', value: 1, unit: 'Count', dimensions: { service: 'dubai-setup-api', form: 'uk_guide' } },
      { name: 'LeadStored', value: 1, unit: 'Count', dimensions: { service: 'dubai-setup-api', form: 'uk_guide' } },
      { name: 'EmailSent', value: 1, unit: 'Count', dimensions: { service: 'dubai-setup-api', kind: 'new-lead' } },
    ]);
  });

  it('count a stored lead by its form (LeadStored form=lead) when the lead form is sent', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).resolves({});
    dynamo.on(UpdateCommand).resolves({});

    // Act
    const response = await postLead(lead);

    // Assess
    expect(response).toMatchObject({ statusCode: 201 });
    expect(capture.metrics()).toEqual([{ name: 'LeadStored', value: 1, unit: 'Count', dimensions: { service: 'dubai-setup-api', form: 'lead' } }]);
  });

  it('count a submission whose honeypot is filled as spam of its route, and no lead', async () => {
    // Prepare
    dynamo.on(PutCommand).resolves({});
    dynamo.on(UpdateCommand).resolves({});

    // Act
    const response = await postLead({ ...lead, [HONEYPOT_FIELD]: 'https://spam.example' });

    // Assess
    expect(response).toMatchObject({ statusCode: 201 });
    expect(capture.metrics()).toEqual([
      { name: 'SpamSubmission', value: 1, unit: 'Count', dimensions: { service: 'dubai-setup-api', route: 'POST /api/leads' } },
    ]);
  });

  it('count a request the rate limit refuses (429) by its route', async () => {
    // Prepare: the address's counter for this window is already at the limit.
    dynamo.on(UpdateCommand).resolves({});
    dynamo.on(UpdateCommand, { ConditionExpression: RATE_LIMIT_CONDITION }).rejects(Object.assign(new Error('over'), { name: 'ConditionalCheckFailedException' }));
    dynamo.on(PutCommand).resolves({});

    // Act
    const response = await postLead(lead);

    // Assess
    expect(response).toMatchObject({ statusCode: 429 });
    expect(capture.metrics()).toEqual([
      { name: 'RateLimited', value: 1, unit: 'Count', dimensions: { service: 'dubai-setup-api', route: 'POST /api/leads' } },
    ]);
  });

  it('count an e-mail SES accepted by its kind (EmailSent kind=tax-report)', async () => {
    // Prepare
    const { sendTaxReport } = await import('../tax-report/send-report.ts');

    // Act
    await withMetrics(() => sendTaxReport({ name: 'Amira', email: 'amira@example.com' }, new Uint8Array([37, 80, 68, 70])));

    // Assess
    expect(capture.metrics()).toEqual([{ name: 'EmailSent', value: 1, unit: 'Count', dimensions: { service: 'dubai-setup-api', kind: 'tax-report' } }]);
  });

  it('count nothing for an e-mail that did not reach SES', async () => {
    // Prepare: the stand-in is down (it comes back on its port afterwards).
    const { sendTaxReport } = await import('../tax-report/send-report.ts');
    await mailbox.stop();

    // Act
    const sent = withMetrics(() => sendTaxReport({ name: 'Amira', email: 'amira@example.com' }, new Uint8Array([37])));

    // Assess
    try {
      await expect(sent).rejects.toThrow();
    } finally {
      mailbox = await startMailbox({ port: Number(new URL(mailbox.endpoint).port) });
    }
    expect(capture.metrics()).toEqual([]);
  });

  it('count a sync that failed for good by its provider (SyncFailed provider=zoho_crm)', async () => {
    // Prepare: the integration was deleted while its record waited.
    dynamo.on(PutCommand).resolves({});
    dynamo.on(QueryCommand).resolves({ Items: [] });
    const { attemptSync } = await import('../integrations/deliver.ts');
    const now = new Date('2026-11-26T10:00:00Z');
    const record: LeadSyncRecord = {
      leadId: 'lead-1', integrationId: 'gone', provider: 'zoho_crm', integrationName: 'Zoho', state: 'pending', tries: 0,
      updatedAt: now.toISOString(), nextAttemptAt: now.toISOString(),
    };

    // Act
    const outcome = await withMetrics(() => attemptSync(record, undefined, undefined, now));

    // Assess
    expect(outcome.state).toBe('failed');
    expect(capture.metrics()).toEqual([{ name: 'SyncFailed', value: 1, unit: 'Count', dimensions: { service: 'dubai-setup-api', provider: 'zoho_crm' } }]);
  });
});
