import { randomUUID } from 'node:crypto';
import { invokeRoute } from '../test/invoke-route.ts';
import { calculateTax } from '#shared/uk/tax-engine.ts';
import { mailsTo, storedLeadsFor, storedTaxReportsFor } from '../test/stored.ts';

const lead = (email: string) => ({ fullName: 'Ines Key', email, phone: '+44 7700 900123' });
const taxReport = (email: string) => ({
  calculation: calculateTax({ profit: 120_000, method: 'salary' }),
  timestamp: new Date().toISOString(),
  personalDetails: { name: 'Ines Key', email, phone: '+44 7700 900123' },
});
const MISMATCH = 'This Idempotency-Key was already used for a different request. Send a new key for a new submission.';

describe('an Idempotency-Key is bound to its route and body', () => {
  it('answers a repeat of the same form with the same key with the first lead id, storing one lead', async () => {
    // Prepare
    const email = `same-${randomUUID()}@example.com`;
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await invokeRoute('POST', '/api/leads', { body: lead(email), headers });

    // Act
    const repeat = await invokeRoute('POST', '/api/leads', { body: lead(email), headers });

    // Assess
    expect([first.statusCode, repeat.statusCode]).toEqual([201, 201]);
    expect(repeat.json.id).toBe(first.json.id);
    expect(await storedLeadsFor(email)).toHaveLength(1);
  });

  it('answers 422 to the same key with another body, and stores nothing of the second', async () => {
    // Prepare
    const headers = { 'Idempotency-Key': randomUUID() };
    await invokeRoute('POST', '/api/leads', { body: lead(`first-${randomUUID()}@example.com`), headers });
    const other = `other-${randomUUID()}@example.com`;

    // Act
    const response = await invokeRoute('POST', '/api/leads', { body: lead(other), headers });

    // Assess
    expect(response.statusCode).toBe(422);
    expect(response.json).toEqual({
      message: 'This Idempotency-Key was already used for a different request. Send a new key for a new submission.',
    });
    expect(await storedLeadsFor(other)).toEqual([]);
  });

  it('answers 422 to the same key on another route, and stores nothing', async () => {
    // Prepare
    const headers = { 'Idempotency-Key': randomUUID() };
    await invokeRoute('POST', '/api/leads', { body: lead(`home-${randomUUID()}@example.com`), headers });
    const guideEmail = `guide-${randomUUID()}@example.com`;

    // Act
    const response = await invokeRoute('POST', '/api/leads/capture', {
      body: { name: 'Ines Key', email: guideEmail, page: 'uk-hub', formType: 'uk_guide', gdprConsent: true, source: '/uk' },
      headers,
    });

    // Assess
    expect(response.statusCode).toBe(422);
    expect(await storedLeadsFor(guideEmail)).toEqual([]);
  });

  it('answers 422 to a tax report sent with a key a lead form used, and stores and e-mails nothing', async () => {
    // Prepare
    const headers = { 'Idempotency-Key': randomUUID() };
    await invokeRoute('POST', '/api/leads', { body: lead(`lead-${randomUUID()}@example.com`), headers });
    const reportEmail = `report-${randomUUID()}@example.com`;

    // Act
    const response = await invokeRoute('POST', '/api/tax-report', { body: taxReport(reportEmail), headers });

    // Assess
    expect(response.statusCode).toBe(422);
    expect(response.json).toEqual({ message: MISMATCH });
    expect(await storedTaxReportsFor(reportEmail)).toEqual([]);
    expect(await storedLeadsFor(reportEmail)).toEqual([]);
    expect(await mailsTo(reportEmail)).toEqual([]);
  });

  it('answers 422 to a repeated tax report key with another body, and e-mails only the first', async () => {
    // Prepare
    const headers = { 'Idempotency-Key': randomUUID() };
    const firstEmail = `first-report-${randomUUID()}@example.com`;
    const first = await invokeRoute('POST', '/api/tax-report', { body: taxReport(firstEmail), headers });
    const otherEmail = `other-report-${randomUUID()}@example.com`;

    // Act
    const response = await invokeRoute('POST', '/api/tax-report', { body: taxReport(otherEmail), headers });

    // Assess
    expect(first.statusCode).toBe(201);
    expect(response.statusCode).toBe(422);
    expect(response.json).toEqual({ message: MISMATCH });
    expect(await storedTaxReportsFor(otherEmail)).toEqual([]);
    expect(await mailsTo(otherEmail)).toEqual([]);
  });
});
