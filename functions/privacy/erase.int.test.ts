/**
 * Erasure as an auditor checks it (issue 23): one person among others, with leads, a capture, notes, a status change,
 * a tax report, a newsletter subscription and its token, a spam submission and copies at the four providers, is erased
 * through POST /api/admin/privacy/erase; the drain then asks each provider to delete its copy. Every item of the local
 * table and every provider fake's store is then read: no trace of the person's e-mail, phone or name; the other
 * person's data and the overview's counters are intact; the audit log records the erasure with keyed hashes only.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { AnalyticsOverview, AuditEntry } from '#shared/admin/api-contract.ts';
import type { IntegrationView, LeadSyncRecord } from '#shared/admin/integrations-contract.ts';
import type { PrivacyEraseAnswer, PrivacyPersonAnswer } from '#shared/admin/privacy-contract.ts';
import { calculateTax } from '#shared/uk/tax-engine.ts';
import { tableName } from '../data/table.ts';
import { startMailchimpFake, type MailchimpFake } from '../integrations/fakes/mailchimp-fake.ts';
import { startMailerLiteFake, type MailerLiteFake } from '../integrations/fakes/mailerlite-fake.ts';
import { startSendGridFake, type SendGridFake } from '../integrations/fakes/sendgrid-fake.ts';
import { startZohoFake, type ZohoFake } from '../integrations/fakes/zoho-crm-fake.ts';
import { drainOnce } from '../integrations/drain.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

const KEYS = {
  mailerlite: 'mlsk-0123456789-mailerlite-token-erase',
  mailchimp: '0123456789abcdef0123456789abcdef-us6',
  sendgrid: 'SG.fake-key-0123456789abcdefghij.erase',
  zoho: { refreshToken: '1000.refresh-erase-0123456789', clientId: '1000.CLIENTERASE', clientSecret: 'client-secret-erase' },
};

let staff: StaffRequest;
let mailerlite: MailerLiteFake;
let mailchimp: MailchimpFake;
let sendgrid: SendGridFake;
let zoho: ZohoFake;
let integrations: IntegrationView[] = [];

/** Letters only (names are validated as names): a surname no other test uses. */
const surname = (seed: string) => `Q${seed.replace(/[^a-f]/g, '').slice(0, 6)}xz`.padEnd(8, 'x');
const run = randomUUID();
const local = String(100000 + Math.floor(Math.random() * 899999));
const person = { fullName: `Priya ${surname(run)}`, email: `priya.${run.slice(0, 8)}@example.co.uk`, national: `07700 ${local}`, e164: `+447700${local}` };
const other = { fullName: 'Omar Keepme', email: `omar.${run.slice(0, 8)}@example.co.uk`, phone: `+971 50 ${local.slice(0, 3)} ${local.slice(3)}1` };

beforeAll(async () => {
  process.env.INTEGRATION_TEST_HOSTS = '127.0.0.1';
  staff = await loggedInStaff();
  [mailerlite, mailchimp, sendgrid, zoho] = await Promise.all([
    startMailerLiteFake({ token: KEYS.mailerlite }),
    startMailchimpFake({ apiKey: KEYS.mailchimp, listId: 'aud-erase' }),
    startSendGridFake({ apiKey: KEYS.sendgrid }),
    startZohoFake(KEYS.zoho),
  ]);
  const create = async (body: Record<string, unknown>) => (await invokeRoute('POST', '/api/email-integrations', { ...staff, body })).json as IntegrationView;
  integrations = await Promise.all([
    create({ provider: 'mailerlite', name: 'MailerLite erase', apiKey: KEYS.mailerlite, endpoint: mailerlite.apiBase }),
    create({ provider: 'mailchimp', name: 'Mailchimp erase', apiKey: KEYS.mailchimp, listId: 'aud-erase', endpoint: mailchimp.apiBase }),
    create({ provider: 'sendgrid', name: 'SendGrid erase', apiKey: KEYS.sendgrid, endpoint: sendgrid.apiBase }),
    create({ provider: 'zoho_crm', name: 'Zoho erase', apiKey: KEYS.zoho.refreshToken, apiSecret: KEYS.zoho.clientSecret, settings: { clientId: KEYS.zoho.clientId }, endpoint: zoho.accountsBase }),
  ]);
});

afterAll(async () => {
  for (const integration of integrations) await invokeRoute('DELETE', `/api/email-integrations/${integration.id}`, staff);
  await drainOnce({ now: () => new Date(Date.now() + 3_600_000) });
  await Promise.all([mailerlite, mailchimp, sendgrid, zoho].map((fake) => fake?.stop()));
});

const later = (base: Date, seconds: number) => () => new Date(base.getTime() + seconds * 1000);

/** Every item of the local table, as text (the auditor's full read; tests only: the product never scans). */
async function everyItemAsText(): Promise<string[]> {
  const items: string[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey }));
    items.push(...(page.Items ?? []).map((item) => JSON.stringify(item, (_key, value: unknown) => (value instanceof Set ? [...value] : value)).toLowerCase()));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

const traces = (items: string[], needles: string[]) => items.filter((item) => needles.some((needle) => item.includes(needle.toLowerCase())));
const overview = async () => (await invokeRoute('GET', '/api/admin/overview', staff)).json as AnalyticsOverview;

describe('POST /api/admin/privacy/erase: the person is erased everywhere, provably', () => {
  it('leaves no trace of their e-mail, phone or name in any table item or provider, keeps everyone else and the counters, and logs only keyed hashes', async () => {
    // Prepare: the person's leads, capture, tax report, newsletter (its confirmation e-mail sent, so a token exists),
    // spam, note, a logged call naming them, status change; another person; everything synced to the four providers.
    const lead = await invokeRoute('POST', '/api/leads', { body: { fullName: person.fullName, email: person.email, phone: person.national, country: 'United Kingdom', companyName: 'Priya Trading Ltd' } });
    expect(lead.statusCode).toBe(201);
    await invokeRoute('POST', '/api/leads/capture', { body: { name: person.fullName, email: person.email, page: 'uk-hub', formType: 'uk_guide', gdprConsent: true, marketing_opt_in: true, source: '/uk' } });
    const report = await invokeRoute('POST', '/api/tax-report', { body: { calculation: calculateTax({ profit: 90_000, method: 'dividend' }), timestamp: new Date().toISOString(), personalDetails: { name: person.fullName, email: person.email, phone: person.e164 } } });
    expect(report.statusCode).toBe(201);
    await invokeRoute('POST', '/api/newsletter', { body: { email: person.email } });
    await invokeRoute('POST', '/api/leads', { body: { fullName: person.fullName, email: person.email, phone: person.national, website: 'https://spam.example.com' } });
    await invokeRoute('POST', `/api/leads/${lead.json.id}/notes`, { ...staff, body: { text: `Call ${person.fullName} on ${person.national}.` } });
    expect((await invokeRoute('POST', `/api/leads/${lead.json.id}/contacts`, { ...staff, body: { channel: 'call', outcome: `Spoke with ${person.fullName}, call back on ${person.national}.` } })).statusCode).toBe(201);
    await invokeRoute('PATCH', `/api/leads/${lead.json.id}/status`, { ...staff, body: { status: 'contacted' } });
    const start = new Date();
    for (const seconds of [1, 20, 40, 60]) await drainOnce({ now: later(start, seconds) });
    // The person objected first (do not contact): their markers hold their address and number.
    expect((await invokeRoute('PUT', '/api/admin/privacy/restriction', { ...staff, body: { email: person.email, restricted: true, reason: `Objected, ${person.fullName}` } })).statusCode).toBe(200);
    const kept = await invokeRoute('POST', '/api/leads', { body: { fullName: other.fullName, email: other.email, phone: other.phone, country: 'United Arab Emirates' } });
    await invokeRoute('POST', '/api/newsletter', { body: { email: other.email } });
    for (const seconds of [61, 62]) await drainOnce({ now: later(start, seconds) });
    const syncs = (await invokeRoute('GET', `/api/leads/${lead.json.id}/syncs`, staff)).json as LeadSyncRecord[];
    expect(syncs.map((sync) => sync.state)).toEqual(['synced', 'synced', 'synced', 'synced']);
    expect(traces(await everyItemAsText(), [person.email]).length).toBeGreaterThan(5);
    const before = await overview();

    // Act
    const erased = await invokeRoute('POST', '/api/admin/privacy/erase', { ...staff, body: { email: person.email.toUpperCase(), confirm: true } });
    for (const seconds of [80, 100, 120]) await drainOnce({ now: later(start, seconds) });

    // Assess: the answer
    expect(erased.statusCode).toBe(200);
    const answer = erased.json as PrivacyEraseAnswer;
    expect(answer.counts).toMatchObject({ lead: 1, capture: 2, leadNote: 1, leadContact: 1, taxReportRequest: 1, newsletterSubscription: 1, newsletterToken: 1, spamSubmission: 1, restrictionMarker: 2 });
    // Three leads (the form, the UK capture, the tax report's), each at four providers.
    expect(answer.providersAsked).toBe(12);

    // No item of the table holds the e-mail (any case), the number (any spelling's digits) or the name.
    const items = await everyItemAsText();
    expect(traces(items, [person.email, person.email.split('@')[0]!, `7700${local}`, `07700 ${local}`, person.fullName, surname(run), 'Priya Trading'])).toEqual([]);

    // No provider holds a copy, and each was asked through its documented delete.
    expect([...mailchimp.members.values()].map((member) => member.email_address)).not.toContain(person.email);
    expect(sendgrid.contacts.has(person.email)).toBe(false);
    expect(mailerlite.subscribers.has(person.email)).toBe(false);
    expect(zoho.leads.has(person.email)).toBe(false);
    expect(mailchimp.requests.some((request) => request.method === 'POST' && /\/members\/[0-9a-f]{32}\/actions\/delete-permanent$/.test(request.path))).toBe(true);
    expect(sendgrid.requests.some((request) => request.method === 'DELETE' && request.path === '/v3/marketing/contacts' && request.query.get('ids'))).toBe(true);
    expect(mailerlite.requests.some((request) => request.method === 'POST' && /^\/api\/subscribers\/[^/]+\/forget$/.test(request.path))).toBe(true);
    expect(zoho.requests.some((request) => request.method === 'DELETE' && request.path === '/crm/v8/Leads' && request.query.get('ids'))).toBe(true);
    const afterSyncs = (await invokeRoute('GET', `/api/leads/${lead.json.id}/syncs`, staff)).json as LeadSyncRecord[];
    expect(afterSyncs.map((sync) => [sync.operation, sync.state, sync.providerId])).toEqual(afterSyncs.map(() => ['erase', 'synced', undefined]));

    // The other person is untouched, here and at the providers; the counters did not move.
    expect(traces(items, [other.email]).length).toBeGreaterThan(0);
    expect(((await invokeRoute('GET', `/api/leads/${kept.json.id}`, staff)).json as { lead: { email: string } }).lead.email).toBe(other.email);
    expect(mailerlite.subscribers.has(other.email)).toBe(true);
    expect(zoho.leads.has(other.email)).toBe(true);
    expect((await overview()).totals).toEqual(before.totals);

    // The person is found nowhere any more; their lead is an anonymous tombstone.
    const search = (await invokeRoute('GET', `/api/admin/privacy/person?email=${encodeURIComponent(person.email)}`, staff)).json as PrivacyPersonAnswer;
    expect(search.total).toBe(0);
    const erasedDetail = (await invokeRoute('GET', `/api/leads/${lead.json.id}`, staff)).json as { lead: Record<string, unknown>; notes: unknown[]; contacts: unknown[] };
    const tombstone = erasedDetail.lead;
    expect(tombstone).toMatchObject({ fullName: '', email: '', phone: '', status: 'contacted', country: 'United Kingdom' });
    expect(typeof tombstone.erasedAt).toBe('string');
    // Its notes and its contact timeline (the call's outcome named them) are gone.
    expect({ notes: erasedDetail.notes, contacts: erasedDetail.contacts }).toEqual({ notes: [], contacts: [] });

    // The audit log keeps the erasure, with keyed hashes of the address and number, never them.
    const audit = (await invokeRoute('GET', '/api/admin/audit', staff)).json as { entries?: AuditEntry[] } | AuditEntry[];
    const entries = Array.isArray(audit) ? audit : (audit.entries ?? []);
    const logged = entries.find((entry) => entry.action === 'privacy.erase' && entry.target === `privacy#erasure#${answer.erasureId}`);
    expect(logged?.actor).toEqual(expect.any(String));
    const hmac = (text: string) => createHmac('sha256', process.env.PRIVACY_HMAC_SECRET!).update(text).digest('hex');
    expect(logged?.after).toMatchObject({ reason: 'request', emailHmacs: [hmac(`email:${person.email}`)], phoneHmacs: [hmac(`phone:447700${local}`)] });
  });

  it('withdrawing marketing consent unsubscribes the person at every provider through its documented call, and a later sync never subscribes them again', async () => {
    // Prepare: a person who ticked the marketing box, synced everywhere.
    const address = `wanda.${run.slice(0, 8)}@example.co.uk`;
    const capture = await invokeRoute('POST', '/api/leads/capture', { body: { name: 'Wanda Withdraw', email: address, page: 'uk-hub', formType: 'uk_guide', gdprConsent: true, marketing_opt_in: true, source: '/uk' } });
    const start = new Date(Date.now() + 600_000);
    for (const seconds of [1, 20, 40]) await drainOnce({ now: later(start, seconds) });
    const hash = [...mailchimp.members.values()].find((member) => member.email_address === address)!.id;

    // Act: consent withdrawn; the drain tells the providers; then a Resync of the lead to Mailchimp.
    expect((await invokeRoute('POST', '/api/admin/privacy/withdraw-consent', { ...staff, body: { email: address } })).statusCode).toBe(200);
    for (const seconds of [60, 80]) await drainOnce({ now: later(start, seconds) });
    const mailchimpIntegration = integrations.find((integration) => integration.provider === 'mailchimp')!;
    await invokeRoute('POST', `/api/leads/${capture.json.id}/sync/${mailchimpIntegration.id}`, staff);

    // Assess
    expect(mailchimp.members.get(hash)?.status).toBe('unsubscribed');
    expect(mailerlite.subscribers.get(address)?.status).toBe('unsubscribed');
    expect(sendgrid.suppressions.has(address)).toBe(true);
    expect(zoho.leads.get(address)?.fields.Email_Opt_Out).toBe(true);
    expect(mailchimp.requests.some((request) => request.method === 'PATCH' && request.path.endsWith(`/members/${hash}`))).toBe(true);
    const syncs = (await invokeRoute('GET', `/api/leads/${capture.json.id}/syncs`, staff)).json as LeadSyncRecord[];
    expect(syncs.filter((sync) => sync.operation === 'unsubscribe').map((sync) => sync.state)).toEqual(syncs.filter((sync) => sync.operation === 'unsubscribe').map(() => 'synced'));
  });

  it('shows on the data request each provider asked to delete the copy; one that refuses stays "failed" with its words until a Retry succeeds', async () => {
    // Prepare: a logged erasure request; the person's lead synced to the four providers.
    const address = `rafa.${run.slice(0, 8)}@example.co.uk`;
    // A number of this run's own: the erasure also finds the person by number, so a shared one would reach other files' leads.
    const lead = await invokeRoute('POST', '/api/leads', { body: { fullName: 'Rafa Refused', email: address, phone: `+971 50 ${local.slice(0, 3)} ${local.slice(3)}2`, country: 'United Arab Emirates' } });
    const start = new Date(Date.now() + 1_200_000);
    for (const seconds of [1, 20, 40, 60]) await drainOnce({ now: later(start, seconds) });
    const logged = await invokeRoute('POST', '/api/admin/privacy/requests', { ...staff, body: { type: 'erasure', requester: { name: 'Rafa Refused', email: address }, verification: { method: 'emailOnRecord' }, receivedOn: '2026-11-20' } });
    expect(logged.statusCode).toBe(201);
    const requestId = logged.json.id as string;
    mailerlite.failNext(1, { status: 403, body: { message: 'This action is unauthorized.' } });

    // Act
    expect((await invokeRoute('POST', '/api/admin/privacy/erase', { ...staff, body: { email: address, requestId, confirm: true } })).statusCode).toBe(200);
    await drainOnce({ now: later(start, 80) });
    const requestNow = async () => ((await invokeRoute('GET', '/api/admin/privacy/requests', staff)).json as { id: string; providerResults?: { provider: string; state: string; message?: string; operation: string }[] }[]).find((request) => request.id === requestId)!;
    const afterErasure = await requestNow();
    const mailerliteIntegration = integrations.find((integration) => integration.provider === 'mailerlite')!;
    const retried = await invokeRoute('POST', `/api/leads/${lead.json.id}/sync/${mailerliteIntegration.id}`, staff);
    const afterRetry = await requestNow();

    // Assess
    expect(afterErasure.providerResults?.map((result) => [result.provider, result.operation, result.state]).sort()).toEqual([
      ['mailchimp', 'erase', 'synced'],
      ['mailerlite', 'erase', 'failed'],
      ['sendgrid', 'erase', 'synced'],
      ['zoho_crm', 'erase', 'synced'],
    ]);
    expect(afterErasure.providerResults?.find((result) => result.provider === 'mailerlite')?.message).toBe('This action is unauthorized.');
    expect(retried.statusCode).toBe(200);
    expect(afterRetry.providerResults?.every((result) => result.state === 'synced')).toBe(true);
    expect(mailerlite.subscribers.has(address)).toBe(false);
  });

  it('refuses without confirmation or without a person, and answers 404 when nothing is held, changing nothing', async () => {
    const unconfirmed = await invokeRoute('POST', '/api/admin/privacy/erase', { ...staff, body: { email: other.email } });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body).toContain('Confirm the erasure: it cannot be undone');
    const nobody = await invokeRoute('POST', '/api/admin/privacy/erase', { ...staff, body: { confirm: true } });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.body).toContain('Enter an e-mail address or a phone number');
    const unknown = await invokeRoute('POST', '/api/admin/privacy/erase', { ...staff, body: { email: `nobody.${run}@example.com`, confirm: true } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Nothing is held about this person');
    const search = (await invokeRoute('GET', `/api/admin/privacy/person?email=${encodeURIComponent(other.email)}`, staff)).json as PrivacyPersonAnswer;
    expect(search.total).toBeGreaterThan(0);
  });
});
