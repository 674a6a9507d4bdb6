/**
 * The one way provider clients call a provider: fetch with a time limit, JSON in and out, and every failure turned
 * into a ProviderError that says whether trying again can help (429, 5xx, network) and when (Retry-After,
 * X-RateLimit-Reset), with the provider's own message.
 *
 * What leaves and what comes back is guarded: only https is called (plain http only on a host of
 * INTEGRATION_TEST_HOSTS, which the local stack and the tests set and no deployed function has); no redirect is
 * followed (a 3xx is a failure, so a key never follows a Location header); and the provider's words shown to staff
 * are cut to PROVIDER_MESSAGE_MAX characters with everything we sent (key, Authorization, form values, body) blanked.
 */
import { INTEGRATION_MESSAGES, isProviderEndpoint, isTestHost } from '#shared/admin/integration-rules.ts';
import type { IntegrationProvider } from '#shared/admin/integrations-contract.ts';

/** How long one provider call may take before it counts as a (transient) failure. */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** The most characters of a provider's answer staff are shown. */
export const PROVIDER_MESSAGE_MAX = 300;

/**
 * The hosts where the local provider fakes run (INTEGRATION_TEST_HOSTS, comma-separated 'host' or 'host:port'): set
 * by the local stack and the tests only. CDK never sets it, which infra/test/integration-secrets.test.ts proves.
 */
export function integrationTestHosts(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.INTEGRATION_TEST_HOSTS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export class ProviderError extends Error {
  readonly status: number | undefined;
  /** True for 429, 5xx and network failures: the same request may succeed later. */
  readonly transient: boolean;
  /** The wait the provider asked for, in milliseconds, when it said. */
  readonly retryAfterMs?: number;

  constructor(message: string, status: number | undefined, transient: boolean, retryAfterMs?: number) {
    super(message);
    this.name = 'ProviderError';
    this.status = status;
    this.transient = transient;
    this.retryAfterMs = retryAfterMs;
  }
}

/** The wait a 429/503 asks for: Retry-After (seconds or an HTTP date) or X-RateLimit-Reset (epoch seconds). */
export function retryAfterMs(headers: Headers, now: Date = new Date()): number | undefined {
  const retryAfter = headers.get('retry-after');
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.max(0, at - now.getTime());
  }
  const reset = Number(headers.get('x-ratelimit-reset'));
  if (reset > 0) return Math.max(0, reset * 1000 - now.getTime());
  return undefined;
}

/**
 * The provider's own words in an error body, whatever its shape (each provider has its own), with whatever the
 * request sent blanked first, then cut to PROVIDER_MESSAGE_MAX characters.
 */
export function providerMessage(body: unknown, fallback: string, request?: ProviderRequest): string {
  const words = wordsOf(body, fallback);
  return (request ? withoutOurRequest(words, request) : words).slice(0, PROVIDER_MESSAGE_MAX);
}

function wordsOf(body: unknown, fallback: string): string {
  if (typeof body === 'string' && body.trim()) return body.trim();
  if (!body || typeof body !== 'object') return fallback;
  const b = body as Record<string, unknown>;
  // SendGrid: { errors: [{ field, message }] }; MailerLite: { message, errors: { field: [..] } }
  if (Array.isArray(b.errors) && b.errors.length) {
    return (b.errors as { message?: string; field?: string }[])
      .map((e) => [e.field, e.message].filter(Boolean).join(': '))
      .join('; ');
  }
  // Zoho CRM record errors: { data: [{ code, message, details: { api_name } }] }
  if (Array.isArray(b.data) && b.data.length && typeof (b.data[0] as { message?: unknown }).message === 'string') {
    const first = b.data[0] as { code?: string; message: string; details?: { api_name?: string } };
    return `${first.code ? `${first.code}: ` : ''}${first.message}${first.details?.api_name ? ` (${first.details.api_name})` : ''}`;
  }
  // Mailchimp problem details: { title, detail }
  if (typeof b.detail === 'string') return `${typeof b.title === 'string' ? `${b.title}: ` : ''}${b.detail}`;
  if (typeof b.message === 'string') return b.message;
  // Zoho OAuth: { error: 'invalid_code' }; Zoho CRM: { code, message, details }
  if (typeof b.error === 'string') return b.error;
  return fallback;
}

export type ProviderRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  /** application/x-www-form-urlencoded instead of JSON (Zoho's token endpoint). */
  form?: Record<string, string>;
  now?: Date;
};

/**
 * Everything of our request an answer must not repeat: every header value we set (and each word of it, so the
 * token of `Bearer <token>`), the user name and password inside Basic credentials, the form's values and the body.
 */
function sentSecrets(request: ProviderRequest): string[] {
  const found: string[] = [];
  for (const value of Object.values(request.headers)) {
    found.push(value, ...value.split(/\s+/));
    const [scheme, encoded] = value.split(/\s+/);
    if (scheme?.toLowerCase() === 'basic' && encoded) {
      const decoded = Buffer.from(encoded, 'base64').toString('utf8');
      found.push(decoded, ...decoded.split(':'));
    }
  }
  if (request.form) {
    found.push(new URLSearchParams(request.form).toString());
    // The grant type names the protocol step ('refresh_token'), not a secret.
    found.push(...Object.entries(request.form).filter(([name]) => name !== 'grant_type').map(([, value]) => value));
  }
  if (request.body !== undefined) found.push(JSON.stringify(request.body));
  // Short pieces (a scheme name, a user name like 'any') say nothing secret and would blank ordinary words.
  return [...new Set(found)].filter((piece) => piece.length >= 8).sort((a, b) => b.length - a.length);
}

/** The provider's message with whatever we sent blanked, cut to PROVIDER_MESSAGE_MAX characters. */
export function withoutOurRequest(message: string, request: ProviderRequest): string {
  let clean = message;
  for (const secret of sentSecrets(request)) clean = clean.split(secret).join('••••');
  return clean.slice(0, PROVIDER_MESSAGE_MAX);
}

/** https, or plain http on a test host; never an address with user info. */
function mayCall(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  if (parsed.username || parsed.password) return false;
  if (parsed.protocol === 'https:') return true;
  return parsed.protocol === 'http:' && isTestHost(parsed, integrationTestHosts());
}

/** Calls the provider; answers the parsed JSON (or undefined) and status, or throws ProviderError. */
export async function callProvider<T>(request: ProviderRequest): Promise<{ status: number; body: T; headers: Headers }> {
  if (!mayCall(request.url)) throw new ProviderError(INTEGRATION_MESSAGES.endpointRefused, undefined, false);
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: {
        Accept: 'application/json',
        ...(request.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(request.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        ...request.headers,
      },
      body: request.form ? new URLSearchParams(request.form).toString() : request.body === undefined ? undefined : JSON.stringify(request.body),
      // A redirect is an answer, never followed: the key must not go wherever a Location header points.
      redirect: 'manual',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderError(`The provider could not be reached (${(error as Error).name})`, undefined, true);
  }
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    await response.body?.cancel().catch(() => undefined);
    throw new ProviderError(INTEGRATION_MESSAGES.redirectRefused, response.status || undefined, false);
  }
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  if (!response.ok) {
    const transient = response.status === 429 || response.status >= 500;
    throw new ProviderError(
      providerMessage(body, `${response.status} ${response.statusText}`.trim(), request),
      response.status,
      transient,
      retryAfterMs(response.headers, request.now),
    );
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** The base address without a trailing slash. */
export const baseOf = (url: string) => url.replace(/\/+$/, '');

/**
 * The base address to call: the integration's endpoint when it is one of the provider's own addresses (or a test
 * host), else the provider's default. A stored endpoint that is neither (set before the rule) is refused before any
 * request, so the key is not sent to it.
 */
export function providerBase(provider: IntegrationProvider, endpoint: string | undefined, fallback: string): string {
  if (!endpoint) return baseOf(fallback);
  if (!isProviderEndpoint(provider, endpoint, { testHosts: integrationTestHosts() }))
    throw new ProviderError(INTEGRATION_MESSAGES.endpointRefused, undefined, false);
  return baseOf(endpoint);
}
