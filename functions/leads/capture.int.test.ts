import { getLead } from '../data/leads.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { storedLeadsFor } from '../test/stored.ts';

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

  it('refuses a guide form without a name and with a bad address, naming both fields, and stores nothing', async () => {
    // Prepare
    const email = `capture-bad-${Date.now()}@example`;

    // Act
    const response = await invokeRoute('POST', '/api/leads/capture', {
      body: { name: '  ', email, page: 'uk-hub', formType: 'uk_guide', gdprConsent: true, source: '/uk' },
    });

    // Assess: the spec requires the name and the e-mail (uk-and-admin.md section 5, guide form).
    expect(response.statusCode).toBe(400);
    expect(response.json.fieldErrors).toEqual({ name: 'Name is required', email: 'Please enter a valid email address' });
    expect(await storedLeadsFor(email)).toEqual([]);
  });

  it('refuses a page or form type the site does not have, and stores nothing', async () => {
    const email = `capture-unknown-${Date.now()}@example.com`;

    const unknownPage = await invokeRoute('POST', '/api/leads/capture', {
      body: { name: 'Tom Reed', email, page: 'nowhere', formType: 'uk_guide', source: '/uk' },
    });
    const unknownForm = await invokeRoute('POST', '/api/leads/capture', {
      body: { name: 'Tom Reed', email, page: 'uk-hub', formType: 'spam', source: '/uk' },
    });

    expect([unknownPage.statusCode, unknownForm.statusCode]).toEqual([400, 400]);
    expect(Object.keys(unknownPage.json.fieldErrors)).toEqual(['page']);
    expect(Object.keys(unknownForm.json.fieldErrors)).toEqual(['formType']);
    expect(await storedLeadsFor(email)).toEqual([]);
  });

  it('answers 400 for malformed JSON and 415 for a form post, and stores nothing', async () => {
    const email = `capture-raw-${Date.now()}@example.com`;

    const malformed = await invokeRoute('POST', '/api/leads/capture', { rawBody: `{"email":"${email}",` });
    const formPost = await invokeRoute('POST', '/api/leads/capture', {
      rawBody: `name=Tom&email=${encodeURIComponent(email)}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });

    expect([malformed.statusCode, formPost.statusCode]).toEqual([400, 415]);
    expect(await storedLeadsFor(email)).toEqual([]);
  });
});
