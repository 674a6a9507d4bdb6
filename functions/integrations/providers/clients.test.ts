/**
 * Each provider client against the local fake of that provider's documented API: the fake refuses anything the real
 * API would (method, path, headers, body), so these prove the client speaks the documented protocol, and that every
 * failure comes back as a ProviderError with the provider's own words and the right retry verdict.
 */
import type { Lead } from '../../data/leads.ts';
import { startMailchimpFake, type MailchimpFake } from '../fakes/mailchimp-fake.ts';
import { startMailerLiteFake, type MailerLiteFake } from '../fakes/mailerlite-fake.ts';
import { startSendGridFake, type SendGridFake } from '../fakes/sendgrid-fake.ts';
import { startZohoFake, type ZohoFake } from '../fakes/zoho-crm-fake.ts';
import { startFake } from '../fakes/fake-server.ts';
import { ProviderError } from '../provider-http.ts';
import { mailchimp, subscriberHash } from './mailchimp.ts';
import { mailerlite } from './mailerlite.ts';
import { sendgrid } from './sendgrid.ts';
import type { ProviderConfig, ProviderToken } from './types.ts';
import { clearZohoTokens, zohoCrm } from './zoho-crm.ts';

const now = new Date('2026-03-01T10:00:00Z');
const lead = (email: string): Lead => ({
  id: `lead-${email}`,
  fullName: 'Omar Haddad',
  email,
  phone: '+971 55 000 1111',
  status: 'new',
  ipAddress: '203.0.113.1',
  userAgent: 'test',
  accessedGuide: false,
  createdAt: now.toISOString(),
  marketingOptIn: true,
});

// The fakes listen on 127.0.0.1 over plain http: allowed only because the tests name that host, as the local stack does.
let testHosts: string | undefined;
beforeAll(() => {
  testHosts = process.env.INTEGRATION_TEST_HOSTS;
  process.env.INTEGRATION_TEST_HOSTS = '127.0.0.1';
});
afterAll(() => {
  if (testHosts === undefined) delete process.env.INTEGRATION_TEST_HOSTS;
  else process.env.INTEGRATION_TEST_HOSTS = testHosts;
});

async function failureOf(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error('expected a ProviderError');
}

describe('the MailerLite client', () => {
  let fake: MailerLiteFake;
  let config: ProviderConfig;
  beforeAll(async () => {
    fake = await startMailerLiteFake({ token: 'ml-token' });
    config = { id: 'ml', provider: 'mailerlite', apiKey: 'ml-token', endpoint: fake.apiBase, listId: 'group-7', settings: {} };
  });
  afterAll(() => fake.stop());

  it('creates a subscriber with a Bearer token and JSON, into the group, and updates it the second time', async () => {
    // Act
    const first = await mailerlite.upsert(config, lead('omar@example.ae'), now);
    const second = await mailerlite.upsert(config, lead('omar@example.ae'), now);

    // Assess
    expect(first).toEqual({ state: 'synced', providerId: fake.subscribers.get('omar@example.ae')!.id });
    expect(second.providerId).toBe(first.providerId);
    expect(fake.subscribers.get('omar@example.ae')).toMatchObject({ groups: ['group-7'], fields: { name: 'Omar', last_name: 'Haddad' } });
    expect(fake.requests.at(-1)!.headers).toMatchObject({ authorization: 'Bearer ml-token', accept: 'application/json', 'content-type': 'application/json' });
  });

  it("adds a form's opt-in as 'unconfirmed' (MailerLite's double opt-in), a confirmed address as 'active', no opt-in as 'unsubscribed'", async () => {
    // Act
    await mailerlite.upsert(config, lead('ticked@example.ae'), now, 'unconfirmed');
    await mailerlite.upsert(config, lead('confirmed@example.ae'), now, 'confirmed');
    await mailerlite.upsert(config, { ...lead('no-box@example.ae'), marketingOptIn: false }, now, 'none');

    // Assess
    expect(fake.subscribers.get('ticked@example.ae')!.status).toBe('unconfirmed');
    expect(fake.subscribers.get('confirmed@example.ae')!.status).toBe('active');
    expect(fake.subscribers.get('no-box@example.ae')!.status).toBe('unsubscribed');
  });

  it("never changes an existing subscriber's status: a form without the box does not unsubscribe an active reader", async () => {
    // Prepare: a reader MailerLite already has as active.
    await mailerlite.upsert(config, lead('reader@example.ae'), now, 'confirmed');

    // Act
    await mailerlite.upsert(config, { ...lead('reader@example.ae'), marketingOptIn: false }, now, 'none');
    await mailerlite.upsert(config, lead('reader@example.ae'), now, 'unconfirmed');

    // Assess
    expect(fake.subscribers.get('reader@example.ae')!.status).toBe('active');
    const writes = fake.requests.filter((request) => request.method === 'POST' && (request.body as { email?: string }).email === 'reader@example.ae');
    expect(writes.map((request) => (request.body as { status?: string }).status)).toEqual(['active', undefined, undefined]);
  });

  it('tests the token with a harmless read', async () => {
    await expect(mailerlite.test(config, now)).resolves.toBe('Connection successful');
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/groups' });
  });

  it("reports a wrong token with MailerLite's words, not to be retried", async () => {
    const error = await failureOf(mailerlite.test({ ...config, apiKey: 'nope' }, now));
    expect([error.status, error.message, error.transient]).toEqual([401, 'Unauthenticated.', false]);
  });

  it("reports an invalid e-mail (422) with MailerLite's words, not to be retried", async () => {
    const error = await failureOf(mailerlite.upsert(config, lead('not-an-email'), now));
    expect([error.status, error.message, error.transient]).toEqual([422, 'The email must be a valid email address.', false]);
  });

  it('retries a 429 after the Retry-After it sent, and a 5xx', async () => {
    // Prepare
    fake.failNext(1, { status: 429, headers: { 'Retry-After': '30' }, body: { message: 'Too Many Attempts.' } });
    fake.failNext(1, { status: 502, body: { message: 'Bad Gateway' } });

    // Act
    const limited = await failureOf(mailerlite.upsert(config, lead('a@example.ae'), now));
    const down = await failureOf(mailerlite.upsert(config, lead('a@example.ae'), now));

    // Assess
    expect([limited.status, limited.transient, limited.retryAfterMs]).toEqual([429, true, 30_000]);
    expect([down.status, down.transient]).toEqual([502, true]);
  });
});

describe('the Mailchimp client', () => {
  let fake: MailchimpFake;
  let config: ProviderConfig;
  beforeAll(async () => {
    fake = await startMailchimpFake({ apiKey: 'abc123-us6', listId: 'aud1' });
    config = { id: 'mc', provider: 'mailchimp', apiKey: 'abc123-us6', endpoint: fake.apiBase, listId: 'aud1', settings: {} };
  });
  afterAll(() => fake.stop());

  it('puts the member at the MD5 of the lower-cased e-mail with Basic auth and status_if_new, once for two syncs', async () => {
    // Act
    const first = await mailchimp.upsert(config, lead('Omar@Example.ae'), now);
    await mailchimp.upsert(config, lead('omar@example.ae'), now);

    // Assess
    expect(first).toEqual({ state: 'synced', providerId: '095621dc5c429c7f20393dd9fdcd9ccf' });
    expect(subscriberHash('Omar@Example.ae')).toBe('095621dc5c429c7f20393dd9fdcd9ccf');
    expect(fake.members.size).toBe(1);
    const put = fake.requests.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe(`/3.0/lists/aud1/members/${subscriberHash('omar@example.ae')}`);
    expect(Buffer.from(String(put.headers.authorization).slice('Basic '.length), 'base64').toString().split(':')[1]).toBe('abc123-us6');
    expect(put.body).toMatchObject({ email_address: 'Omar@Example.ae', status_if_new: 'pending', merge_fields: { FNAME: 'Omar', LNAME: 'Haddad' } });
  });

  it("asks a new member for Mailchimp's own confirmation ('pending') on a ticked box, 'subscribed' only when confirmed, and never sends status", async () => {
    // Act
    await mailchimp.upsert(config, lead('ticked@example.ae'), now, 'unconfirmed');
    await mailchimp.upsert(config, lead('confirmed@example.ae'), now, 'confirmed');
    await mailchimp.upsert(config, { ...lead('no-box@example.ae'), marketingOptIn: false }, now, 'none');

    // Assess
    expect(fake.members.get(subscriberHash('ticked@example.ae'))!.status).toBe('pending');
    expect(fake.members.get(subscriberHash('confirmed@example.ae'))!.status).toBe('subscribed');
    expect(fake.members.get(subscriberHash('no-box@example.ae'))!.status).toBe('transactional');
    expect(fake.requests.filter((request) => request.method === 'PUT').every((request) => !('status' in (request.body as object)))).toBe(true);
  });

  it("keeps an existing member's status when a form without the box comes in for them", async () => {
    // Prepare
    await mailchimp.upsert(config, lead('member@example.ae'), now, 'confirmed');

    // Act
    await mailchimp.upsert(config, { ...lead('member@example.ae'), marketingOptIn: false }, now, 'none');

    // Assess
    expect(fake.members.get(subscriberHash('member@example.ae'))!.status).toBe('subscribed');
  });

  it('tests the key with GET /ping', async () => {
    await expect(mailchimp.test(config, now)).resolves.toBe("Everything's Chimpy!");
  });

  it("reports a wrong key with Mailchimp's title and detail", async () => {
    const error = await failureOf(mailchimp.test({ ...config, apiKey: 'wrong-us6' }, now));
    expect([error.status, error.message, error.transient]).toEqual([
      401,
      "API Key Invalid: Your API key may be invalid, or you've attempted to access the wrong datacenter.",
      false,
    ]);
  });

  it('derives the address from the data centre in the key when no endpoint is set', async () => {
    const error = await failureOf(mailchimp.upsert({ ...config, endpoint: undefined, apiKey: 'nodc' }, lead('x@example.ae'), now));
    expect(error.message).toBe('A Mailchimp API key ends with its data centre, e.g. -us6 (or set the endpoint)');
  });
});

describe('the SendGrid client', () => {
  let fake: SendGridFake;
  let config: ProviderConfig;
  beforeAll(async () => {
    fake = await startSendGridFake({ apiKey: 'SG.key' });
    config = { id: 'sg', provider: 'sendgrid', apiKey: 'SG.key', endpoint: fake.apiBase, listId: 'list-9', settings: {} };
  });
  afterAll(() => fake.stop());

  it('queues the contact (202 job_id) and reports it synced once the import completes', async () => {
    // Act
    const queued = await sendgrid.upsert(config, lead('omar@example.ae'), now, 'confirmed');
    const stillPending = await sendgrid.checkQueued!(config, queued.providerId, lead('omar@example.ae'), now);
    const done = await sendgrid.checkQueued!(config, queued.providerId, lead('omar@example.ae'), now);

    // Assess
    expect(queued.state).toBe('queued');
    expect(fake.jobs.has(queued.providerId)).toBe(true);
    expect(stillPending.state).toBe('queued');
    expect(done.state).toBe('synced');
    expect(fake.contacts.get('omar@example.ae')).toMatchObject({ list_ids: ['list-9'] });
    expect(fake.requests.find((request) => request.method === 'PUT')!.body).toEqual({
      list_ids: ['list-9'],
      contacts: [{ email: 'omar@example.ae', first_name: 'Omar', last_name: 'Haddad', phone_number: '+971 55 000 1111' }],
    });
  });

  it('adds a contact to the marketing list only when the address was confirmed, never on a ticked box alone', async () => {
    // Act
    await sendgrid.upsert(config, lead('ticked@example.ae'), now, 'unconfirmed');
    await sendgrid.upsert(config, { ...lead('no-box@example.ae'), marketingOptIn: false }, now, 'none');

    // Assess: the contacts exist (staff see them), in no list.
    expect(fake.contacts.get('ticked@example.ae')).toMatchObject({ list_ids: [] });
    expect(fake.contacts.get('no-box@example.ae')).toMatchObject({ list_ids: [] });
    const puts = fake.requests.filter((request) => request.method === 'PUT' && request.rawBody.match(/ticked@|no-box@/));
    expect(puts.map((request) => (request.body as { list_ids?: unknown }).list_ids)).toEqual([undefined, undefined]);
  });

  it("ends with SendGrid's reason when the import errored", async () => {
    // Prepare
    const queued = await sendgrid.upsert(config, lead('b@example.ae'), now);
    fake.jobs.get(queued.providerId)!.status = 'errored';

    // Act
    const error = await failureOf(sendgrid.checkQueued!(config, queued.providerId, lead('b@example.ae'), now));

    // Assess
    expect([error.message, error.transient]).toEqual(['SendGrid import errored', false]);
  });

  it('honours X-RateLimit-Reset on a 429', async () => {
    // Prepare
    const reset = Math.floor(now.getTime() / 1000) + 45;
    fake.failNext(1, { status: 429, headers: { 'X-RateLimit-Limit': '3', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': String(reset) }, body: { errors: [{ field: null, message: 'too many requests' }] } });

    // Act
    const error = await failureOf(sendgrid.upsert(config, lead('c@example.ae'), now));

    // Assess
    expect([error.status, error.message, error.transient, error.retryAfterMs]).toEqual([429, 'too many requests', true, 45_000]);
  });

  it("reports a wrong key with SendGrid's words", async () => {
    const error = await failureOf(sendgrid.test({ ...config, apiKey: 'SG.bad' }, now));
    expect([error.status, error.message]).toEqual([401, 'authorization required']);
  });
});

describe('the Zoho CRM client', () => {
  let fake: ZohoFake;
  let config: ProviderConfig;
  beforeAll(async () => {
    fake = await startZohoFake({ refreshToken: 'rt', clientId: 'cid', clientSecret: 'cs' });
    config = { id: 'zo', provider: 'zoho_crm', apiKey: 'rt', apiSecret: 'cs', endpoint: fake.accountsBase, settings: { clientId: 'cid' } };
  });
  beforeEach(() => clearZohoTokens());
  afterAll(() => fake.stop());

  it('upserts the lead by Email at the api_domain the accounts server named, and updates it the second time', async () => {
    // Act
    const first = await zohoCrm.upsert(config, lead('omar@example.ae'), now);
    const second = await zohoCrm.upsert(config, lead('omar@example.ae'), now);

    // Assess
    expect(first).toEqual({ state: 'synced', providerId: fake.leads.get('omar@example.ae')!.id });
    expect(second.providerId).toBe(first.providerId);
    expect(fake.leads.size).toBe(1);
    const upsert = fake.requests.find((request) => request.path === '/crm/v8/Leads/upsert')!;
    expect(String(upsert.headers.authorization)).toMatch(/^Zoho-oauthtoken 1000\./);
    expect(upsert.body).toMatchObject({ duplicate_check_fields: ['Email'], data: [{ Last_Name: 'Haddad', First_Name: 'Omar', Email: 'omar@example.ae' }] });
  });

  it('sets Email_Opt_Out only on a new lead (true on a ticked box alone, false when confirmed) and never changes an existing one', async () => {
    // Act
    await zohoCrm.upsert(config, lead('ticked@example.ae'), now, 'unconfirmed');
    await zohoCrm.upsert(config, lead('confirmed@example.ae'), now, 'confirmed');
    await zohoCrm.upsert(config, { ...lead('confirmed@example.ae'), marketingOptIn: false }, now, 'none');

    // Assess
    expect(fake.leads.get('ticked@example.ae')!.fields.Email_Opt_Out).toBe(true);
    expect(fake.leads.get('confirmed@example.ae')!.fields.Email_Opt_Out).toBe(false);
    const upserts = fake.requests.filter((request) => request.path === '/crm/v8/Leads/upsert' && request.rawBody.includes('confirmed@example.ae'));
    expect(upserts.map((request) => 'Email_Opt_Out' in (request.body as { data: object[] }).data[0]!)).toEqual([true, false]);
  });

  it('sends the access token only to a Zoho API host: an api_domain elsewhere is refused and receives nothing', async () => {
    // Prepare: an accounts server (on an allowed test host) naming an api_domain that is neither Zoho's nor allowed.
    const crmElsewhere = await startFake({ route: () => ({ status: 200, body: { data: [] } }), notFound: () => ({ status: 404 }) });
    const apiDomain = crmElsewhere.origin.replace('127.0.0.1', 'localhost');
    const accounts = await startFake({
      route: () => ({ status: 200, body: { access_token: '1000.minted-token', api_domain: apiDomain, expires_in: 3600 } }),
      notFound: () => ({ status: 404 }),
    });

    // Act
    const refused = await failureOf(zohoCrm.test({ ...config, id: 'zo-elsewhere', endpoint: accounts.origin }, now));

    // Assess: the token was minted (so a CRM call would have followed by now), and the other server got nothing.
    expect([refused.message, refused.transient]).toEqual(['Zoho named an API address that is not a Zoho API host (https://www.zohoapis.<data centre>)', false]);
    expect(accounts.requests).toHaveLength(1);
    expect(crmElsewhere.requests).toEqual([]);
    await Promise.all([crmElsewhere.stop(), accounts.stop()]);
  });

  it('mints one access token and reuses it within its hour', async () => {
    // Prepare
    const before = fake.tokensMinted;

    // Act
    for (let i = 0; i < 5; i++) await zohoCrm.upsert(config, lead(`t${i}@example.ae`), new Date(now.getTime() + i * 60_000));
    await zohoCrm.upsert(config, lead('late@example.ae'), new Date(now.getTime() + 3600_000));

    // Assess: five calls within the hour share one token; the one after it expired mints the second.
    expect(fake.tokensMinted - before).toBe(2);
  });

  it('shares a minted token with other functions through the token store instead of minting again', async () => {
    // Prepare: one function mints and stores the token; another process (its own memory) then needs one.
    let stored: ProviderToken | undefined;
    const shared: ProviderConfig = { ...config, tokenStore: { read: async () => stored, write: async (token) => void (stored = token) } };
    const before = fake.tokensMinted;
    await zohoCrm.upsert(shared, lead('first@example.ae'), now);
    clearZohoTokens();

    // Act
    await zohoCrm.upsert(shared, lead('second@example.ae'), new Date(now.getTime() + 10 * 60_000));

    // Assess
    expect(fake.tokensMinted - before).toBe(1);
    expect(stored).toMatchObject({ apiDomain: fake.origin, expiresAt: now.getTime() + 3600_000 });
  });

  it("reports a refused refresh token with Zoho's words", async () => {
    const error = await failureOf(zohoCrm.test({ ...config, apiKey: 'wrong' }, now));
    expect([error.message, error.transient]).toEqual(['invalid_code', false]);
  });

  it('tests the connection with a one-record read', async () => {
    await expect(zohoCrm.test(config, now)).resolves.toBe('Connection successful');
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: '/crm/v8/Leads' });
  });
});
