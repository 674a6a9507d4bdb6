import { randomUUID } from 'node:crypto';
import type { PrivacyPersonAnswer } from '#shared/admin/privacy-contract.ts';
import { calculateTax } from '#shared/uk/tax-engine.ts';
import { saveSync } from '../data/lead-syncs.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

let staff: StaffRequest;
const run = randomUUID().slice(0, 8);
/** A number of this run only: the phone index is shared by every test of the tier. */
const local = String(100000 + Math.floor(Math.random() * 899999));
const person = { fullName: 'Priya Private', email: `priya.${run}@example.co.uk`, international: `+44 7700 ${local}`, national: `07700 ${local}`, e164: `+447700${local}` };

beforeAll(async () => {
  staff = await loggedInStaff();
});

const search = (query: string) => invokeRoute('GET', `/api/admin/privacy/person?${query}`, staff);
const countsOf = (answer: PrivacyPersonAnswer) => Object.fromEntries(answer.groups.map((group) => [group.type, group.searchable ? group.count : 'not searchable']));

describe('GET /api/admin/privacy/person: one person, found everywhere', () => {
  it('finds the person in every record type by e-mail and by another spelling of the number, and nobody else', async () => {
    // Prepare: the person sends the home form (national number, with a country), a UK capture, the tax report (number
    // written without spaces), the newsletter and a spam submission; staff add a note and change the status; the lead was synced.
    const lead = await invokeRoute('POST', '/api/leads', { body: { fullName: person.fullName, email: person.email, phone: person.national, country: 'United Kingdom' } });
    await invokeRoute('POST', '/api/leads/capture', { body: { name: person.fullName, email: person.email, page: 'uk-hub', formType: 'uk_guide', gdprConsent: true, source: '/uk' } });
    const calculation = calculateTax({ profit: 120_000, method: 'dividend' });
    const report = await invokeRoute('POST', '/api/tax-report', { body: { calculation, timestamp: new Date().toISOString(), personalDetails: { name: person.fullName, email: person.email, phone: person.e164 } } });
    expect(report.statusCode).toBe(201);
    await invokeRoute('POST', '/api/newsletter', { body: { email: person.email } });
    await invokeRoute('POST', '/api/leads', { body: { fullName: person.fullName, email: person.email, phone: person.international, website: 'https://spam.example.com' } });
    await invokeRoute('POST', `/api/leads/${lead.json.id}/notes`, { ...staff, body: { text: 'Prefers WhatsApp.' } });
    await invokeRoute('PATCH', `/api/leads/${lead.json.id}/status`, { ...staff, body: { status: 'contacted' } });
    await saveSync({ leadId: lead.json.id, integrationId: `int-${run}`, provider: 'mailchimp', integrationName: 'Newsletter list', state: 'synced', tries: 1, updatedAt: '2026-11-20T10:00:00.000Z', syncedAt: '2026-11-20T10:00:00.000Z' });
    await invokeRoute('POST', '/api/leads', { body: { fullName: 'Somebody Else', email: `else.${run}@example.co.uk`, phone: `+971 50 ${local.slice(0, 3)} ${local.slice(3)}0` } });

    // Act
    const byEmail = await search(`email=${encodeURIComponent(person.email.toUpperCase())}`);
    const byPhone = await search(`phone=${encodeURIComponent(`+44 (0)7700-${local}`)}`);

    // Assess
    expect(byEmail.statusCode).toBe(200);
    expect(byPhone.statusCode).toBe(200);
    const expected = {
      lead: 1, capture: 2, leadNote: 1, leadSync: 1, leadAudit: 2, taxReportRequest: 1, taxReportQuota: 1,
      newsletterSubscription: 1, newsletterOutbox: 1, newsletterToken: 0, idempotencyRecord: 'not searchable',
      spamSubmission: 1, refusedRequest: 'not searchable',
    };
    for (const answer of [byEmail.json, byPhone.json] as PrivacyPersonAnswer[]) {
      expect(countsOf(answer)).toMatchObject(expected);
      const leads = answer.groups.find((group) => group.type === 'lead');
      expect(leads?.searchable && leads.items[0]!.data).toMatchObject({ phone: person.national, phoneE164: person.e164 });
      expect(answer.providers).toEqual([{ provider: 'mailchimp', integrationName: 'Newsletter list', leadId: lead.json.id, state: 'synced', syncedAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z' }]);
      expect(JSON.stringify(answer)).not.toContain('Somebody Else');
    }
    expect((byPhone.json as PrivacyPersonAnswer).searched).toEqual({ phones: [person.e164] });
  });

  it('finds nothing about a person nobody holds anything about, and names what cannot be searched', async () => {
    const response = await search(`email=${encodeURIComponent(`nobody.${run}@example.com`)}`);

    expect(response.statusCode).toBe(200);
    expect(response.json.total).toBe(0);
    const unsearchable = (response.json as PrivacyPersonAnswer).groups.filter((group) => !group.searchable).map((group) => group.label);
    expect(unsearchable).toEqual(['Idempotency records', 'Refused requests']);
  });

  it('answers 400 with a message when neither or both are given, or the number is too short', async () => {
    expect((await search('')).json.fieldErrors).toEqual({ email: 'Enter an e-mail address or a phone number' });
    expect((await search('email=a%40b.co&phone=%2B447700900123')).json.fieldErrors).toEqual({ phone: 'Search by an e-mail address or by a phone number, not both' });
    expect((await search('phone=12')).statusCode).toBe(400);
  });

  it('answers 401 without a staff session', async () => {
    expect((await invokeRoute('GET', `/api/admin/privacy/person?email=${encodeURIComponent(person.email)}`)).statusCode).toBe(401);
  });
});
