/**
 * The local table does not enforce IAM, so a grant missing from functions/table-access.ts would only fail in AWS. Here
 * every public route that touches the table runs its real paths (first request, repeat, honeypot, refusals) against
 * DynamoDB Local while a middleware on the one document client records each request it sends; every recorded
 * request (each item of a transaction on its own) must be allowed by the route's declared grants: the action, the
 * table or index, and the partition key matching one of the grant's LeadingKeys patterns.
 */
import { calculateTax } from '#shared/uk/tax-engine.ts';
import { documentClient } from './lib/clients/dynamodb.ts';
import { TABLE_KEYS, type IndexName } from './data/table.ts';
import { ROUTES, routeKey } from './routes.ts';
import { PUBLIC_TABLE_ACCESS, type TableAction } from './table-access.ts';
import { invokeRoute } from './test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from './test/staff-session.ts';

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
    case 'TransactWriteCommand':
    case 'TransactWriteItemsCommand':
      return (input.TransactItems as Record<string, any>[]).flatMap((item) => {
        const [[kind, part]] = Object.entries(item) as [[string, Record<string, any>]];
        const action = { Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', ConditionCheck: 'ConditionCheckItem' }[kind] ?? kind;
        return [{ action, partitionKey: keyOf(part) }];
      });
    default:
      // Scan, batches, PartiQL: never granted to a public function, so recorded as such and refused below.
      return [{ action: command.replace(/Command$/, ''), partitionKey: undefined }];
  }
}

/** A staff session of its own, logged in before recording starts, for the logout route. */
let staff: StaffRequest;

beforeAll(async () => {
  staff = await loggedInStaff();
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      recording?.push(...authorisedParts(String(context.commandName), args.input as Record<string, any>));
      return next(args);
    },
    { step: 'initialize', name: 'recordTableAccess' },
  );
});

afterAll(() => {
  documentClient.middlewareStack.remove('recordTableAccess');
});

/** IAM StringLike: `*` any text, `?` one character. */
const like = (pattern: string, value: string) =>
  new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`).test(value);

/** The requests a route's declared grants would refuse in AWS. */
function refused(handler: string, requests: Recorded[]): Recorded[] {
  const grants = PUBLIC_TABLE_ACCESS[handler] ?? [];
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
  'POST /api/auth/login': () =>
    invokeRoute('POST', '/api/auth/login', { body: { username: `nobody-${unique()}`, password: 'Wrong-Passw0rd!' }, sourceIp: sourceIp() }),
  'POST /api/auth/new-password': () =>
    invokeRoute('POST', '/api/auth/new-password', {
      body: { username: `nobody-${unique()}`, session: `unknown-${unique()}`, newPassword: 'Another-Passw0rd!1' },
      sourceIp: sourceIp(),
    }),
  'POST /api/auth/logout': () => invokeRoute('POST', '/api/auth/logout', { ...staff, sourceIp: sourceIp() }),
  'POST /api/vitals': () =>
    invokeRoute('POST', '/api/vitals', { body: { page: '/calculator', device: 'phone', metrics: { LCP: 1200 } }, sourceIp: sourceIp() }),
};

describe('the declared table access of each public route covers every request it makes (IAM would allow it)', () => {
  const publicTableRoutes = ROUTES.filter((route) => route.access === 'public' && route.table !== 'none');

  it('has a scenario for every public route that touches the table', () => {
    expect(publicTableRoutes.map(routeKey).filter((key) => !SCENARIOS[key])).toEqual([]);
  });

  it.each(publicTableRoutes.map((route) => [routeKey(route), route.handler] as const))(
    '%s: every table request of its paths is allowed by its grants',
    async (key, handler) => {
      // Act
      const requests = await recorded(SCENARIOS[key]!);

      // Assess: it did use the table, and IAM would have allowed each request
      expect(requests.length).toBeGreaterThan(0);
      expect(refused(handler, requests)).toEqual([]);
    },
  );

  it('would catch a request outside the grants (an UpdateItem of a lead from the lead form)', () => {
    expect(refused('leads/create.ts', [{ action: 'UpdateItem', partitionKey: 'LEAD#6f1c2a' }])).toHaveLength(1);
    expect(refused('testimonials/list-active.ts', [{ action: 'Query', index: 'byState', partitionKey: 'LEAD#new' }])).toHaveLength(1);
  });
});
