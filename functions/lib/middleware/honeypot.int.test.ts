import { randomUUID } from 'node:crypto';
import type { AnalyticsOverview } from '#shared/admin/api-contract.ts';
import { calculateTax } from '#shared/uk/tax-engine.ts';
import { invokeRoute } from '../../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../../test/staff-session.ts';
import { mailsTo, storedLeadsFor, storedOfKind, storedTaxReportsFor } from '../../test/stored.ts';

let staff: StaffRequest;
beforeAll(async () => {
  staff = await loggedInStaff();
});

const spamCount = async () => ((await invokeRoute('GET', '/api/admin/overview', staff)).json as AnalyticsOverview).spamSubmissions;
const storedSubscriptionsFor = async (email: string) => (await storedOfKind('NEWSLETTER')).filter((item) => item.email === email);

/** Every public form route, with a valid body for an e-mail address. */
const FORMS: Record<string, (email: string) => Record<string, unknown>> = {
  '/api/leads': (email) => ({ fullName: 'Bot Filler', email, phone: '+44 7700 900123' }),
  '/api/leads/capture': (email) => ({ name: 'Bot Filler', email, page: 'uk-hub', formType: 'uk_guide', gdprConsent: true, source: '/uk' }),
  '/api/newsletter': (email) => ({ email }),
  '/api/tax-report': (email) => ({
    calculation: calculateTax({ profit: 90_000, method: 'salary' }),
    timestamp: new Date().toISOString(),
    personalDetails: { name: 'Bot Filler', email, phone: '+44 7700 900123' },
  }),
};

describe.each(Object.keys(FORMS))('POST %s with the hidden "website" field filled', (path) => {
  it('answers exactly like a real submission, stores it only as spam, sends no e-mail, and counts it for staff', async () => {
    // Prepare
    const realEmail = `person-${randomUUID()}@example.com`;
    const botEmail = `bot-${randomUUID()}@example.com`;
    const real = await invokeRoute('POST', path, { body: FORMS[path]!(realEmail) });
    const countBefore = await spamCount();

    // Act
    const bot = await invokeRoute('POST', path, { body: { ...FORMS[path]!(botEmail), website: 'https://cheap-pills.example' } });

    // Assess
    expect(bot.statusCode).toBe(real.statusCode);
    expect(Object.keys(bot.json).sort()).toEqual(Object.keys(real.json).sort());
    expect(await storedLeadsFor(botEmail)).toEqual([]);
    expect(await storedSubscriptionsFor(botEmail)).toEqual([]);
    expect(await storedTaxReportsFor(botEmail)).toEqual([]);
    expect(await mailsTo(botEmail)).toEqual([]);
    expect(await spamCount()).toBe(countBefore + 1);
    const spam = (await storedOfKind('SPAM')).filter((item) => String(item.body).includes(botEmail));
    expect(spam).toEqual([expect.objectContaining({ route: `POST ${path}`, ipAddress: '203.0.113.9' })]);
  });

  it('treats an empty or blank hidden field as a person (stored as usual)', async () => {
    // Prepare
    const email = `blank-${randomUUID()}@example.com`;

    // Act
    const response = await invokeRoute('POST', path, { body: { ...FORMS[path]!(email), website: '  ' } });

    // Assess
    expect(response.statusCode).toBeLessThan(300);
    expect((await storedOfKind('SPAM')).filter((item) => String(item.body).includes(email))).toEqual([]);
  });
});
