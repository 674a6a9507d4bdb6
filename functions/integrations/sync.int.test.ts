/**
 * Leads reach the providers, end to end through the route table, DynamoDB Local, the local fakes of the
 * four providers and the stand-in mailbox. The drain is run with a clock the test moves forward, never a real wait.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IntegrationView, LeadSyncRecord } from '#shared/admin/integrations-contract.ts';
import { mailboxKey } from '#shared/lead/lead-rules.ts';
import { startMailchimpFake, type MailchimpFake } from './fakes/mailchimp-fake.ts';
import { startMailerLiteFake, type MailerLiteFake } from './fakes/mailerlite-fake.ts';
import { startSendGridFake, type SendGridFake } from './fakes/sendgrid-fake.ts';
import { startZohoFake, type ZohoFake } from './fakes/zoho-crm-fake.ts';
import { drainOnce } from './drain.ts';
import { queryPartition } from '../data/items.ts';
import { confirmSubscription, issueConfirmationToken, requestSubscription } from '../data/newsletter-subscriptions.ts';
import { subscriberHash } from './providers/mailchimp.ts';
import { STAFF_LEAD_RECIPIENT } from '../test/integration-setup.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';
import { mailsTo } from '../test/stored.ts';

const KEYS = {
  mailerlite: 'mlsk-0123456789-mailerlite-token-9f3a',
  mailchimp: '0123456789abcdef0123456789abcdef-us6',
  sendgrid: 'SG.fake-key-0123456789abcdefghij.sg42',
  zoho: { refreshToken: '1000.refresh-0123456789abcdef', clientId: '1000.CLIENTID', clientSecret: 'client-secret-xyz' },
};

let staff: StaffRequest;
let mailerlite: MailerLiteFake;
let mailchimp: MailchimpFake;
let sendgrid: SendGridFake;
let zoho: ZohoFake;

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ae`;

beforeAll(async () => {
  // The fakes answer plain http on 127.0.0.1: allowed here as the local stack allows it, and never deployed.
  process.env.INTEGRATION_TEST_HOSTS = '127.0.0.1';
  staff = await loggedInStaff();
  [mailerlite, mailchimp, sendgrid, zoho] = await Promise.all([
    startMailerLiteFake({ token: KEYS.mailerlite }),
    startMailchimpFake({ apiKey: KEYS.mailchimp, listId: 'aud123' }),
    startSendGridFake({ apiKey: KEYS.sendgrid }),
    startZohoFake(KEYS.zoho),
  ]);
});

afterEach(async () => {
  // Each test starts with no integration, so one test's integrations never receive another's leads.
  const list = await invokeRoute('GET', '/api/email-integrations', staff);
  for (const integration of list.json as IntegrationView[])
    await invokeRoute('DELETE', `/api/email-integrations/${integration.id}`, staff);
  // Leads a test stored but did not drain are fanned out now, to no integration, so no later test receives them.
  await drainOnce({ now: at(new Date(), 1) });
});

afterAll(async () => {
  await Promise.all([mailerlite, mailchimp, sendgrid, zoho].map((fake) => fake?.stop()));
});

async function createIntegration(body: Record<string, unknown>): Promise<IntegrationView> {
  const response = await invokeRoute('POST', '/api/email-integrations', { ...staff, body });
  if (response.statusCode !== 201) throw new Error(`create answered ${response.statusCode}: ${response.body}`);
  return response.json as IntegrationView;
}

const mailerliteIntegration = (token = KEYS.mailerlite) =>
  createIntegration({ provider: 'mailerlite', name: 'MailerLite list', apiKey: token, endpoint: mailerlite.apiBase });

/** A lead from a UK page's form, with its marketing box ticked or not. */
async function captureLead(email: string, marketingOptIn: boolean): Promise<string> {
  const response = await invokeRoute('POST', '/api/leads/capture', {
    body: { formType: 'uk_guide', page: 'uk-hub', name: 'Omar Haddad', email, gdprConsent: true, marketing_opt_in: marketingOptIn, source: 'guide' },
  });
  expect(response.statusCode).toBe(201);
  return response.json.id as string;
}

/** A server on this machine that records whatever reaches it (the attacker's listener). */
async function startListener() {
  const received: { method: string; url: string; headers: IncomingMessage['headers'] }[] = [];
  const server = createServer((request, response) => {
    received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ message: `received ${request.headers.authorization}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function submitLead(email: string, fullName = 'Sara Al Mansouri'): Promise<string> {
  const response = await invokeRoute('POST', '/api/leads', { body: { fullName, email, phone: '+971 50 123 4567', country: 'United Arab Emirates' } });
  expect(response.statusCode).toBe(201);
  return response.json.id as string;
}

async function syncsOf(leadId: string): Promise<LeadSyncRecord[]> {
  const response = await invokeRoute('GET', `/api/leads/${leadId}/syncs`, staff);
  expect(response.statusCode).toBe(200);
  return response.json as LeadSyncRecord[];
}

const at = (base: Date, seconds: number) => () => new Date(base.getTime() + seconds * 1000);
const upsertsFor = (fake: { requests: { method: string; path: string; rawBody: string }[] }, email: string, path: RegExp) =>
  fake.requests.filter((request) => request.method !== 'GET' && path.test(request.path) && request.rawBody.includes(email));

describe('new leads reach every active provider', () => {
  it('delivers a lead stored through POST /api/leads to each active provider exactly once and e-mails staff a link to it', async () => {
    // Prepare
    const integrations = await Promise.all([
      mailerliteIntegration(),
      createIntegration({ provider: 'mailchimp', name: 'Mailchimp audience', apiKey: KEYS.mailchimp, listId: 'aud123', endpoint: mailchimp.apiBase }),
      createIntegration({ provider: 'sendgrid', name: 'SendGrid contacts', apiKey: KEYS.sendgrid, endpoint: sendgrid.apiBase }),
      createIntegration({
        provider: 'zoho_crm',
        name: 'Zoho CRM',
        apiKey: KEYS.zoho.refreshToken,
        apiSecret: KEYS.zoho.clientSecret,
        settings: { clientId: KEYS.zoho.clientId },
        endpoint: zoho.accountsBase,
      }),
    ]);
    const email = uniqueEmail('sara');
    const leadId = await submitLead(email, 'Sara <b>Al</b> Mansouri');
    const start = new Date();

    // Act: the first run fans out and sends; SendGrid's import is looked at on later runs.
    await drainOnce({ now: at(start, 1) });
    await drainOnce({ now: at(start, 20) });
    await drainOnce({ now: at(start, 40) });

    // Assess
    expect(upsertsFor(mailerlite, email, /^\/api\/subscribers$/)).toHaveLength(1);
    expect(upsertsFor(mailchimp, email, /^\/3\.0\/lists\/aud123\/members\//)).toHaveLength(1);
    expect(upsertsFor(sendgrid, email, /^\/v3\/marketing\/contacts$/)).toHaveLength(1);
    expect(upsertsFor(zoho, email, /^\/crm\/v8\/Leads\/upsert$/)).toHaveLength(1);
    const syncs = await syncsOf(leadId);
    expect(syncs.map((sync) => [sync.provider, sync.state]).sort()).toEqual([
      ['mailchimp', 'synced'],
      ['mailerlite', 'synced'],
      ['sendgrid', 'synced'],
      ['zoho_crm', 'synced'],
    ]);
    expect(syncs.find((sync) => sync.provider === 'mailerlite')?.providerId).toBe(mailerlite.subscribers.get(email)?.id);
    expect(syncs.find((sync) => sync.provider === 'zoho_crm')?.providerId).toBe(zoho.leads.get(email)?.id);
    expect(syncs.every((sync) => integrations.some((integration) => integration.id === sync.integrationId))).toBe(true);
    const staffMails = (await mailsTo(STAFF_LEAD_RECIPIENT)).filter((mail) => mail.body.text?.includes(email));
    expect(staffMails).toHaveLength(1);
    expect(staffMails[0]!.body.text).toContain(`http://localhost:3000/admin?tab=leads&lead=${leadId}`);
    expect(staffMails[0]!.body.html).toContain('Sara &lt;b&gt;Al&lt;/b&gt; Mansouri');
    expect(staffMails[0]!.body.html).not.toContain('<b>Al</b>');
    // Zoho's access token is kept sealed on the integration for every function to share, and never shown.
    const zohoIntegration = integrations.find((integration) => integration.provider === 'zoho_crm')!;
    const storedZoho = (await queryPartition('byKind', 'INTEGRATION')).find((item) => item.id === zohoIntegration.id);
    expect(storedZoho?.providerToken).toMatchObject({ v: 2 });
    expect(storedZoho?.secrets).toMatchObject({ v: 2 });
    const mintedToken = String(zoho.requests.find((request) => request.path === '/crm/v8/Leads/upsert')!.headers.authorization).split(' ')[1]!;
    expect(JSON.stringify(storedZoho)).not.toContain(mintedToken);
    expect((await invokeRoute('GET', '/api/email-integrations', staff)).body).not.toContain('providerToken');
  });

  it('syncs a lead even while the staff e-mail cannot be sent, and sends the e-mail once it can', async () => {
    // Prepare
    await mailerliteIntegration();
    const email = uniqueEmail('mail-down');
    const leadId = await submitLead(email);
    const sender = process.env.SES_SENDER;
    const start = new Date();

    // Act: the first run cannot e-mail (no sender configured); the next, after the backoff, can.
    delete process.env.SES_SENDER;
    try {
      await drainOnce({ now: at(start, 1) });
    } finally {
      process.env.SES_SENDER = sender;
    }
    const mailsWhileDown = (await mailsTo(STAFF_LEAD_RECIPIENT)).filter((mail) => mail.body.text?.includes(email));
    await drainOnce({ now: at(start, 40) });

    // Assess
    expect(mailsWhileDown).toEqual([]);
    expect((await syncsOf(leadId))[0]).toMatchObject({ state: 'synced' });
    expect((await mailsTo(STAFF_LEAD_RECIPIENT)).filter((mail) => mail.body.text?.includes(email))).toHaveLength(1);
    expect(upsertsFor(mailerlite, email, /^\/api\/subscribers$/)).toHaveLength(1);
  });

  it('keeps a lead pending while the provider answers 503 and delivers it on the third try', async () => {
    // Prepare
    const integration = await mailerliteIntegration();
    const email = uniqueEmail('retry');
    const leadId = await submitLead(email);
    mailerlite.failNext(2, { status: 503, body: { message: 'Service Unavailable' } });
    const start = new Date();

    // Act + Assess: first try 503, second (after 30 s backoff) 503, third (after 1 min more) delivered.
    await drainOnce({ now: at(start, 1) });
    expect((await syncsOf(leadId))[0]).toMatchObject({ state: 'pending', tries: 1, message: 'Service Unavailable' });
    await drainOnce({ now: at(start, 10) });
    expect((await syncsOf(leadId))[0]).toMatchObject({ state: 'pending', tries: 1 });
    await drainOnce({ now: at(start, 32) });
    expect((await syncsOf(leadId))[0]).toMatchObject({ state: 'pending', tries: 2 });
    await drainOnce({ now: at(start, 95) });
    const [sync] = await syncsOf(leadId);
    expect(sync).toMatchObject({ state: 'synced', tries: 3, integrationId: integration.id, providerId: mailerlite.subscribers.get(email)?.id });
    expect(sync!.message).toBeUndefined();
    expect(mailerlite.subscribers.get(email)).toBeDefined();
  });

  it("ends a lead failed with the provider's own message when the key is refused (401), visible to staff", async () => {
    // Prepare
    await mailerliteIntegration('mlsk-wrong-token-000000000000');
    const email = uniqueEmail('refused');
    const leadId = await submitLead(email);

    // Act
    await drainOnce({ now: at(new Date(), 1) });

    // Assess
    expect(await syncsOf(leadId)).toEqual([expect.objectContaining({ state: 'failed', tries: 1, message: 'Unauthenticated.' })]);
    expect(mailerlite.subscribers.get(email)).toBeUndefined();
    const [card] = (await invokeRoute('GET', '/api/email-integrations', staff)).json as IntegrationView[];
    expect(card!.health).toMatchObject({ status: 'failing', message: 'Unauthenticated.' });
  });

  it('sends nothing to a deactivated or a deleted integration', async () => {
    // Prepare
    const paused = await mailerliteIntegration();
    const removed = await createIntegration({ provider: 'sendgrid', name: 'Old SendGrid', apiKey: KEYS.sendgrid, endpoint: sendgrid.apiBase });
    expect((await invokeRoute('PUT', `/api/email-integrations/${paused.id}`, { ...staff, body: { isActive: false } })).statusCode).toBe(200);
    expect((await invokeRoute('DELETE', `/api/email-integrations/${removed.id}`, staff)).statusCode).toBe(204);
    const email = uniqueEmail('nobody');
    const leadId = await submitLead(email);

    // Act
    await drainOnce({ now: at(new Date(), 1) });

    // Assess
    expect(upsertsFor(mailerlite, email, /./)).toEqual([]);
    expect(upsertsFor(sendgrid, email, /./)).toEqual([]);
    expect(await syncsOf(leadId)).toEqual([]);
  });

  it('waits as long as a 429 Retry-After asks before trying again', async () => {
    // Prepare
    await mailerliteIntegration();
    const email = uniqueEmail('slow');
    const leadId = await submitLead(email);
    mailerlite.failNext(1, { status: 429, headers: { 'Retry-After': '120' }, body: { message: 'Too Many Attempts.' } });
    const start = new Date();

    // Act
    await drainOnce({ now: at(start, 1) });
    await drainOnce({ now: at(start, 100) });
    const waiting = (await syncsOf(leadId))[0];
    await drainOnce({ now: at(start, 125) });

    // Assess
    expect(waiting).toMatchObject({ state: 'pending', tries: 1, message: 'Too Many Attempts.' });
    expect((await syncsOf(leadId))[0]).toMatchObject({ state: 'synced', tries: 2 });
  });
});

describe('staff sync leads by hand', () => {
  it('updates the same contact when a lead is synced twice, keeping the provider id', async () => {
    // Prepare
    const integration = await createIntegration({ provider: 'mailchimp', name: 'Audience', apiKey: KEYS.mailchimp, listId: 'aud123', endpoint: mailchimp.apiBase });
    const email = uniqueEmail('twice');
    const leadId = await submitLead(email);

    // Act
    const first = await invokeRoute('POST', `/api/leads/${leadId}/sync/${integration.id}`, staff);
    const second = await invokeRoute('POST', `/api/leads/${leadId}/sync/${integration.id}`, staff);

    // Assess
    expect(first.json).toMatchObject({ success: true, sync: { state: 'synced' } });
    expect(second.json).toMatchObject({ success: true, sync: { state: 'synced', providerId: first.json.sync.providerId } });
    expect([...mailchimp.members.values()].filter((member) => member.email_address === email)).toHaveLength(1);
  });

  it('bulk-syncs several leads and answers how many were synced out of how many', async () => {
    // Prepare
    const integration = await mailerliteIntegration();
    const emails = [uniqueEmail('bulk-a'), uniqueEmail('bulk-b'), uniqueEmail('bulk-c')];
    const leadIds = [];
    for (const email of emails) leadIds.push(await submitLead(email));

    // Act
    const response = await invokeRoute('POST', '/api/leads/bulk-sync', { ...staff, body: { leadIds, integrationId: integration.id } });

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.json).toEqual({ syncedCount: 3, total: 3, pendingCount: 0, failedCount: 0 });
    for (const email of emails) expect(mailerlite.subscribers.get(email)).toBeDefined();
  });

  it("answers 400 with the spec's message for a bulk sync with no leads, and stores nothing", async () => {
    // Prepare
    const integration = await mailerliteIntegration();

    // Act
    const response = await invokeRoute('POST', '/api/leads/bulk-sync', { ...staff, body: { leadIds: [], integrationId: integration.id } });

    // Assess
    expect(response.statusCode).toBe(400);
    expect(response.json.fieldErrors).toEqual({ leadIds: 'Please select leads to sync' });
    expect((await queryPartition('byState', 'SYNCWORK')).filter((item) => item.integrationId === integration.id)).toEqual([]);
  });

  it("reports the provider's own words when a connection test fails, and success when it passes", async () => {
    // Prepare
    const good = await createIntegration({ provider: 'sendgrid', name: 'Good', apiKey: KEYS.sendgrid, endpoint: sendgrid.apiBase });
    const bad = await createIntegration({ provider: 'mailchimp', name: 'Bad', apiKey: 'wrong-key-000000000000-us6', listId: 'aud123', endpoint: mailchimp.apiBase });

    // Act
    const one = await invokeRoute('POST', `/api/email-integrations/${bad.id}/test`, staff);
    const all = await invokeRoute('POST', '/api/email-integrations/test-all', staff);

    // Assess
    expect(one.json).toEqual({ success: false, message: "API Key Invalid: Your API key may be invalid, or you've attempted to access the wrong datacenter." });
    expect(all.json.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ integrationId: good.id, connected: true }),
        expect.objectContaining({ integrationId: bad.id, connected: false }),
      ]),
    );
  });
});

describe('integration settings', () => {
  it('never answers or stores the API key in the clear, and shows at most its last 4 characters', async () => {
    // Act
    const created = await createIntegration({ provider: 'sendgrid', name: 'Masked', apiKey: KEYS.sendgrid, endpoint: sendgrid.apiBase });
    const listed = await invokeRoute('GET', '/api/email-integrations', staff);

    // Assess
    expect(created.apiKeyMasked).toBe('••••••••sg42');
    expect(listed.body).not.toContain(KEYS.sendgrid);
    expect(listed.body).not.toContain('fake-key');
    const stored = (await queryPartition('byKind', 'INTEGRATION')).find((item) => item.id === created.id);
    expect(JSON.stringify(stored)).not.toContain('fake-key');
  });

  it("refuses an integration without a name or key, or with a bad URL, with the spec's messages, and stores nothing", async () => {
    // Act
    const response = await invokeRoute('POST', '/api/email-integrations', {
      ...staff,
      body: { provider: 'mailerlite', name: '', apiKey: '', endpoint: 'not a url' },
    });

    // Assess
    expect(response.statusCode).toBe(400);
    expect(response.json.fieldErrors).toEqual({ name: 'Name is required', apiKey: 'API key is required', endpoint: 'Must be a valid URL' });
    expect(await queryPartition('byKind', 'INTEGRATION')).toEqual([]);
  });

  it('rotates a key without deleting the integration', async () => {
    // Prepare
    const integration = await mailerliteIntegration('mlsk-old-token-0000000000000000');

    // Act
    const response = await invokeRoute('PUT', `/api/email-integrations/${integration.id}`, { ...staff, body: { apiKey: KEYS.mailerlite } });
    const test = await invokeRoute('POST', `/api/email-integrations/${integration.id}/test`, staff);

    // Assess
    expect(response.json).toMatchObject({ id: integration.id, apiKeyMasked: '••••••••9f3a' });
    expect(test.json).toEqual({ success: true, message: 'Connection successful' });
  });
});

describe('bulk syncs pace themselves', () => {
  it('sends a bulk sync of 130 leads under MailerLite’s rate limit: 25 in the request, at most 50 (100 requests) per drain run, none lost', async () => {
    // Prepare
    const integration = await mailerliteIntegration();
    const emails = Array.from({ length: 130 }, (_, index) => uniqueEmail(`pace-${index}`));
    const leadIds: string[] = [];
    for (const email of emails) leadIds.push(await submitLead(email));
    // The leads' own fan-out is sent first (paced too), so what follows counts the bulk sync's sends.
    for (let run = 1; run <= 3; run++) await drainOnce({ now: at(new Date(), run * 60) });
    // Every send to the fake, whoever's lead it carries: the pace is per integration.
    const posts = () => mailerlite.requests.filter((request) => request.method === 'POST').length;
    const start = new Date();
    const before = posts();

    // Act
    const response = await invokeRoute('POST', '/api/leads/bulk-sync', { ...staff, body: { leadIds, integrationId: integration.id } });
    const inRequest = posts() - before;
    const perRun: number[] = [];
    const requestsPerRun: number[] = [];
    for (let run = 1; run <= 4; run++) {
      const [runStart, requestsStart] = [posts(), mailerlite.requests.length];
      await drainOnce({ now: at(start, run * 60) });
      perRun.push(posts() - runStart);
      requestsPerRun.push(mailerlite.requests.length - requestsStart);
    }

    // Assess: each lead is a look-up and a write, so 50 leads a run stay under MailerLite's 120 requests a minute.
    expect(response.json).toEqual({ syncedCount: 25, total: 130, pendingCount: 105, failedCount: 0 });
    expect(inRequest).toBe(25);
    expect(Math.max(...perRun)).toBeLessThanOrEqual(50);
    expect(perRun[0]).toBe(50);
    expect(Math.max(...requestsPerRun)).toBeLessThanOrEqual(100);
    const states = await Promise.all(leadIds.map(async (id) => (await syncsOf(id))[0]?.state));
    expect(states.filter((state) => state !== 'synced')).toEqual([]);
  });
});

describe('sync routes refuse what cannot be synced', () => {
  it('answers 404 for an unknown lead or integration and 409 for an inactive one, and stores no sync record', async () => {
    // Prepare
    const inactive = await createIntegration({ provider: 'mailerlite', name: 'Off', apiKey: KEYS.mailerlite, endpoint: mailerlite.apiBase, isActive: false });
    const leadId = await submitLead(uniqueEmail('refuse'));
    await drainOnce({ now: at(new Date(), 1) });

    // Act
    const unknownLead = await invokeRoute('POST', `/api/leads/no-such-lead/sync/${inactive.id}`, staff);
    const unknownIntegration = await invokeRoute('POST', `/api/leads/${leadId}/sync/no-such-integration`, staff);
    const notActive = await invokeRoute('POST', `/api/leads/${leadId}/sync/${inactive.id}`, staff);

    // Assess
    expect([unknownLead.statusCode, unknownLead.json.message]).toEqual([404, 'This lead does not exist. It may have been removed.']);
    expect([unknownIntegration.statusCode, unknownIntegration.json.message]).toEqual([404, 'This integration does not exist. It may have been deleted.']);
    expect([notActive.statusCode, notActive.json.message]).toEqual([409, 'This integration is not active. Activate it to sync leads to it.']);
    expect(await syncsOf(leadId)).toEqual([]);
  });

  it("refuses an edit that breaks the provider's rules (Mailchimp without an audience) and keeps the integration as it was", async () => {
    // Prepare
    const integration = await createIntegration({ provider: 'mailchimp', name: 'Audience', apiKey: KEYS.mailchimp, listId: 'aud123', endpoint: mailchimp.apiBase });

    // Act
    const response = await invokeRoute('PUT', `/api/email-integrations/${integration.id}`, { ...staff, body: { listId: null } });

    // Assess
    expect(response.statusCode).toBe(400);
    expect(response.json.fieldErrors).toEqual({ listId: 'Audience ID is required for Mailchimp' });
    const [stored] = (await invokeRoute('GET', '/api/email-integrations', staff)).json as IntegrationView[];
    expect(stored).toMatchObject({ id: integration.id, listId: 'aud123' });
  });
});

describe('an integration’s key stays with its provider', () => {
  it('refuses to move an integration to a listener on this machine without its key: Test reaches only the provider, the listener receives nothing', async () => {
    // Prepare: a MailerLite integration, and an attacker's listener on an address the fakes' allow-list admits.
    const integration = await mailerliteIntegration();
    const listener = await startListener();

    try {
      // Act: change only the endpoint (as the attack did, PUT answered 200), then press Test.
      const moved = await invokeRoute('PUT', `/api/email-integrations/${integration.id}`, { ...staff, body: { endpoint: `${listener.origin}/api` } });
      const tested = await invokeRoute('POST', `/api/email-integrations/${integration.id}/test`, staff);

      // Assess: refused with the message under the key field; the test ran against MailerLite (the positive signal)
      // and the listener got nothing, so no key and no answer text of its own reached staff.
      expect(moved.statusCode).toBe(400);
      expect(moved.json).toEqual({
        message: 'The endpoint was not changed: enter the API key again (and the API secret, where the provider has one) to send it to a new address.',
        fieldErrors: { apiKey: 'Enter the API key again to change the endpoint' },
      });
      expect(tested.json).toEqual({ success: true, message: 'Connection successful' });
      expect(mailerlite.requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/groups' });
      expect(listener.received).toEqual([]);
      const [stored] = (await invokeRoute('GET', '/api/email-integrations', staff)).json as IntegrationView[];
      expect(stored).toMatchObject({ id: integration.id, endpoint: mailerlite.apiBase });
    } finally {
      await listener.stop();
    }
  });

  it("refuses, even with the key, an endpoint that is not the provider's https address, and changes nothing", async () => {
    // Prepare
    const integration = await mailerliteIntegration();

    // Act
    const response = await invokeRoute('PUT', `/api/email-integrations/${integration.id}`, {
      ...staff,
      body: { endpoint: 'https://listener.example/api', apiKey: KEYS.mailerlite },
    });

    // Assess
    expect(response.statusCode).toBe(400);
    expect(response.json.fieldErrors).toEqual({ endpoint: "Must be MailerLite's API address, https://connect.mailerlite.com/api" });
    const [stored] = (await invokeRoute('GET', '/api/email-integrations', staff)).json as IntegrationView[];
    expect(stored).toMatchObject({ endpoint: mailerlite.apiBase, updatedAt: integration.updatedAt });
  });

  it('moves an integration to a new address when the key is entered again with it', async () => {
    // Prepare: a second MailerLite (another port of the allowed host).
    const integration = await mailerliteIntegration();
    const other = await startMailerLiteFake({ token: KEYS.mailerlite });

    try {
      // Act
      const moved = await invokeRoute('PUT', `/api/email-integrations/${integration.id}`, { ...staff, body: { endpoint: other.apiBase, apiKey: KEYS.mailerlite } });
      const tested = await invokeRoute('POST', `/api/email-integrations/${integration.id}/test`, staff);

      // Assess
      expect(moved.statusCode).toBe(200);
      expect(tested.json).toEqual({ success: true, message: 'Connection successful' });
      expect(other.requests.map((request) => request.path)).toEqual(['/api/groups']);
    } finally {
      await other.stop();
    }
  });
});

describe("a form's marketing opt-in at the providers", () => {
  const mailchimpIntegration = () =>
    createIntegration({ provider: 'mailchimp', name: 'Audience', apiKey: KEYS.mailchimp, listId: 'aud123', endpoint: mailchimp.apiBase });
  const memberStatus = (email: string) => mailchimp.members.get(subscriberHash(email))?.status;

  it("reaches Mailchimp as 'pending' (Mailchimp's own confirmation e-mail), never as subscribed", async () => {
    // Prepare
    await mailchimpIntegration();
    const email = uniqueEmail('ticked');
    await captureLead(email, true);

    // Act
    await drainOnce({ now: at(new Date(), 1) });

    // Assess
    expect(memberStatus(email)).toBe('pending');
  });

  it('makes an address subscribed once its newsletter subscription was confirmed by the e-mailed link', async () => {
    // Prepare: the visitor confirmed the newsletter for this very address.
    await mailchimpIntegration();
    const email = uniqueEmail('confirmed');
    await requestSubscription(email, { siteUrl: 'http://localhost:3000' });
    expect(await confirmSubscription(await issueConfirmationToken(mailboxKey(email)))).toBe('confirmed');
    await captureLead(email, false);

    // Act
    await drainOnce({ now: at(new Date(), 1) });

    // Assess
    expect(memberStatus(email)).toBe('subscribed');
  });

  it('never lowers a contact the provider already has: a later form without the box leaves a subscriber subscribed', async () => {
    // Prepare: a subscribed member (confirmed newsletter), then a new form for the same address without the box.
    await mailchimpIntegration();
    const ml = await mailerliteIntegration();
    const email = uniqueEmail('reader');
    await requestSubscription(email, { siteUrl: 'http://localhost:3000' });
    await confirmSubscription(await issueConfirmationToken(mailboxKey(email)));
    await captureLead(email, true);
    await drainOnce({ now: at(new Date(), 1) });
    const before = [memberStatus(email), mailerlite.subscribers.get(email)?.status];

    // Act: a second lead for the address, box not ticked, synced by the drain and by staff.
    const later = await captureLead(email, false);
    await drainOnce({ now: at(new Date(), 2) });
    await invokeRoute('POST', `/api/leads/${later}/sync/${ml.id}`, staff);

    // Assess
    expect(before).toEqual(['subscribed', 'active']);
    expect([memberStatus(email), mailerlite.subscribers.get(email)?.status]).toEqual(['subscribed', 'active']);
  });
});
