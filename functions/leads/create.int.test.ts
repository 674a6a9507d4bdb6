import { getLead } from '../data/leads.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { storedLeadsFor } from '../test/stored.ts';

const visitor = { fullName: 'Oliver Grant', email: 'oliver@example.co.uk', phone: '+44 7700 900456', country: 'United Kingdom' };

describe('POST /api/leads against DynamoDB Local', () => {
  it('stores the lead as new with where it came from, readable by its id', async () => {
    const attribution = { page: '/uk-dubai-3', landingVariant: 'uk-dubai-3', utmSource: 'newsletter', utmCampaign: 'autumn' };
    const response = await invokeRoute('POST', '/api/leads', { body: { ...visitor, attribution } });

    expect(response.statusCode).toBe(201);
    const stored = await getLead(response.json.id);
    expect(stored).toMatchObject({ ...visitor, status: 'new', attribution, ipAddress: '203.0.113.9', formType: 'lead' });
    expect(Date.parse(stored!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stores one lead when the same form is submitted twice with one idempotency key', async () => {
    const headers = { 'Idempotency-Key': `double-click-${Date.now()}` };
    const first = await invokeRoute('POST', '/api/leads', { body: visitor, headers });
    const second = await invokeRoute('POST', '/api/leads', { body: visitor, headers });

    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json.id).toBe(first.json.id);
  });

  it('stores nothing and names each field when the input is wrong', async () => {
    // Prepare: a name and phone one below the spec's minimums, and an address of its own so the table can be checked.
    const email = `wrong-${Date.now()}@example`;

    // Act
    const response = await invokeRoute('POST', '/api/leads', { body: { fullName: 'O', email, phone: '077009004', country: 'Atlantis' } });

    // Assess
    expect(response.statusCode).toBe(400);
    expect(response.json.fieldErrors).toEqual({
      fullName: 'Full name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      country: 'Please choose a country from the list',
    });
    expect(await storedLeadsFor(email)).toEqual([]);
  });
});
