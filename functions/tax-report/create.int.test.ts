import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { calculateTax } from '#shared/uk/tax-engine.ts';
import { getTaxReportRequest } from '../data/tax-report-requests.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { mailsTo, storedLeadsFor, storedTaxReportsFor } from '../test/stored.ts';

const calculation = calculateTax({ profit: 250_000, method: 'dividend' });
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.co.uk`;
const details = (email: string) => ({ name: 'Hannah Price', email, phone: '+44 7700 900789' });

describe('POST /api/tax-report against DynamoDB Local and the local mailbox', () => {
  it('stores the request, e-mails a real PDF of the calculation and answers 201', async () => {
    // Prepare
    const personalDetails = details(uniqueEmail('hannah'));

    // Act
    const response = await invokeRoute('POST', '/api/tax-report', {
      body: { calculation, timestamp: new Date().toISOString(), personalDetails },
    });

    // Assess
    expect(response.statusCode).toBe(201);
    expect(await getTaxReportRequest(response.json.id)).toMatchObject({ status: 'sent', personalDetails });
    const [email, ...more] = await mailsTo(personalDetails.email);
    expect(more).toEqual([]);
    expect(email?.from).toBe('reports@example.com');
    const pdf = Buffer.from(email!.attachments[0]!.content, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a calculation with no profit, naming the field, and stores and sends nothing', async () => {
    const personalDetails = details(uniqueEmail('no-profit'));

    const response = await invokeRoute('POST', '/api/tax-report', {
      body: { calculation: { ...calculation, income: 0 }, timestamp: new Date().toISOString(), personalDetails },
    });

    expect(response.statusCode).toBe(400);
    // Spec (uk-and-admin.md section 5): the profit must be a positive number.
    expect(response.json.fieldErrors).toEqual({ 'calculation.income': 'Please enter a profit amount greater than £0' });
    expect(await storedTaxReportsFor(personalDetails.email)).toEqual([]);
    expect(await storedLeadsFor(personalDetails.email)).toEqual([]);
    expect(await mailsTo(personalDetails.email)).toEqual([]);
  });

  it('refuses details without a name or a valid e-mail with the spec\'s messages, and stores and sends nothing', async () => {
    const response = await invokeRoute('POST', '/api/tax-report', {
      body: { calculation, timestamp: new Date().toISOString(), personalDetails: { name: '', email: 'not-an-email' } },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json.fieldErrors).toEqual({
      'personalDetails.name': 'Name is required',
      'personalDetails.email': 'Please enter a valid email address',
    });
    expect(await storedTaxReportsFor('not-an-email')).toEqual([]);
    expect(await mailsTo('not-an-email')).toEqual([]);
  });
});

describe('POST /api/tax-report when SES fails', () => {
  // Created in the test, not at collection time: mocking SES replaces it for every test in the file until restored.
  let ses: ReturnType<typeof mockClient> | undefined;
  afterEach(() => ses?.restore());

  it('answers 503 with a readable message, keeps the request as failed, and the retry with the same key delivers and answers 201', async () => {
    // Prepare: SES refuses the first send with an AWS error full of internals.
    const personalDetails = details(uniqueEmail('ses-down'));
    const body = { calculation, timestamp: new Date().toISOString(), personalDetails };
    const headers = { 'Idempotency-Key': `tax-report-${Date.now()}` };
    ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(
      Object.assign(new Error('Email address is not verified: arn:aws:ses:eu-west-2:123456789012:identity/reports'), { name: 'MessageRejected' }),
    );

    // Act
    const failed = await invokeRoute('POST', '/api/tax-report', { body, headers });

    // Assess: 503, readable, nothing of the AWS error; stored once, as failed; nothing in the mailbox.
    expect(failed.statusCode).toBe(503);
    expect(failed.json).toEqual({ message: 'We could not send your report just now. Please try again.' });
    expect(failed.body).not.toMatch(/arn:aws|MessageRejected|not verified|stack/i);
    const [stored, ...duplicates] = await storedTaxReportsFor(personalDetails.email);
    expect(duplicates).toEqual([]);
    expect(stored).toMatchObject({ status: 'failed', failure: 'MessageRejected' });
    expect(await mailsTo(personalDetails.email)).toEqual([]);

    // Act: SES is back; the visitor's browser sends the same request again.
    ses.restore();
    const retried = await invokeRoute('POST', '/api/tax-report', { body, headers });

    // Assess: the same stored request, now sent, one e-mail, one lead.
    expect(retried.statusCode).toBe(201);
    expect(retried.json.id).toBe(stored!.id);
    expect(await getTaxReportRequest(retried.json.id)).toMatchObject({ status: 'sent' });
    expect(await mailsTo(personalDetails.email)).toHaveLength(1);
    expect(await storedLeadsFor(personalDetails.email)).toHaveLength(1);
  });
});
