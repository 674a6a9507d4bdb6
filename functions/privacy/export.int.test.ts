import { randomUUID } from 'node:crypto';
import { PERSONAL_RECORD_TYPES, type PersonalRecordType } from '#shared/admin/privacy-contract.ts';
import type { PersonalDataExport } from '#shared/admin/privacy-export-contract.ts';
import { calculateTax } from '#shared/uk/tax-engine.ts';
import { saveSync } from '../data/lead-syncs.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';
import { unexplainedFields } from './export-fields.ts';

let staff: StaffRequest;
const run = randomUUID().slice(0, 8);
/** A number of this run only: the phone index is shared by every test of the tier. */
const local = String(100000 + Math.floor(Math.random() * 899999));
const person = { fullName: '<script>alert(1)</script> Esra Export', email: `esra.${run}@example.co.uk`, phone: `+44 7700 ${local}` };
const other = { fullName: 'Otto Other', email: `otto.${run}@example.co.uk`, phone: `+971 50 ${local.slice(0, 3)} ${local.slice(3)}1` };
let leadId: string;
let otherLeadId: string;

const exportOf = (query: string) => invokeRoute('GET', `/api/admin/privacy/person/export?${query}`, staff);
/** The person's JSON file, asked once for the field checks. */
let fileOnce: Promise<PersonalDataExport> | undefined;
const personFile = () => (fileOnce ??= exportOf(`email=${encodeURIComponent(person.email)}&format=json`).then((response) => JSON.parse(response.body!) as PersonalDataExport));

beforeAll(async () => {
  staff = await loggedInStaff();
  // The person sends the home form through a campaign (with the privacy notice shown), the UK guide form ticking the
  // updates box, the tax report (stored with a capture of its own) and the newsletter, and once the spam filter caught; staff add a note, log a call with what came of it and change the status; the lead was synced.
  // Somebody else sends the home form and gets a note of their own.
  const attribution = { page: '/uk-dubai', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring-offer', referrer: 'https://referrer.example/post' };
  const lead = await invokeRoute('POST', '/api/leads', {
    body: { ...person, country: 'United Kingdom', attribution, consents: [{ id: 'home-lead-privacy-notice', version: 1, given: false }] },
  });
  expect(lead.statusCode).toBe(201);
  leadId = lead.json.id;
  const capture = await invokeRoute('POST', '/api/leads/capture', {
    body: { name: person.fullName, email: person.email, page: 'uk-hub', formType: 'uk_guide', gdprConsent: true, marketing_opt_in: true, source: '/uk', consents: [{ id: 'uk-guide-email-updates', version: 1, given: true }] },
  });
  expect(capture.statusCode).toBe(201);
  const calculation = calculateTax({ profit: 120_000, method: 'dividend' });
  const report = await invokeRoute('POST', '/api/tax-report', {
    body: { calculation, timestamp: new Date().toISOString(), personalDetails: { name: person.fullName, email: person.email, phone: person.phone }, consents: [{ id: 'uk-report-privacy-consent', version: 1, given: true }] },
  });
  expect(report.statusCode).toBe(201);
  expect((await invokeRoute('POST', '/api/newsletter', { body: { email: person.email } })).statusCode).toBeLessThan(300);
  // A submission the honeypot caught, kept as spam.
  await invokeRoute('POST', '/api/leads', { body: { ...person, website: 'https://spam.example.com' } });
  expect((await invokeRoute('POST', `/api/leads/${leadId}/notes`, { ...staff, body: { text: 'Prefers a call after 5pm.' } })).statusCode).toBe(201);
  expect((await invokeRoute('POST', `/api/leads/${leadId}/contacts`, { ...staff, body: { channel: 'call', outcome: 'Spoke with Esra; sending the free zone prices.' } })).statusCode).toBe(201);
  expect((await invokeRoute('PATCH', `/api/leads/${leadId}/status`, { ...staff, body: { status: 'contacted' } })).statusCode).toBe(200);
  await saveSync({ leadId, integrationId: `int-${run}`, provider: 'mailchimp', integrationName: 'Newsletter list', state: 'synced', tries: 1, updatedAt: '2026-11-20T10:00:00.000Z', syncedAt: '2026-11-20T10:00:00.000Z', providerId: 'mc-1' });
  const otherLead = await invokeRoute('POST', '/api/leads', { body: { ...other } });
  otherLeadId = otherLead.json.id;
  await invokeRoute('POST', `/api/leads/${otherLeadId}/notes`, { ...staff, body: { text: 'Other person note.' } });
});

describe('GET /api/admin/privacy/person/export: the person receives everything held about them, and nothing else', () => {
  it('the JSON file holds every item of the person, each field explained, and nothing of anybody else', async () => {
    const response = await exportOf(`email=${encodeURIComponent(person.email)}&format=json`);

    expect(response.statusCode).toBe(200);
    expect(response.headers?.['content-disposition']).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = JSON.parse(response.body!) as PersonalDataExport;
    const counts = Object.fromEntries(Object.entries(file.records).map(([type, group]) => [type, group.items.length]));
    expect(counts).toMatchObject({ lead: 1, capture: 2, spamSubmission: 1, leadNote: 1, leadContact: 1, leadSync: 1, leadAudit: 3, taxReportRequest: 1, taxReportQuota: 1, newsletterSubscription: 1, newsletterOutbox: 1 });
    expect(file.records.lead!.items[0]).toMatchObject({ id: leadId, fullName: person.fullName, email: person.email, status: 'contacted', attribution: { utmSource: 'newsletter', utmCampaign: 'spring-offer' } });
    expect(file.records.leadNote!.items[0]).toMatchObject({ text: 'Prefers a call after 5pm.' });
    expect(file.records.leadContact!.items).toEqual([
      { id: expect.any(String), leadId, contactKind: 'contact', channel: 'call', by: expect.any(String), at: expect.any(String), outcome: 'Spoke with Esra; sending the free zone prices.' },
    ]);
    expect(file.consents.map(({ id, version, given }) => ({ id, version, given }))).toEqual(
      expect.arrayContaining([
        { id: 'home-lead-privacy-notice', version: 1, given: false },
        { id: 'uk-guide-email-updates', version: 1, given: true },
        { id: 'uk-report-privacy-consent', version: 1, given: true },
      ]),
    );
    expect(file.consents.find((consent) => consent.id === 'uk-guide-email-updates')?.text).toBe('Send me e-mail updates about moving my business to Dubai');
    expect(file.providers).toEqual([
      { provider: 'mailchimp', providerName: 'Mailchimp', integrationName: 'Newsletter list', leadId, state: 'synced', syncedAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z' },
    ]);
    const text = JSON.stringify(file);
    expect(text).not.toContain('Otto Other');
    expect(text).not.toContain(otherLeadId);
    expect(text).not.toContain('Other person note.');
    // No table key nor internal attribute reaches the person.
    expect(text).not.toMatch(/"(pk|sk|gsi\dpk|gsi\dsk|kind|claimedAt|resend)":/);
  });

  // One case per record type: a field stored on a seeded item without an explanation fails here by type and name.
  for (const type of PERSONAL_RECORD_TYPES) {
    it(`explains every field of the person's ${type} records`, async () => {
      const file = await personFile();

      const items = file.records[type as PersonalRecordType]?.items ?? [];
      expect({ type, unexplained: [...new Set(items.flatMap((item) => unexplainedFields(type, item)))] }).toEqual({ type, unexplained: [] });
    });
  }

  it('the HTML summary is escaped, explains each field and names the notes, history, consents and providers', async () => {
    const response = await exportOf(`phone=${encodeURIComponent(`07700 ${local}`)}&format=html`);

    expect(response.statusCode).toBe(200);
    expect(response.headers?.['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body!;
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Esra Export');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('The campaign source in the link you followed (utm_source).');
    expect(html).toContain('Prefers a call after 5pm.');
    expect(html).toContain('Lead status changed');
    expect(html).toContain('Send me e-mail updates about moving my business to Dubai');
    expect(html).toContain('Mailchimp');
    expect(html).not.toContain('Otto Other');
  });

  it('records in the audit log who exported which leads, without the person’s data', async () => {
    await exportOf(`email=${encodeURIComponent(person.email)}&format=html`);

    const audit = await invokeRoute('GET', '/api/admin/audit?limit=20', staff);
    const entry = (audit.json as { action: string; after: { leadIds: string[]; format: string } }[]).find((record) => record.action === 'privacy.export' && record.after.leadIds.includes(leadId));
    expect(entry?.after.format).toBe('html');
    expect(JSON.stringify(entry)).not.toContain(person.email);
  });

  it('answers 400 for an unknown format and 401 without a staff session', async () => {
    expect((await exportOf(`email=${encodeURIComponent(person.email)}&format=pdf`)).statusCode).toBe(400);
    expect((await invokeRoute('GET', `/api/admin/privacy/person/export?email=${encodeURIComponent(person.email)}`)).statusCode).toBe(401);
  });
});
