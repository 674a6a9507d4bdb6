import { receivedEmails } from '#infra/local/mailbox.ts';
import { calculateTax } from '#shared/uk/tax-engine.ts';
import { getTaxReportRequest } from '../data/tax-report-requests.ts';
import { invokeRoute } from '../test/invoke-route.ts';

const mailbox = () => process.env.AWS_ENDPOINT_URL_SESV2!;
const calculation = calculateTax({ profit: 250_000, method: 'dividend' });
const personalDetails = { name: 'Hannah Price', email: `hannah.${Date.now()}@example.co.uk`, phone: '+44 7700 900789' };

describe('POST /api/tax-report against the local mailbox', () => {
  it('stores the request, e-mails a real PDF of the calculation and answers 201', async () => {
    const response = await invokeRoute('POST', '/api/tax-report', {
      body: { calculation, timestamp: new Date().toISOString(), personalDetails },
    });

    expect(response.statusCode).toBe(201);
    expect(await getTaxReportRequest(response.json.id)).toMatchObject({ status: 'sent', personalDetails });
    const email = (await receivedEmails(mailbox())).find((received) => received.destination.to.includes(personalDetails.email));
    expect(email?.from).toBe('reports@example.com');
    const pdf = Buffer.from(email!.attachments[0]!.content, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a calculation with no profit, naming the field, and sends nothing', async () => {
    const response = await invokeRoute('POST', '/api/tax-report', {
      body: { calculation: { ...calculation, income: 0 }, timestamp: new Date().toISOString(), personalDetails },
    });

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json.fieldErrors)).toEqual(['calculation.income']);
  });

  it('refuses a request without consent-checked details and stores nothing', async () => {
    const response = await invokeRoute('POST', '/api/tax-report', {
      body: { calculation, timestamp: new Date().toISOString(), personalDetails: { name: '', email: 'not-an-email' } },
    });

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json.fieldErrors)).toEqual(['personalDetails.name', 'personalDetails.email']);
  });
});
