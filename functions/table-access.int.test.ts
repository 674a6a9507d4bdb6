/**
 * The local table does not enforce IAM, so a grant missing from functions/table-access.ts would only fail in AWS. Here
 * every route that touches the table (public and staff) and every background job runs its real paths (first request,
 * repeat, honeypot, refusals, unknown ids, paging) against DynamoDB Local while a middleware on the one document client
 * records each request it sends; every recorded request (each item of a transaction or a batch on its own) must be
 * allowed by the function's declared grants: the action, the table or index, and the partition key matching one of the
 * grant's LeadingKeys patterns. The file runs on a table of its own (seeded like the shared one), so its staff changes,
 * integrations and drain runs never meet another test file's.
 */
import { randomUUID } from 'node:crypto';
import { ensureTable } from '#infra/local/dynamodb.ts';
import { calculateTax } from '#shared/uk/tax-engine.ts';
import { documentClient } from './lib/clients/dynamodb.ts';
import { TABLE_KEYS, type IndexName } from './data/table.ts';
import { startMailerLiteFake, type MailerLiteFake } from './integrations/fakes/mailerlite-fake.ts';
import { EVENT_HANDLERS, JOBS, ROUTES, routeKey } from './routes.ts';
import { TABLE_ACCESS, type TableAction } from './table-access.ts';
import { invokeRoute } from './test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from './test/staff-session.ts';
import { INTEGRATION_ADMIN } from './test/integration-setup.ts';
import { createStaffAccount } from './test/staff-accounts.ts';
import { REFRESH_COOKIE } from './auth/session-config.ts';
import { totpCode, wrongTotpCode } from './test/totp.ts';

type Recorded = { action: string; index?: IndexName; partitionKey: unknown };

let recording: Recorded[] | undefined;

/** The partition-key value of an item or key, marshalled or not. */
const stringOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'S' in value ? (value as { S: unknown }).S : value;

const indexNamed = (name: string | undefined) =>
  name === undefined
    ? undefined
    : (Object.entries(TABLE_KEYS.indexes).find(([, index]) => index.name === name)?.[0] as IndexName | undefined) ?? (name as IndexName);

/** The partition value a Query's key condition names (`#pk = :pk` or `pk = :pk`). */
function queryPartition(input: Record<string, any>, index: IndexName | undefined): unknown {
  const expected = index ? TABLE_KEYS.indexes[index].partitionKey : TABLE_KEYS.partitionKey;
  for (const [, name, placeholder] of String(input.KeyConditionExpression).matchAll(/([#\w]+)\s*=\s*(:\w+)/g)) {
    const attribute = name!.startsWith('#') ? input.ExpressionAttributeNames?.[name!] : name;
    if (attribute === expected) return stringOf(input.ExpressionAttributeValues?.[placeholder!]);
  }
  return undefined;
}

/** What IAM authorises for one request: an action on a partition key, per item for a transaction. */
function authorisedParts(command: string, input: Record<string, any>): Recorded[] {
  const keyOf = (part: Record<string, any>) => stringOf((part.Key ?? part.Item)?.[TABLE_KEYS.partitionKey]);
  switch (command) {
    case 'GetCommand':
    case 'GetItemCommand':
      return [{ action: 'GetItem', partitionKey: keyOf(input) }];
    case 'PutCommand':
    case 'PutItemCommand':
      return [{ action: 'PutItem', partitionKey: keyOf(input) }];
    case 'UpdateCommand':
    case 'UpdateItemCommand':
      return [{ action: 'UpdateItem', partitionKey: keyOf(input) }];
    case 'DeleteCommand':
    case 'DeleteItemCommand':
      return [{ action: 'DeleteItem', partitionKey: keyOf(input) }];
    case 'QueryCommand': {
      const index = indexNamed(input.IndexName);
      return [{ action: 'Query', index, partitionKey: queryPartition(input, index) }];
    }
    case 'BatchWriteCommand':
    case 'BatchWriteItemCommand':
      return Object.values(input.RequestItems as Record<string, Record<string, any>[]>).flatMap((requests) =>
        requests.map((request) => ({ action: 'BatchWriteItem', partitionKey: keyOf(request.PutRequest ?? request.DeleteRequest) })),
      );
    case 'TransactWriteCommand':
    case 'TransactWriteItemsCommand':
      return (input.TransactItems as Record<string, any>[]).flatMap((item) => {
        const [[kind, part]] = Object.entries(item) as [[string, Record<string, any>]];
        const action = { Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', ConditionCheck: 'ConditionCheckItem' }[kind] ?? kind;
        return [{ action, partitionKey: keyOf(part) }];
      });
    default:
      // Scan, batch reads, PartiQL: never granted to any function, so recorded as such and refused below.
      return [{ action: command.replace(/Command$/, ''), partitionKey: undefined }];
  }
}

/** The member of staff every staff scenario acts as; a session of its own for the logout route, which revokes it. */
let staff: StaffRequest;
let leavingStaff: StaffRequest;
/** The provider the integration scenarios and the drain send to (a local fake), and the active integration pointing at it. */
let mailerlite: MailerLiteFake;
let integrationId: string;
/** A lead of this file's table, with a staff note, for the staff lead routes. */
let leadId: string;

const MAILERLITE_TOKEN = 'mlsk-0123456789-table-access-token-7c1d';
const run = randomUUID().slice(0, 8);

beforeAll(async () => {
  // A table of this file's own, seeded as the shared one is (the file's modules read TABLE_NAME on first use).
  process.env.TABLE_NAME = `table-access-${run}`;
  await ensureTable(process.env.AWS_ENDPOINT_URL_DYNAMODB!, process.env.TABLE_NAME);
  const { seedTable } = await import('./data/seed.ts');
  await seedTable();
  // The provider fake answers plain http on 127.0.0.1: an allowed endpoint here, as in the local stack, never deployed.
  process.env.INTEGRATION_TEST_HOSTS = '127.0.0.1';
  [staff, leavingStaff, mailerlite] = await Promise.all([loggedInStaff(), loggedInStaff(), startMailerLiteFake({ token: MAILERLITE_TOKEN })]);
  integrationId = (await createIntegration('Table access list')).id as string;
  const lead = await invokeRoute('POST', '/api/leads', {
    body: { fullName: `Tabitha Access${run}`, email: `tabitha.${run}@example.co.uk`, phone: '+44 7700 900111', country: 'United Kingdom' },
  });
  leadId = lead.json.id as string;
  await invokeRoute('POST', `/api/leads/${leadId}/notes`, { ...staff, body: { text: 'Asked for a call on Monday.' } });
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      recording?.push(...authorisedParts(String(context.commandName), args.input as Record<string, any>));
      return next(args);
    },
    { step: 'initialize', name: 'recordTableAccess' },
  );
}, 60_000);

afterAll(async () => {
  documentClient.middlewareStack.remove('recordTableAccess');
  await mailerlite?.stop();
});

/** IAM StringLike: `*` any text, `?` one character. */
const like = (pattern: string, value: string) =>
  new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`).test(value);

/** The requests a function's declared grants would refuse in AWS. */
function refused(handler: string, requests: Recorded[]): Recorded[] {
  const grants = TABLE_ACCESS[handler] ?? [];
  return requests.filter(
    (request) =>
      !grants.some(
        (grant) =>
          grant.actions.includes(request.action as TableAction) &&
          grant.index === request.index &&
          typeof request.partitionKey === 'string' &&
          grant.keys.some((pattern) => like(pattern, request.partitionKey as string)),
      ),
  );
}

/** Runs a scenario's preparation (requests of other routes) without recording it. */
async function unrecorded<T>(prepare: () => Promise<T>): Promise<T> {
  const saved = recording;
  recording = undefined;
  try {
    return await prepare();
  } finally {
    recording = saved;
  }
}

/** Runs the requests with recording on and returns what they sent to the table. */
async function recorded(run: () => Promise<unknown>): Promise<Recorded[]> {
  recording = [];
  try {
    await run();
    return recording;
  } finally {
    recording = undefined;
  }
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** An active integration sending to this file's MailerLite fake, made through its staff route. */
async function createIntegration(name: string): Promise<Record<string, unknown>> {
  const response = await invokeRoute('POST', '/api/email-integrations', {
    ...staff,
    body: { provider: 'mailerlite', name, apiKey: MAILERLITE_TOKEN, endpoint: mailerlite.apiBase },
  });
  if (response.statusCode !== 201) throw new Error(`create answered ${response.statusCode}: ${response.body}`);
  return response.json as Record<string, unknown>;
}
const email = (who: string) => `${who}.${unique()}@example.co.uk`;
/** A fresh source address per request, so the per-address limits of other test files never interfere. */
const sourceIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

/** Each public route's real paths: the first request, a repeat with the same key, the honeypot, refusals. */
const SCENARIOS: Record<string, () => Promise<unknown>> = {
  'POST /api/leads': async () => {
    const body = { fullName: 'Oliver Grant', email: email('oliver'), phone: '+44 7700 900456', country: 'United Kingdom' };
    const headers = { 'Idempotency-Key': `access-${unique()}` };
    await invokeRoute('POST', '/api/leads', { body, headers, sourceIp: sourceIp() });
    await invokeRoute('POST', '/api/leads', { body, headers, sourceIp: sourceIp() });
    await invokeRoute('POST', '/api/leads', { body: { ...body, website: 'http://spam.example' }, sourceIp: sourceIp() });
    // With round-robin on, the lead takes the roster's turn in its own transaction.
    await unrecorded(async () => {
      await staffCall('GET', '/api/admin/team');
      await staffCall('PUT', '/api/admin/lead-roster', { roundRobin: true });
    });
    await invokeRoute('POST', '/api/leads', { body: { ...body, email: email('oliver') }, sourceIp: sourceIp() });
    await unrecorded(() => staffCall('PUT', '/api/admin/lead-roster', { roundRobin: false }));
  },
  'POST /api/leads/capture': async () => {
    const body = { name: 'Tom Reed', email: email('tom'), page: 'uk-hub', formType: 'uk_guide', gdprConsent: true, source: '/uk' };
    const headers = { 'Idempotency-Key': `access-${unique()}` };
    await invokeRoute('POST', '/api/leads/capture', { body, headers, sourceIp: sourceIp() });
    await invokeRoute('POST', '/api/leads/capture', { body, headers, sourceIp: sourceIp() });
    await invokeRoute('POST', '/api/leads/capture', { body: { ...body, website: 'x' }, sourceIp: sourceIp() });
  },
  'POST /api/tax-report': async () => {
    const body = {
      calculation: calculateTax({ profit: 250_000, method: 'dividend' }),
      timestamp: new Date().toISOString(),
      personalDetails: { name: 'Hannah Price', email: email('hannah'), phone: '+44 7700 900789' },
    };
    const headers = { 'Idempotency-Key': `access-${unique()}` };
    const ip = sourceIp();
    await invokeRoute('POST', '/api/tax-report', { body, headers, sourceIp: ip });
    await invokeRoute('POST', '/api/tax-report', { body, headers, sourceIp: ip });
    // The per-recipient quota refuses the fourth report to one address: the refusal is recorded.
    for (let sent = 0; sent < 4; sent++) await invokeRoute('POST', '/api/tax-report', { body, sourceIp: sourceIp() });
    await invokeRoute('POST', '/api/tax-report', { body: { ...body, website: 'x' }, sourceIp: sourceIp() });
  },
  'POST /api/newsletter': async () => {
    const address = email('reader');
    await invokeRoute('POST', '/api/newsletter', { body: { email: address }, sourceIp: sourceIp() });
    await invokeRoute('POST', '/api/newsletter', { body: { email: address }, sourceIp: sourceIp() });
    await invokeRoute('POST', '/api/newsletter', { body: { email: email('bot'), website: 'x' }, sourceIp: sourceIp() });
  },
  'POST /api/newsletter/confirm': async () => {
    await invokeRoute('POST', '/api/newsletter/confirm', { body: { token: `unknown-${unique()}` }, sourceIp: sourceIp() });
  },
  'GET /api/content/{key}': () => invokeRoute('GET', '/api/content/hero_title'),
  'GET /api/testimonials': () => invokeRoute('GET', '/api/testimonials'),
  'GET /api/tracking-tags/active': () => invokeRoute('GET', '/api/tracking-tags/active'),
  'GET /api/phone-numbers': () => invokeRoute('GET', '/api/phone-numbers'),
  'GET /api/page-content/active': () => invokeRoute('GET', '/api/page-content/active'),
  'GET /api/site-settings': () => invokeRoute('GET', '/api/site-settings'),
  'POST /api/auth/login': async () => {
    await invokeRoute('POST', '/api/auth/login', { body: { username: `nobody-${unique()}`, password: 'Wrong-Passw0rd!' }, sourceIp: sourceIp() });
    // The right password: the enrolled admin gets the code challenge, a new admin the authenticator set-up step.
    const { username, password } = INTEGRATION_ADMIN;
    await invokeRoute('POST', '/api/auth/login', { body: { username, password }, sourceIp: sourceIp() });
    const account = await unrecorded(() => createStaffAccount({ permanentPassword: 'Set-Up-Passw0rd!1', admin: true }));
    await invokeRoute('POST', '/api/auth/login', { body: { username: account.username, password: 'Set-Up-Passw0rd!1' }, sourceIp: sourceIp() });
  },
  'POST /api/auth/new-password': async () => {
    await invokeRoute('POST', '/api/auth/new-password', {
      body: { username: `nobody-${unique()}`, session: `unknown-${unique()}`, newPassword: 'Another-Passw0rd!1' },
      sourceIp: sourceIp(),
    });
    // An operator-created account's first login: the new password, then the authenticator set-up step it opens.
    const ip = sourceIp();
    const account = await unrecorded(() => createStaffAccount({ temporaryPassword: 'Temporary-Passw0rd!1', admin: true }));
    const login = await unrecorded(() =>
      invokeRoute('POST', '/api/auth/login', { body: { username: account.username, password: 'Temporary-Passw0rd!1' }, sourceIp: ip }),
    );
    const body = { username: account.username, newPassword: 'Another-Passw0rd!1', challengeSession: login.json.challengeSession };
    await invokeRoute('POST', '/api/auth/new-password', { body, sourceIp: ip });
  },
  'POST /api/auth/mfa': async () => {
    // The password step of the enrolled admin (not recorded), then a wrong code, the right one, and the used challenge.
    const ip = sourceIp();
    const { username, password, totpSecret } = INTEGRATION_ADMIN;
    const login = await unrecorded(() => invokeRoute('POST', '/api/auth/login', { body: { username, password }, sourceIp: ip }));
    const step = { username: login.json.username, challengeSession: login.json.challengeSession };
    await invokeRoute('POST', '/api/auth/mfa', { body: { ...step, code: wrongTotpCode(totpSecret) }, sourceIp: ip });
    await invokeRoute('POST', '/api/auth/mfa', { body: { ...step, code: totpCode(totpSecret) }, sourceIp: ip });
    await invokeRoute('POST', '/api/auth/mfa', { body: { ...step, code: totpCode(totpSecret) }, sourceIp: ip });
  },
  'POST /api/auth/mfa-setup': async () => {
    // A new admin's password step hands out the set-up step (not recorded); a wrong first code, the right one, again.
    const ip = sourceIp();
    const account = await unrecorded(() => createStaffAccount({ permanentPassword: 'Set-Up-Passw0rd!1', admin: true }));
    const login = await unrecorded(() =>
      invokeRoute('POST', '/api/auth/login', { body: { username: account.username, password: 'Set-Up-Passw0rd!1' }, sourceIp: ip }),
    );
    const step = { username: login.json.username, challengeSession: login.json.challengeSession };
    await invokeRoute('POST', '/api/auth/mfa-setup', { body: { ...step, code: wrongTotpCode(login.json.secretCode) }, sourceIp: ip });
    await invokeRoute('POST', '/api/auth/mfa-setup', { body: { ...step, code: totpCode(login.json.secretCode) }, sourceIp: ip });
    await invokeRoute('POST', '/api/auth/mfa-setup', { body: { ...step, code: totpCode(login.json.secretCode) }, sourceIp: ip });
  },
  'POST /api/auth/logout': () => invokeRoute('POST', '/api/auth/logout', { ...leavingStaff, sourceIp: sourceIp() }),
  // A session renewed (its member's staff record read), and a refresh token Cognito does not know.
  'POST /api/auth/refresh': async () => {
    await invokeRoute('POST', '/api/auth/refresh', { cookies: staff.cookies, sourceIp: sourceIp() });
    await invokeRoute('POST', '/api/auth/refresh', { cookies: [`${REFRESH_COOKIE}=unknown-${unique()}`], sourceIp: sourceIp() });
  },
  'POST /api/vitals': () =>
    invokeRoute('POST', '/api/vitals', { body: { page: '/calculator', device: 'phone', metrics: { LCP: 1200 } }, sourceIp: sourceIp() }),
  // Every kind of beacon, and a day's UTM list filled to its cap: a new value, a listed one, then one counted as "(other)".
  'POST /api/analytics/events': async () => {
    const at = Date.parse('2033-01-01T12:00:00.000Z');
    const send = (body: unknown) => invokeRoute('POST', '/api/analytics/events', { body, timeEpoch: at, sourceIp: sourceIp() });
    for (let i = 0; i <= 50; i++) await send({ type: 'view', page: '/uk-dubai-3', device: 'phone', utm: { campaign: `campaign-${i}` } });
    await send({ type: 'view', page: '/uk-dubai-3', device: 'phone', utm: { source: 'google', medium: 'cpc', campaign: 'campaign-0' } });
    await send({ type: 'click', page: '/uk-dubai-3', device: 'phone', button: 'whatsapp-hero' });
    await send({ type: 'conversion', page: '/uk-dubai-3', device: 'phone', conversion: 'uk-form' });
    await send({ type: 'consent', decision: 'granted' });
  },
};

/** A 1 x 1 PNG: the smallest photograph the upload accepts (its variants are encoded in a moment). */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const testimonial = { name: 'Priya Raman', position: 'MD', company: 'Raman Trading', rating: 5, content: 'Quick and clear.', imageUrl: '', isActive: true };
const pageContent = { sectionId: 'home-header', elementType: 'link', elementId: 'home-header-uk-link', content: 'UK clients: start here', metadata: '/uk/tax-savings' };
const trackingTag = (tagId: string) => ({ name: `GA ${tagId}`, tagType: 'google_analytics', tagId });
const staffCall = (method: string, path: string, body?: unknown) => invokeRoute(method, path, { ...staff, ...(body === undefined ? {} : { body }) });
const created = async (method: string, path: string, body: unknown, field = 'id') => String((await staffCall(method, path, body)).json[field]);
/** Every page of a staff list, as the admin follows x-next-cursor. */
async function everyPage(path: string) {
  let cursor: string | undefined;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const response = await staffCall('GET', cursor ? `${path}${separator}cursor=${encodeURIComponent(cursor)}` : path);
    cursor = response.headers?.['x-next-cursor'] as string | undefined;
  } while (cursor);
}

/** A member of the admin group of its own for a Team view scenario (not recorded: an operator's doing). */
const teamMember = () => unrecorded(() => createStaffAccount({ permanentPassword: 'Team-Member-Passw0rd!1', admin: true }));

/** Each staff route's real paths: success, paging, filters and searches, unknown ids, conflicts. */
const STAFF_SCENARIOS: Record<string, () => Promise<unknown>> = {
  'GET /api/auth/me': () => staffCall('GET', '/api/auth/me'),
  'GET /api/admin/audit': () => everyPage('/api/admin/audit?limit=5'),
  // A person by e-mail, by another spelling of their number (leads, notes, syncs, audit, outbox, newsletter, quotas,
  // tax reports and spam by their sparse keys), and a person nobody holds anything about.
  'GET /api/admin/privacy/person': async () => {
    await staffCall('GET', `/api/admin/privacy/person?email=${encodeURIComponent(`tabitha.${run}@example.co.uk`)}`);
    await staffCall('GET', `/api/admin/privacy/person?phone=${encodeURIComponent('0044 7700 900111')}`);
    await staffCall('GET', `/api/admin/privacy/person?phone=${encodeURIComponent('07700 900111')}`);
    await staffCall('GET', `/api/admin/privacy/person?email=${encodeURIComponent(`nobody.${run}@example.com`)}`);
  },
  'GET /api/admin/privacy/person/export': async () => {
    await staffCall('GET', `/api/admin/privacy/person/export?email=${encodeURIComponent(`tabitha.${run}@example.co.uk`)}&format=json`);
    await staffCall('GET', `/api/admin/privacy/person/export?phone=${encodeURIComponent('07700 900111')}&format=html`);
    // For a logged access request (its action recorded), and for an unknown request (404, nothing exported).
    const requestId = await unrecorded(() =>
      created('POST', '/api/admin/privacy/requests', { type: 'access', requester: { name: 'Tabitha Access', email: `tabitha.${run}@example.co.uk` }, verification: { method: 'emailOnRecord' }, receivedOn: '2026-11-01' }),
    );
    await staffCall('GET', `/api/admin/privacy/person/export?email=${encodeURIComponent(`tabitha.${run}@example.co.uk`)}&format=json&requestId=${requestId}`);
    await staffCall('GET', `/api/admin/privacy/person/export?email=${encodeURIComponent(`tabitha.${run}@example.co.uk`)}&format=json&requestId=unknown-${run}`);
  },
  // The data-request log: a request logged, listed (open and closed), answered, closed and reopened, and an unknown one.
  'GET /api/admin/privacy/requests': () => staffCall('GET', '/api/admin/privacy/requests'),
  'POST /api/admin/privacy/requests': () =>
    staffCall('POST', '/api/admin/privacy/requests', { type: 'access', requester: { name: 'Tabitha Access', email: `tabitha.${run}@example.co.uk` }, verification: { method: 'emailOnRecord' }, receivedOn: '2026-11-01' }),
  'PATCH /api/admin/privacy/requests/{id}': async () => {
    const id = await unrecorded(() =>
      created('POST', '/api/admin/privacy/requests', { type: 'erasure', requester: { name: 'Tabitha Erasure', phone: '+44 7700 900111' }, verification: { method: 'phoneOnRecord' }, receivedOn: '2026-11-01' }),
    );
    await staffCall('PATCH', `/api/admin/privacy/requests/${id}`, { status: 'inProgress', checklist: { whatsappChats: true } });
    await staffCall('PATCH', `/api/admin/privacy/requests/${id}`, { status: 'done', outcome: 'Erased everywhere' });
    await staffCall('PATCH', `/api/admin/privacy/requests/${id}`, { status: 'open' });
    await staffCall('PATCH', `/api/admin/privacy/requests/unknown-${run}`, { status: 'done', outcome: 'Nothing' });
  },
  // A person restricted (their leads marked, their address and number marked), restricted again, then lifted; a person
  // nobody holds anything about.
  'PUT /api/admin/privacy/restriction': async () => {
    const rosa = email('rosa');
    await unrecorded(() => invokeRoute('POST', '/api/leads', { body: { fullName: 'Rosa Restrict', email: rosa, phone: '+44 7700 900333', country: 'United Kingdom' }, sourceIp: sourceIp() }));
    await staffCall('PUT', '/api/admin/privacy/restriction', { email: rosa, restricted: true, reason: 'Asked by e-mail' });
    await staffCall('PUT', '/api/admin/privacy/restriction', { phone: '07700 900333', restricted: true, reason: 'Asked again' });
    const objection = await unrecorded(() =>
      created('POST', '/api/admin/privacy/requests', { type: 'objection', requester: { name: 'Rosa Restrict', email: rosa }, verification: { method: 'emailOnRecord' }, receivedOn: '2026-11-01' }),
    );
    await staffCall('PUT', '/api/admin/privacy/restriction', { email: rosa, restricted: true, reason: 'Objected', requestId: objection });
    await staffCall('PUT', '/api/admin/privacy/restriction', { email: rosa, restricted: true, reason: 'Objected', requestId: `unknown-${run}` });
    await staffCall('PUT', '/api/admin/privacy/restriction', { email: rosa, restricted: false });
    await staffCall('PUT', '/api/admin/privacy/restriction', { email: `nobody.${run}@example.com`, restricted: false });
  },
  // A person with a newsletter subscription and a lead synced to a provider withdraws their consent: for an unknown
  // request (404), for a logged one, and again.
  'POST /api/admin/privacy/withdraw-consent': async () => {
    const wendy = email('wendy');
    const lead = await unrecorded(() => invokeRoute('POST', '/api/leads/capture', { body: { name: 'Wendy Withdraw', email: wendy, page: 'uk-hub', formType: 'uk_guide', gdprConsent: true, marketing_opt_in: true, source: '/uk' }, sourceIp: sourceIp() }));
    await unrecorded(() => invokeRoute('POST', '/api/newsletter', { body: { email: wendy }, sourceIp: sourceIp() }));
    const { saveSync } = await import('./data/lead-syncs.ts');
    await unrecorded(() => saveSync({ leadId: lead.json.id, integrationId: `int-${run}`, provider: 'mailerlite', integrationName: 'List', state: 'synced', tries: 1, updatedAt: new Date().toISOString(), providerId: 'ml-1' }));
    const requestId = await unrecorded(() =>
      created('POST', '/api/admin/privacy/requests', { type: 'consentWithdrawn', requester: { name: 'Wendy Withdraw', email: wendy }, verification: { method: 'emailOnRecord' }, receivedOn: '2026-11-01' }),
    );
    await staffCall('POST', '/api/admin/privacy/withdraw-consent', { email: wendy, requestId: `unknown-${run}` });
    await staffCall('POST', '/api/admin/privacy/withdraw-consent', { email: wendy, requestId });
    await staffCall('POST', '/api/admin/privacy/withdraw-consent', { email: wendy });
  },
  // A person with a lead, a capture, a note, a tax report, a newsletter subscription, a spam hit, a restriction and a
  // sync at a provider is erased; then nobody (404).
  'POST /api/admin/privacy/erase': async () => {
    const erin = email('erin');
    const lead = await unrecorded(() => invokeRoute('POST', '/api/leads', { body: { fullName: 'Erin Erase', email: erin, phone: '+44 7700 900444', country: 'United Kingdom' }, sourceIp: sourceIp() }));
    await unrecorded(async () => {
      await invokeRoute('POST', '/api/leads/capture', { body: { name: 'Erin Erase', email: erin, page: 'uk-hub', formType: 'uk_guide', gdprConsent: true, source: '/uk' }, sourceIp: sourceIp() });
      await invokeRoute('POST', '/api/newsletter', { body: { email: erin }, sourceIp: sourceIp() });
      await invokeRoute('POST', '/api/leads', { body: { fullName: 'Erin Erase', email: erin, phone: '+44 7700 900444', website: 'https://spam.example.com' }, sourceIp: sourceIp() });
      await staffCall('POST', `/api/leads/${lead.json.id}/notes`, { text: 'Erase me later.' });
      await staffCall('PUT', '/api/admin/privacy/restriction', { email: erin, restricted: true, reason: 'Objected' });
      const { saveSync } = await import('./data/lead-syncs.ts');
      await saveSync({ leadId: lead.json.id, integrationId: `int-${run}`, provider: 'sendgrid', integrationName: 'List', state: 'synced', tries: 1, updatedAt: new Date().toISOString(), providerId: 'job-1' });
    });
    const requestId = await unrecorded(() =>
      created('POST', '/api/admin/privacy/requests', { type: 'erasure', requester: { name: 'Erin Erase', email: erin }, verification: { method: 'emailOnRecord' }, receivedOn: '2026-11-01' }),
    );
    await staffCall('POST', '/api/admin/privacy/erase', { email: erin, requestId: `unknown-${run}`, confirm: true });
    await staffCall('POST', '/api/admin/privacy/erase', { email: erin, requestId, confirm: true });
    await staffCall('POST', '/api/admin/privacy/erase', { email: erin, confirm: true });
  },
  'GET /api/leads': async () => {
    await everyPage('/api/leads?limit=2');
    await staffCall('GET', '/api/leads?status=new');
    await staffCall('GET', `/api/leads?q=${encodeURIComponent(`tabitha access${run}`)}&status=new`);
    await staffCall('GET', `/api/leads?q=tabitha`);
    await staffCall('GET', `/api/leads?q=${encodeURIComponent(`tabitha.${run}@`)}`);
    await staffCall('GET', `/api/leads?q=${encodeURIComponent('+44 7700 900111')}`);
    await everyPage('/api/leads?view=needs-first-contact&limit=2');
    await staffCall('GET', '/api/leads?view=needs-first-contact&status=new');
    await unrecorded(() => staffCall('PUT', `/api/leads/${leadId}/follow-up`, { at: new Date(Date.now() - 60_000).toISOString(), note: 'Overdue' }));
    await everyPage('/api/leads?view=overdue&limit=1');
    await staffCall('GET', '/api/leads?view=overdue&status=new');
    await staffCall('GET', '/api/leads?view=due-today');
    await staffCall('GET', '/api/leads?view=due-today&status=contacted');
    await unrecorded(async () => {
      await staffCall('GET', '/api/admin/team');
      await staffCall('PATCH', `/api/leads/${leadId}/owner`, { owner: INTEGRATION_ADMIN.username });
    });
    await everyPage('/api/leads?owner=mine&limit=1');
    await staffCall('GET', '/api/leads?owner=mine&status=new');
    await staffCall('GET', '/api/leads?owner=unassigned');
    await staffCall('GET', '/api/leads?owner=unassigned&status=contacted');
  },
  'GET /api/leads/export': async () => {
    await everyPage('/api/leads/export');
    await staffCall('GET', '/api/leads/export?status=contacted');
    await staffCall('GET', `/api/leads/export?q=tabitha&status=new`);
  },
  'GET /api/leads/{id}': async () => {
    await staffCall('GET', `/api/leads/${leadId}`);
    await staffCall('GET', `/api/leads/unknown-${run}`);
  },
  'PATCH /api/leads/{id}/status': async () => {
    await staffCall('PATCH', `/api/leads/${leadId}/status`, { status: 'contacted' });
    await staffCall('PATCH', `/api/leads/${leadId}/status`, { status: 'contacted' });
    await staffCall('PATCH', `/api/leads/${leadId}/status`, { status: 'new' });
    await staffCall('PATCH', `/api/leads/unknown-${run}/status`, { status: 'qualified' });
  },
  // A correction of every kind of field (search keys, counters, outbox), a repeat that changes nothing, an unknown lead.
  'PATCH /api/leads/{id}': async () => {
    const correction = { fullName: `Tabitha Corrected${run}`, email: `tabitha.fixed.${run}@example.co.uk`, phone: '+44 7700 900222', country: 'Ireland', businessActivity: 'Consulting' };
    await staffCall('PATCH', `/api/leads/${leadId}`, correction);
    await staffCall('PATCH', `/api/leads/${leadId}`, correction);
    await staffCall('PATCH', `/api/leads/${leadId}`, { country: '', businessActivity: '' });
    await staffCall('PATCH', `/api/leads/unknown-${run}`, { fullName: 'Nobody Here' });
  },
  'POST /api/leads/{id}/notes': async () => {
    await staffCall('POST', `/api/leads/${leadId}/notes`, { text: 'Sent the price list.' });
    await staffCall('POST', `/api/leads/unknown-${run}/notes`, { text: 'Nobody to call.' });
  },
  'GET /api/admin/overview': () => staffCall('GET', '/api/admin/overview'),
  'POST /api/leads/{id}/contact-attempts': async () => {
    await staffCall('POST', `/api/leads/${leadId}/contact-attempts`, { channel: 'whatsapp' });
    await staffCall('POST', `/api/leads/unknown-${run}/contact-attempts`, { channel: 'call' });
  },
  // A waiting lead's first contact (queue item deleted, counters), a later contact, an unknown lead.
  'POST /api/leads/{id}/contacts': async () => {
    const waiting = await unrecorded(() => invokeRoute('POST', '/api/leads', { body: { fullName: `Carla Contact${run}`, email: `carla.${run}@example.com`, phone: '+971 50 123 4567' }, sourceIp: sourceIp() }));
    await staffCall('POST', `/api/leads/${waiting.json.id}/contacts`, { channel: 'call', outcome: 'Spoke about a free zone licence' });
    await staffCall('POST', `/api/leads/${waiting.json.id}/contacts`, { channel: 'whatsapp' });
    // A contact that moves the follow-up, then one that clears it.
    await staffCall('POST', `/api/leads/${waiting.json.id}/contacts`, { channel: 'call', followUp: { at: '2026-12-01T06:00:00.000Z', note: 'Send the quote' } });
    await staffCall('POST', `/api/leads/${waiting.json.id}/contacts`, { channel: 'call' });
    await staffCall('POST', `/api/leads/unknown-${run}/contacts`, { channel: 'other' });
  },
  // A follow-up set, moved, and set on an unknown lead; cleared, cleared again (nothing to do), and on an unknown lead.
  'PUT /api/leads/{id}/follow-up': async () => {
    await staffCall('PUT', `/api/leads/${leadId}/follow-up`, { at: '2026-12-01T06:00:00.000Z', note: 'Call back' });
    await staffCall('PUT', `/api/leads/${leadId}/follow-up`, { at: '2026-12-02T06:00:00.000Z' });
    await staffCall('PUT', `/api/leads/unknown-${run}/follow-up`, { at: '2026-12-01T06:00:00.000Z' });
  },
  'DELETE /api/leads/{id}/follow-up': async () => {
    await unrecorded(() => staffCall('PUT', `/api/leads/${leadId}/follow-up`, { at: '2026-12-01T06:00:00.000Z', note: 'Call back' }));
    await staffCall('DELETE', `/api/leads/${leadId}/follow-up`);
    await staffCall('DELETE', `/api/leads/${leadId}/follow-up`);
    await staffCall('DELETE', `/api/leads/unknown-${run}/follow-up`);
  },
  // Marked (every counter taken off), marked again (nothing to do), on an unknown lead; unmarked (put back), again.
  'PUT /api/leads/{id}/test': async () => {
    await staffCall('PUT', `/api/leads/${leadId}/test`);
    await staffCall('PUT', `/api/leads/${leadId}/test`);
    await staffCall('PUT', `/api/leads/unknown-${run}/test`);
    await unrecorded(() => staffCall('DELETE', `/api/leads/${leadId}/test`));
  },
  'DELETE /api/leads/{id}/test': async () => {
    await unrecorded(() => staffCall('PUT', `/api/leads/${leadId}/test`));
    await staffCall('DELETE', `/api/leads/${leadId}/test`);
    await staffCall('DELETE', `/api/leads/${leadId}/test`);
    await staffCall('DELETE', `/api/leads/unknown-${run}/test`);
  },
  // Taken, taken again (nothing to do), left unassigned, an owner not on the roster, an unknown lead.
  'PATCH /api/leads/{id}/owner': async () => {
    await unrecorded(async () => {
      await staffCall('GET', '/api/admin/team');
      await staffCall('PATCH', `/api/leads/${leadId}/owner`, { owner: null });
    });
    await staffCall('PATCH', `/api/leads/${leadId}/owner`, { owner: INTEGRATION_ADMIN.username });
    await staffCall('PATCH', `/api/leads/${leadId}/owner`, { owner: INTEGRATION_ADMIN.username });
    await staffCall('PATCH', `/api/leads/${leadId}/owner`, { owner: null });
    await staffCall('PATCH', `/api/leads/${leadId}/owner`, { owner: `nobody-${run}` });
    await staffCall('PATCH', `/api/leads/unknown-${run}/owner`, { owner: null });
  },
  'GET /api/admin/lead-roster': () => staffCall('GET', '/api/admin/lead-roster'),
  'PUT /api/admin/lead-roster': async () => {
    await staffCall('PUT', '/api/admin/lead-roster', { roundRobin: true });
    await staffCall('PUT', '/api/admin/lead-roster', { roundRobin: false });
  },
  'GET /api/admin/first-contact': () => staffCall('GET', '/api/admin/first-contact'),
  'GET /api/admin/contact-template': () => staffCall('GET', '/api/admin/contact-template'),
  'PUT /api/admin/contact-template': () => staffCall('PUT', '/api/admin/contact-template', { whatsappGreeting: 'Hello {firstName}, {staffName} here about {interest}.' }),
  'GET /api/content': () => staffCall('GET', '/api/content'),
  'PUT /api/content/{key}': async () => {
    await staffCall('PUT', '/api/content/hero_title', { title: 'Hero title', content: 'Your Dubai company, set up in days' });
    await staffCall('PUT', `/api/content/unknown_${run}`, { title: 'Nothing', content: 'Nothing' });
  },
  'GET /api/admin/testimonials': () => staffCall('GET', '/api/admin/testimonials'),
  'POST /api/admin/testimonials': () => staffCall('POST', '/api/admin/testimonials', testimonial),
  'PUT /api/admin/testimonials/{id}': async () => {
    const id = await unrecorded(() => created('POST', '/api/admin/testimonials', testimonial));
    await staffCall('PUT', `/api/admin/testimonials/${id}`, { ...testimonial, isActive: false });
    await staffCall('PUT', `/api/admin/testimonials/unknown-${run}`, testimonial);
  },
  'DELETE /api/admin/testimonials/{id}': async () => {
    const id = await unrecorded(() => created('POST', '/api/admin/testimonials', testimonial));
    await staffCall('DELETE', `/api/admin/testimonials/${id}`);
    await staffCall('DELETE', `/api/admin/testimonials/${id}`);
  },
  'GET /api/cms/page-content': () => staffCall('GET', '/api/cms/page-content'),
  'POST /api/cms/page-content': async () => {
    await staffCall('POST', '/api/cms/page-content', pageContent);
    // The element has its item now: a second one is refused (409) and writes nothing.
    await staffCall('POST', '/api/cms/page-content', pageContent);
    await unrecorded(() => staffCall('DELETE', `/api/cms/page-content/${pageContent.elementId}`));
  },
  'PUT /api/cms/page-content/{elementId}': async () => {
    await unrecorded(() => staffCall('POST', '/api/cms/page-content', pageContent));
    await staffCall('PUT', `/api/cms/page-content/${pageContent.elementId}`, { ...pageContent, isActive: false });
    await staffCall('PUT', '/api/cms/page-content/home-hero-title', { ...pageContent, sectionId: 'home-hero', elementType: 'text', elementId: 'home-hero-title', metadata: undefined });
  },
  'DELETE /api/cms/page-content/{elementId}': async () => {
    await unrecorded(() => staffCall('POST', '/api/cms/page-content', pageContent));
    await staffCall('DELETE', `/api/cms/page-content/${pageContent.elementId}`);
    await staffCall('DELETE', `/api/cms/page-content/${pageContent.elementId}`);
  },
  'POST /api/cms/media': async () => {
    const response = await staffCall('POST', '/api/cms/media', { image: ONE_PIXEL_PNG });
    if (response.statusCode !== 201) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
  },
  'GET /api/admin/phone-config': () => staffCall('GET', '/api/admin/phone-config'),
  'PUT /api/admin/phone-config/{configKey}': async () => {
    await staffCall('PUT', '/api/admin/phone-config/premium', { phoneNumber: '+971501112233', displayName: 'Premium line', isActive: true });
    await staffCall('PUT', `/api/admin/phone-config/unknown${run}`, { phoneNumber: '+971501112233', displayName: 'Nobody', isActive: true });
  },
  'GET /api/tracking-tags': () => staffCall('GET', '/api/tracking-tags'),
  'POST /api/tracking-tags': () => staffCall('POST', '/api/tracking-tags', trackingTag('G-TA1001')),
  'PUT /api/tracking-tags/{id}': async () => {
    const id = await unrecorded(() => created('POST', '/api/tracking-tags', trackingTag('G-TA1002')));
    await staffCall('PUT', `/api/tracking-tags/${id}`, { ...trackingTag('G-TA1003'), isActive: false });
    await staffCall('PUT', `/api/tracking-tags/unknown-${run}`, trackingTag('G-TA1004'));
  },
  'DELETE /api/tracking-tags/{id}': async () => {
    const id = await unrecorded(() => created('POST', '/api/tracking-tags', trackingTag('G-TA1005')));
    await staffCall('DELETE', `/api/tracking-tags/${id}`);
    await staffCall('DELETE', `/api/tracking-tags/${id}`);
  },
  'GET /api/performance': async () => {
    await unrecorded(() => invokeRoute('POST', '/api/vitals', { body: { page: '/', device: 'desktop', metrics: { LCP: 900, CLS: 0.01 } } }));
    await staffCall('GET', '/api/performance');
  },
  'GET /api/performance/trend': async () => {
    await unrecorded(() => invokeRoute('POST', '/api/vitals', { body: { page: '/uk', device: 'phone', metrics: { LCP: 1900 } } }));
    await staffCall('GET', '/api/performance/trend');
  },
  'GET /api/admin/analytics': async () => {
    await unrecorded(() => invokeRoute('POST', '/api/analytics/events', { body: { type: 'view', page: '/uk', device: 'desktop', utm: { source: 'google' } }, timeEpoch: Date.parse('2033-02-01T12:00:00.000Z') }));
    await staffCall('GET', '/api/admin/analytics?from=2033-01-01&to=2033-02-01');
  },
  'POST /api/performance/implement': () => staffCall('POST', '/api/performance/implement', { recommendationId: 'defer-marketing-tags' }),
  'POST /api/performance/undo': () => staffCall('POST', '/api/performance/undo', { recommendationId: 'defer-marketing-tags' }),
  'GET /api/email-integrations': () => staffCall('GET', '/api/email-integrations'),
  'POST /api/email-integrations': async () => {
    const id = String((await createIntegration('Another list')).id);
    await unrecorded(() => staffCall('DELETE', `/api/email-integrations/${id}`));
  },
  'POST /api/email-integrations/test-all': () => staffCall('POST', '/api/email-integrations/test-all', {}),
  'PUT /api/email-integrations/{id}': async () => {
    await staffCall('PUT', `/api/email-integrations/${integrationId}`, { name: 'Table access list, renamed' });
    await staffCall('PUT', `/api/email-integrations/unknown-${run}`, { name: 'Nothing' });
  },
  'DELETE /api/email-integrations/{id}': async () => {
    const id = await unrecorded(async () => String((await createIntegration('Short-lived list')).id));
    await staffCall('DELETE', `/api/email-integrations/${id}`);
    await staffCall('DELETE', `/api/email-integrations/${id}`);
  },
  'POST /api/email-integrations/{id}/test': async () => {
    await staffCall('POST', `/api/email-integrations/${integrationId}/test`, {});
    await staffCall('POST', `/api/email-integrations/unknown-${run}/test`, {});
  },
  'POST /api/leads/bulk-sync': async () => {
    await staffCall('POST', '/api/leads/bulk-sync', { leadIds: [leadId, `unknown-${run}`], integrationId });
    await staffCall('POST', '/api/leads/bulk-sync', { leadIds: [leadId], integrationId: `unknown-${run}` });
  },
  'POST /api/leads/{id}/sync/{integrationId}': async () => {
    await staffCall('POST', `/api/leads/${leadId}/sync/${integrationId}`, {});
    await staffCall('POST', `/api/leads/${leadId}/sync/${integrationId}`, {});
    await staffCall('POST', `/api/leads/unknown-${run}/sync/${integrationId}`, {});
  },
  'GET /api/leads/{id}/syncs': async () => {
    await staffCall('GET', `/api/leads/${leadId}/syncs`);
    await staffCall('GET', `/api/leads/unknown-${run}/syncs`);
  },
  'GET /api/admin/refused-requests': async () => {
    await everyPage('/api/admin/refused-requests?limit=1');
  },
  // The Team view: each look enrols the admin group's members this table has no record of yet; every change is tried
  // on a member of its own (never the shared staff account), on one that does not qualify, and on an unknown account.
  'GET /api/admin/team': () => staffCall('GET', '/api/admin/team'),
  'POST /api/admin/team': async () => {
    const username = `invitee-${unique()}`;
    await staffCall('POST', '/api/admin/team', { name: 'Ina Vite', email: `${username}@example.com`, username });
    await staffCall('POST', '/api/admin/team', { name: 'Ina Vite', email: `other-${username}@example.com`, username });
  },
  'POST /api/admin/team/{username}/resend-invitation': async () => {
    const username = `resend-${unique()}`;
    await unrecorded(() => staffCall('POST', '/api/admin/team', { name: 'Rae Send', email: `${username}@example.com`, username }));
    await staffCall('POST', `/api/admin/team/${username}/resend-invitation`);
    await staffCall('POST', `/api/admin/team/${(await teamMember()).username}/resend-invitation`);
    await staffCall('POST', `/api/admin/team/unknown-${run}/resend-invitation`);
  },
  'POST /api/admin/team/{username}/reset-password': async () => {
    await staffCall('POST', `/api/admin/team/${(await teamMember()).username}/reset-password`);
    await staffCall('POST', `/api/admin/team/unknown-${run}/reset-password`);
  },
  'POST /api/admin/team/{username}/disable': async () => {
    const member = await teamMember();
    await staffCall('POST', `/api/admin/team/${member.username}/disable`);
    await staffCall('POST', `/api/admin/team/${member.username}/disable`);
    await staffCall('POST', `/api/admin/team/${INTEGRATION_ADMIN.username}/disable`);
    await staffCall('POST', `/api/admin/team/unknown-${run}/disable`);
  },
  'POST /api/admin/team/{username}/enable': async () => {
    const member = await teamMember();
    await unrecorded(() => staffCall('POST', `/api/admin/team/${member.username}/disable`));
    await staffCall('POST', `/api/admin/team/${member.username}/enable`);
    await staffCall('POST', `/api/admin/team/${member.username}/enable`);
  },
  'POST /api/admin/team/{username}/reset-authenticator': async () => {
    await staffCall('POST', `/api/admin/team/${(await teamMember()).username}/reset-authenticator`);
    await staffCall('POST', `/api/admin/team/unknown-${run}/reset-authenticator`);
  },
};

/** Each background job's real paths. */
const JOB_SCENARIOS: Record<string, () => Promise<unknown>> = {
  // A new lead's outbox (staff e-mail, fan-out to the active integration), then its sync record sent to the provider.
  IntegrationsDrain: async () => {
    await unrecorded(() =>
      invokeRoute('POST', '/api/leads', { body: { fullName: 'Omar Drain', email: `omar.${unique()}@example.ae`, phone: '+971 50 765 4321' } }),
    );
    const { drainOnce } = await import('./integrations/drain.ts');
    await drainOnce();
    // A corrected lead goes out again: its earlier sync record is read (the provider's id kept) and replaced.
    await unrecorded(() => staffCall('PATCH', `/api/leads/${leadId}`, { companyName: `Access Ltd ${unique()}` }));
    await drainOnce();
  },
  // The retention rule: leads created years ago, untouched since (one with a note, an outbox item and a provider copy
  // the provider is asked to delete; one whose address has a kept lead, its sync record deleted instead), anonymised.
  PrivacyRetention: async () => {
    const [{ createLead }, { addLeadNote }, { saveSyncs }] = await Promise.all([import('./data/leads.ts'), import('./data/lead-notes.ts'), import('./data/lead-syncs.ts')]);
    const long = () => new Date('2020-03-01T09:00:00.000Z');
    const oldLead = (email: string, now = long) =>
      createLead({ fullName: 'Rhea Retained', email, phone: '+971 50 765 4321', ipAddress: '203.0.113.9', userAgent: 'Mozilla/5.0' }, { now });
    const shared = `rhea.${unique()}@example.ae`;
    const leads = await unrecorded(async () => {
      const created = [await oldLead(`rhea.${unique()}@example.ae`), await oldLead(shared), await oldLead(shared, () => new Date())];
      await addLeadNote(created[0]!.id, 'No answer.', 'sales@example.ae', { now: long });
      await saveSyncs(created.slice(0, 2).map(({ id }) => ({ leadId: id, integrationId, provider: 'mailerlite' as const, integrationName: 'Table access list', state: 'synced' as const, tries: 1, updatedAt: long().toISOString(), syncedAt: long().toISOString(), providerId: `ml-${id}` })));
      return created;
    });
    const { runRetention } = await import('./privacy/retention.ts');
    const report = await runRetention();
    expect(report.anonymised).toBeGreaterThanOrEqual(2);
    return leads;
  },
  // The morning digest: a member of staff with an overdue follow-up, a lead waiting for its first contact; run twice
  // on one day (the second finds the digest sent).
  MorningDigest: async () => {
    const member = await unrecorded(async () => {
      const { enrolMember } = await import('./data/staff-members.ts');
      const username = `digest-${unique()}`;
      await enrolMember({ username, email: `${username}@example.com`, name: 'Dina Digest', enabled: true }, 'table-access');
      await invokeRoute('POST', '/api/leads', { body: { fullName: 'Walid Waiting', email: email('walid'), phone: '+971 50 765 4321' }, sourceIp: sourceIp() });
      const { changeLeadFollowUp } = await import('./data/lead-follow-ups.ts');
      await changeLeadFollowUp(leadId, { at: new Date(Date.now() - 60_000).toISOString(), note: 'Overdue' }, username);
      return username;
    });
    const { runMorningDigest } = await import('./leads/morning-digest.ts');
    const first = await runMorningDigest();
    const again = await runMorningDigest();
    expect(first.sent).toBeGreaterThan(0);
    expect(again.alreadySent).toBeGreaterThan(0);
    return member;
  },
};

/**
 * The event handlers' runs: SES reports a hard bounce for an address with a lead and a newsletter subscription (its
 * suppression written, the lead marked, the subscription ended).
 */
const EVENT_SCENARIOS: Record<string, () => Promise<unknown>> = {
  EmailEvents: async () => {
    const address = email('bounced');
    await unrecorded(async () => {
      await invokeRoute('POST', '/api/leads', { body: { fullName: 'Bashir Bounced', email: address, phone: '+971 50 765 4321' }, sourceIp: sourceIp() });
      await invokeRoute('POST', '/api/newsletter', { body: { email: address }, sourceIp: sourceIp() });
    });
    const [{ handler }, { bounceEvent, snsEvent }] = await Promise.all([import('./email-events/record.ts'), import('./email-events/ses-events.fixtures.ts')]);
    const report = await handler(snsEvent(bounceEvent(address)));
    expect(report).toMatchObject({ suppressed: 1, leadsMarked: 1, subscriptionsEnded: 1 });
  },
};

/** The kinds of request each job's scenario must make at least, so a scenario that did nothing cannot pass. */
const JOB_ACTIONS: Record<string, string[]> = {
  IntegrationsDrain: ['Query', 'UpdateItem', 'PutItem', 'DeleteItem', 'GetItem'],
  PrivacyRetention: ['Query', 'UpdateItem', 'PutItem', 'DeleteItem', 'GetItem'],
  MorningDigest: ['Query', 'GetItem', 'PutItem'],
};

describe('the declared table access of each route and job covers every request it makes (IAM would allow it)', () => {
  const tableRoutes = ROUTES.filter((route) => route.table !== 'none');
  const scenarioOf = (key: string) => SCENARIOS[key] ?? STAFF_SCENARIOS[key];

  it('has a scenario for every route and job that touches the table', () => {
    expect(tableRoutes.map(routeKey).filter((key) => !scenarioOf(key))).toEqual([]);
    expect(JOBS.map((job) => job.name).filter((name) => !JOB_SCENARIOS[name])).toEqual([]);
    expect(EVENT_HANDLERS.map((eventHandler) => eventHandler.name).filter((name) => !EVENT_SCENARIOS[name])).toEqual([]);
  });

  it.each(EVENT_HANDLERS.map((eventHandler) => [eventHandler.name, eventHandler.handler] as const))(
    'the %s event handler: every table request of a run is allowed by its grants',
    async (name, handler) => {
      const requests = await recorded(EVENT_SCENARIOS[name]!);

      expect(requests.map((request) => request.action)).toEqual(expect.arrayContaining(['Query', 'UpdateItem', 'DeleteItem']));
      expect(refused(handler, requests)).toEqual([]);
    },
  );

  it.each(tableRoutes.map((route) => [routeKey(route), route.handler] as const))(
    '%s: every table request of its paths is allowed by its grants',
    async (key, handler) => {
      // Act
      const requests = await recorded(scenarioOf(key)!);

      // Assess: it did use the table, and IAM would have allowed each request
      expect(requests.length).toBeGreaterThan(0);
      expect(refused(handler, requests)).toEqual([]);
    },
  );

  it.each(JOBS.map((job) => [job.name, job.handler] as const))(
    'the %s job: every table request of a run is allowed by its grants',
    async (name, handler) => {
      // Act
      const requests = await recorded(JOB_SCENARIOS[name]!);

      // Assess: the run did its work (the drain claims, sends and deletes; the retention rule anonymises and deletes; the
      // digest reads and records what it sent), and IAM would have allowed each request
      expect(requests.map((request) => request.action)).toEqual(expect.arrayContaining(JOB_ACTIONS[name]!));
      expect(refused(handler, requests)).toEqual([]);
    },
  );

  it('would catch a request outside the grants (a lead form updating a lead, a testimonial route writing an integration)', () => {
    expect(refused('leads/create.ts', [{ action: 'UpdateItem', partitionKey: 'LEAD#6f1c2a' }])).toHaveLength(1);
    expect(refused('testimonials/list-active.ts', [{ action: 'Query', index: 'byState', partitionKey: 'LEAD#new' }])).toHaveLength(1);
    expect(refused('testimonials/update.ts', [{ action: 'PutItem', partitionKey: 'INTEGRATION#0b9d' }])).toHaveLength(1);
    expect(refused('testimonials/update.ts', [{ action: 'PutItem', partitionKey: 'AUDIT#integration#0b9d' }])).toHaveLength(1);
    expect(refused('leads/list.ts', [{ action: 'PutItem', partitionKey: 'LEAD#6f1c2a' }])).toHaveLength(1);
    expect(refused('leads/bulk-sync.ts', [{ action: 'BatchWriteItem', partitionKey: 'LEAD#6f1c2a' }])).toHaveLength(1);
  });
});
