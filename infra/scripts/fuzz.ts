/**
 * `npm run fuzz`: random and hostile requests against every route of the route table, through the local stack (the
 * same HTTP server, handler stack and DynamoDB Local as `npm start`): the public routes as anybody, then the staff
 * routes mostly with a logged-in staff session (its cookies and CSRF header; the rest without, or with a forged one),
 * as a stolen session or a careless member of staff would send them. Per route it sends FUZZ_COUNT requests
 * (default 10,000) with random bodies (wrong types, huge and deep JSON, broken JSON, control characters, prototype
 * keys, the honeypot), random headers (content types, forged CloudFront headers and origin secret, bad idempotency
 * keys, cookies) and mangled paths (malformed percent-encoding, traversal, long segments). It prints, per route, the
 * count of answers by status, and exits 1 listing every 5xx answer and dropped connection.
 *
 * Kept out of `npm test`: it is a load run (minutes). It starts its own stack on a free port with a fresh data folder
 * and RATE_LIMIT_MULTIPLIER raised (one address sends everything), and stops it at the end. The site is not what is
 * fuzzed: without a built site (dist/web) a one-page placeholder is served.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CSRF_HEADER } from '#shared/admin/api-contract.ts';
import { HONEYPOT_FIELD } from '#shared/public-forms/honeypot.ts';
import { distributionsOf, ROUTES, type Route } from '#functions/routes.ts';
import { startLocalStack } from '../local/stack.ts';
import { staffHeaders } from './staff-login.ts';

const COUNT = Number(process.env.FUZZ_COUNT ?? 10_000);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 16);
const root = resolve(import.meta.dirname, '../..');

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;
const chance = (percent: number) => randomInt(100) < percent;

const HOSTILE_STRINGS = [
  '',
  ' ',
  'a'.repeat(5000),
  '\u0000\u0001\u0002',
  '\u202e\u200b\ufeff',
  '😀'.repeat(50),
  'Łukasz Şahin 王小明 محمد',
  "'; DROP TABLE leads; --",
  '<script>alert(1)</script>',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '%E0%A4%A',
  'http://evil.example/?q=1',
  'amira@example.com',
  '+44 7700 900123',
  '\ud800',
  'NaN',
  '-1',
  '1e309',
];
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  null,
  true,
  0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER,
  [],
  {},
  [1, 'a', null],
  { $ne: null },
  { __proto__: { polluted: true } },
];

/** A plausible field name: the route's real fields and others a bot would try. */
const FIELD_NAMES = [
  'fullName', 'name', 'email', 'phone', 'country', 'attribution', 'page', 'formType', 'gdprConsent', 'marketing_opt_in',
  'source', 'calculation', 'personalDetails', 'timestamp', 'username', 'password', 'challengeSession', 'newPassword',
  'metrics', 'device', 'income', 'extractionMethod', 'company', 'revenue', '__proto__', 'constructor', HONEYPOT_FIELD,
  // The staff routes' fields.
  'status', 'text', 'note', 'outcome', 'channel', 'ownerUsername', 'dueAt', 'provider', 'apiKey', 'listId', 'endpoint',
  'value', 'content', 'key', 'isActive', 'template', 'enabled', 'roundRobin', 'code', 'group', 'leadIds', 'fields',
];

function randomValue(depth = 0): unknown {
  if (depth > 3 || chance(60)) return pick(HOSTILE_VALUES);
  if (chance(50)) return Array.from({ length: randomInt(4) }, () => randomValue(depth + 1));
  return randomObject(depth + 1);
}

function randomObject(depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = randomInt(8); i > 0; i--) object[pick(FIELD_NAMES)] = randomValue(depth);
  return object;
}

/** A body that is usually close to a real form (so validation passes sometimes) and often broken. */
function randomBody(): string | Buffer | undefined {
  const kind = randomInt(10);
  if (kind === 0) return undefined;
  if (kind === 1) return randomBytes(randomInt(1, 2000));
  if (kind === 2) return '{"fullName":'; // broken JSON
  if (kind === 3) return '['.repeat(5000) + ']'.repeat(5000); // deep nesting
  if (kind === 4) return JSON.stringify('x'.repeat(randomInt(1, 40_000))); // large
  if (kind === 5) return JSON.stringify(pick(HOSTILE_VALUES));
  const body = randomObject();
  if (kind === 6) {
    Object.assign(body, {
      fullName: 'Fuzz Person', name: 'Fuzz Person', email: `fuzz${randomInt(1e9)}@example.com`, phone: '+44 7700 900123',
      page: 'uk-hub', formType: pick(['uk_guide', 'consultation', 'report_request', 'lead', 'spam']), gdprConsent: true,
    });
  }
  if (kind === 7) {
    // The analytics beacon's shapes (issue 26) with hostile pages, buttons and UTM values, usually without the random
    // fields (its schema is strict): the UTM values are its only free text, and they become counter names in the table.
    const type = pick(['view', 'click', 'conversion', 'consent', 'purchase']);
    const beacon = {
      type,
      ...(type === 'consent' ? {} : { page: pick(['/uk-dubai-3', '/uk-dubai-4', ...HOSTILE_STRINGS]), device: pick(['phone', 'desktop', 'tablet']) }),
      ...(type === 'click' ? { button: pick(['whatsapp-hero', ...HOSTILE_STRINGS]) } : {}),
      ...(type === 'conversion' ? { conversion: pick(['uk-form', 'newsletter', ...HOSTILE_STRINGS]) } : {}),
      ...(type === 'consent' ? { decision: pick(['granted', 'refused', 'maybe']) } : {}),
      ...(type === 'view' ? { utm: { source: pick(HOSTILE_STRINGS), medium: pick(HOSTILE_STRINGS), campaign: pick(HOSTILE_VALUES) } } : {}),
    };
    return JSON.stringify(chance(80) ? beacon : Object.assign(body, beacon));
  }
  return JSON.stringify(body);
}

function randomHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  headers['content-type'] = pick(['application/json', 'application/json; charset=utf-8', 'text/plain', 'multipart/form-data', '', 'application/x-www-form-urlencoded']);
  if (chance(30)) headers['idempotency-key'] = pick([randomBytes(8).toString('hex'), 'x'.repeat(300), '../../', '  ', 'cl\u00e9']);
  if (chance(20)) headers['cloudfront-viewer-address'] = pick(['1.2.3.4:443', '::1:80', 'garbage', '']);
  if (chance(20)) headers['cloudfront-viewer-country'] = pick(['GB', 'XX', '<x>', '']);
  if (chance(20)) headers['x-origin-verify'] = pick(['guess', '', randomBytes(24).toString('base64url')]);
  if (chance(20)) headers.origin = pick(['https://evil.example', 'null', 'http://localhost']);
  if (chance(20)) headers.cookie = pick(['__Host-session=abc', '__Host-session=' + 'a'.repeat(4000), '__Host-csrf=1; __Secure-refresh=2', '=;=;']);
  if (chance(10)) headers['x-csrf-token'] = pick(['1', '', 'a'.repeat(100)]);
  if (chance(10)) headers['user-agent'] = pick(HOSTILE_STRINGS.filter((value) => !/[\u0000-\u001f\u007f-\uffff]/.test(value)));
  return headers;
}

/** The route's path with its parameters filled, sometimes mangled. */
function randomPath(route: Route): string {
  const parameter = () =>
    pick(['hero_title', 'x', 'a'.repeat(300), '%E0%A4%A', '%2e%2e%2f', '%00', encodeURIComponent('王'), '..', '%', '%zz']);
  let path = route.path.replace(/\{[^}]+\}/g, parameter);
  if (chance(10)) path += pick(['%E0%A4%A', '/', '/../x', '?q=' + 'a'.repeat(2000), '?cursor=%ff', '?a=1&a=2', '%']);
  else if (route.access === 'admin' && route.method === 'GET' && chance(50)) {
    // The staff lists' and reports' filters, each sometimes nonsense.
    path += pick([
      '?status=closed&show=needs-first-contact', '?owner=mine&status=%00', '?show=overdue&q=amira', '?owner=unassigned&show=due-today',
      '?from=2026-13-45&to=x', '?from=2020-01-01&to=2031-12-31', '?from=2026-11-01&to=2026-10-01', '?limit=-1&cursor=abc',
      '?cursor=' + randomBytes(40).toString('base64url'), '?q=' + encodeURIComponent('王 %_*'), '?format=xlsx&status=new', '?view=sync',
    ]);
  }
  return path;
}

/**
 * A staff route's request headers: nine in ten carry the staff session (its cookies, its CSRF header and the admin's
 * origin), one in ten of those with a forged CSRF header; the rest keep the random ones (no session, a forged cookie).
 */
function withSession(headers: Record<string, string>, session: Record<string, string>, adminUrl: URL): Record<string, string> {
  if (chance(10)) return headers;
  const sent: Record<string, string> = { ...headers, ...session, origin: adminUrl.origin };
  // Mostly JSON, so the request passes the CSRF guard (which refuses any other body) and reaches the route's validation.
  if (chance(80)) sent['content-type'] = 'application/json';
  if (chance(10)) sent[CSRF_HEADER] = pick(['', 'forged', 'a'.repeat(100)]);
  return sent;
}

type Outcome = { status: number } | { dropped: string };

function send(base: URL, method: string, path: string, headers: Record<string, string>, body: string | Buffer | undefined): Promise<Outcome> {
  return new Promise((done) => {
    // A header value Node's client itself refuses to send is not a request the server can receive: counted as dropped.
    let request: ReturnType<typeof httpRequest>;
    try {
      request = httpRequest(
      { host: base.hostname, port: base.port, method, path, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) }, timeout: 30_000 },
      (response) => {
        response.resume();
        response.on('end', () => done({ status: response.statusCode ?? 0 }));
        response.on('error', (error) => done({ dropped: error.message }));
      },
      );
    } catch (error) {
      done({ dropped: `not sent: ${(error as Error).message}` });
      return;
    }
    request.on('timeout', () => request.destroy(new Error('timed out after 30 s')));
    request.on('error', (error) => done({ dropped: error.message }));
    request.end(body);
  });
}

function placeholderSite(): string {
  const built = join(root, 'dist/web');
  if (existsSync(join(built, 'index.html'))) return built;
  const dir = mkdtempSync(join(tmpdir(), 'fuzz-site-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>fuzz</title>');
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>404</title>');
  return dir;
}

process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
// One address sends every request; the limits themselves are proven by rate-limit.int.test.ts.
process.env.RATE_LIMIT_MULTIPLIER = process.env.RATE_LIMIT_MULTIPLIER ?? '1000000';
const admin = { username: 'fuzz-admin', password: 'Fuzz-Passw0rd!-' + randomBytes(4).toString('hex') };
const stack = await startLocalStack({ port: 0, dataDir: mkdtempSync(join(tmpdir(), 'fuzz-')), webRoot: placeholderSite(), admin });
const failures: string[] = [];
const started = Date.now();
try {
  // The public routes first: the staff routes' random writes (a member disabled, content deleted) must not change what
  // the public routes are sent. The session's routes (logout among them) are public routes, so the staff session
  // taken after them lasts through the staff routes.
  const publicRoutes = ROUTES.filter((route) => route.access === 'public');
  const staffRoutes = ROUTES.filter((route) => route.access === 'admin');
  let session: Record<string, string> | undefined;
  for (const route of [...publicRoutes, ...staffRoutes]) {
    if (route.access === 'admin') session ??= await staffHeaders(stack.adminUrl, admin);
    // Each through the host that serves it: the staff session's routes (login, refresh...) only on the admin host.
    const base = new URL(distributionsOf(route).includes('public') ? stack.url : stack.adminUrl);
    const counts = new Map<string, number>();
    let next = 0;
    const routeStarted = Date.now();
    const worker = async () => {
      while (next < COUNT) {
        next++;
        const path = randomPath(route);
        const method = chance(95) ? route.method : pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
        const body = method === 'GET' && chance(80) ? undefined : randomBody();
        const outcome = await send(base, method, path, route.access === 'admin' ? withSession(randomHeaders(), session!, base) : randomHeaders(), body);
        const label = 'status' in outcome ? String(outcome.status) : 'dropped';
        counts.set(label, (counts.get(label) ?? 0) + 1);
        if ('dropped' in outcome || outcome.status >= 500) {
          failures.push(`${route.method} ${route.path}: ${method} ${path.slice(0, 120)} -> ${'status' in outcome ? outcome.status : outcome.dropped}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const summary = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([status, count]) => `${status}: ${count}`).join(', ');
    console.log(`${route.method} ${route.path} (${COUNT} requests, ${((Date.now() - routeStarted) / 1000).toFixed(1)} s) -> ${summary}`);
  }
} finally {
  await stack.stop();
}
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
if (failures.length) {
  console.error(`${failures.length} answers were 5xx or dropped connections:\n${failures.slice(0, 200).join('\n')}`);
  process.exit(1);
}
console.log('No 5xx answer and no dropped connection.');
