/**
 * Consent proof: every public form's submission keeps which consent texts the visitor was shown and ticked, with
 * the wording's version and the time the API received it (shared/privacy/consent-texts.ts).
 */
import { randomUUID } from 'node:crypto';
import { calculateTax } from '#shared/uk/tax-engine.ts';
import { getLead } from '../data/leads.ts';
import { getTaxReportRequest } from '../data/tax-report-requests.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { storedLeadsFor } from '../test/stored.ts';

const uniqueEmail = (who: string) => `${who}.${randomUUID().slice(0, 8)}@example.co.uk`;
/** A stored consent's time: an ISO instant within the last minute. */
const justNow = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

describe('consent proof stored with each submission', () => {
  it('the home lead form keeps the privacy notice shown beside it, nothing ticked', async () => {
    // Act
    const response = await invokeRoute('POST', '/api/leads', {
      body: {
        fullName: 'Oliver Grant', email: uniqueEmail('oliver'), phone: '+44 7700 900456',
        consents: [{ id: 'home-lead-privacy-notice', version: 1, given: false }],
      },
    });

    // Assess
    expect(response.statusCode).toBe(201);
    const stored = await getLead(response.json.id);
    expect(stored?.consents).toEqual([{ id: 'home-lead-privacy-notice', version: 1, shown: true, given: false, at: justNow }]);
    expect(Date.now() - Date.parse(stored!.consents![0]!.at)).toBeLessThan(60_000);
  });

  it('a UK guide form keeps its ticked e-mail updates box with its version', async () => {
    // Act
    const response = await invokeRoute('POST', '/api/leads/capture', {
      body: {
        name: 'Tom Reed', email: uniqueEmail('tom'), page: 'uk-hub', formType: 'uk_guide', gdprConsent: true, marketing_opt_in: true, source: '/uk',
        consents: [{ id: 'uk-guide-email-updates', version: 1, given: true }],
      },
    });

    // Assess
    expect(response.statusCode).toBe(201);
    expect((await getLead(response.json.id))?.consents).toEqual([{ id: 'uk-guide-email-updates', version: 1, shown: true, given: true, at: justNow }]);
  });

  it('the PDF request keeps the ticked privacy box on the request and on its lead', async () => {
    // Prepare
    const email = uniqueEmail('hannah');

    // Act
    const response = await invokeRoute('POST', '/api/tax-report', {
      body: {
        calculation: calculateTax({ profit: 250_000, method: 'dividend' }),
        timestamp: new Date().toISOString(),
        personalDetails: { name: 'Hannah Price', email, phone: '' },
        consents: [{ id: 'uk-report-privacy-consent', version: 1, given: true }],
      },
    });

    // Assess
    expect(response.statusCode).toBe(201);
    const expected = [{ id: 'uk-report-privacy-consent', version: 1, shown: true, given: true, at: justNow }];
    expect((await getTaxReportRequest(response.json.id))?.consents).toEqual(expected);
    const [lead] = await storedLeadsFor(email);
    expect(lead?.consents).toEqual(expected);
  });

  it('refuses an unknown consent text or version with a clear message and stores nothing', async () => {
    // Prepare
    const email = uniqueEmail('unknown');

    // Act
    const response = await invokeRoute('POST', '/api/leads', {
      body: { fullName: 'Oliver Grant', email, phone: '+44 7700 900456', consents: [{ id: 'home-lead-privacy-notice', version: 7, given: false }] },
    });

    // Assess
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json)).toContain('Unknown consent text: reload the page and send the form again');
    expect(await storedLeadsFor(email)).toEqual([]);
  });

  it('refuses a PDF request that names the privacy box unticked, with the form’s message', async () => {
    // Act
    const response = await invokeRoute('POST', '/api/tax-report', {
      body: {
        calculation: calculateTax({ profit: 250_000, method: 'dividend' }),
        timestamp: new Date().toISOString(),
        personalDetails: { name: 'Hannah Price', email: uniqueEmail('unticked'), phone: '' },
        consents: [{ id: 'uk-report-privacy-consent', version: 1, given: false }],
      },
    });

    // Assess
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json)).toContain('Please accept the privacy policy to continue');
  });
});
