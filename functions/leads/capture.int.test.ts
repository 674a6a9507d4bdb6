import { getLead } from '../data/leads.ts';
import { invokeRoute } from '../test/invoke-route.ts';

describe('POST /api/leads/capture', () => {
  it('stores the migration-guide visitor as a new lead with the page, form and consent', async () => {
    const response = await invokeRoute('POST', '/api/leads/capture', {
      body: { name: 'Tom Reed', email: 'tom@example.co.uk', page: 'uk-hub', formType: 'uk_guide', gdprConsent: true, marketing_opt_in: true, source: '/uk' },
    });

    expect(response.statusCode).toBe(201);
    expect(await getLead(response.json.id)).toMatchObject({
      fullName: 'Tom Reed', status: 'new', page: 'uk-hub', formType: 'uk_guide', gdprConsent: true, marketingOptIn: true,
      accessedGuide: true, attribution: { page: '/uk' },
    });
  });

  it('stores a premium-page report request that only has an e-mail', async () => {
    const response = await invokeRoute('POST', '/api/leads/capture', {
      body: { email: 'vip@example.com', page: 'uk-dubai', formType: 'report_request', source: '/uk-dubai' },
    });

    expect(response.statusCode).toBe(201);
    expect(await getLead(response.json.id)).toMatchObject({ email: 'vip@example.com', page: 'uk-dubai', formType: 'report_request' });
  });

  it('keeps one lead when the retried submission carries the same idempotency key', async () => {
    const body = { name: 'Ada Moss', email: 'ada@example.com', page: 'tax-savings', formType: 'uk_midpage', source: '/uk/tax-savings' };
    const headers = { 'Idempotency-Key': `retry-${Date.now()}` };
    const first = await invokeRoute('POST', '/api/leads/capture', { body, headers });
    const retry = await invokeRoute('POST', '/api/leads/capture', { body, headers });

    expect(retry.json.id).toBe(first.json.id);
  });
});
