import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callProvider, ProviderError, providerBase, providerMessage, retryAfterMs } from './provider-http.ts';

const now = new Date('2026-03-01T10:00:00Z');

describe('when a provider asks us to come back', () => {
  it('reads Retry-After in seconds', () => {
    expect(retryAfterMs(new Headers({ 'Retry-After': '30' }), now)).toBe(30_000);
  });

  it('reads Retry-After as an HTTP date', () => {
    expect(retryAfterMs(new Headers({ 'Retry-After': 'Sun, 01 Mar 2026 10:02:00 GMT' }), now)).toBe(120_000);
  });

  it("reads SendGrid's X-RateLimit-Reset (epoch seconds)", () => {
    expect(retryAfterMs(new Headers({ 'X-RateLimit-Reset': String(now.getTime() / 1000 + 45) }), now)).toBe(45_000);
  });

  it('says nothing when the provider said nothing', () => {
    expect(retryAfterMs(new Headers(), now)).toBeUndefined();
  });
});

describe("the provider's own words", () => {
  it.each([
    ['SendGrid', { errors: [{ field: 'contacts[0].email', message: 'email is invalid' }] }, 'contacts[0].email: email is invalid'],
    ['Mailchimp', { title: 'API Key Invalid', detail: 'Your API key may be invalid.' }, 'API Key Invalid: Your API key may be invalid.'],
    ['MailerLite', { message: 'Unauthenticated.' }, 'Unauthenticated.'],
    ['Zoho OAuth', { error: 'invalid_code' }, 'invalid_code'],
    ['Zoho CRM', { data: [{ code: 'MANDATORY_NOT_FOUND', message: 'required field not found', details: { api_name: 'Last_Name' } }] }, 'MANDATORY_NOT_FOUND: required field not found (Last_Name)'],
    ['a plain text body', 'Bad Gateway', 'Bad Gateway'],
  ])('are read from a %s error', (_name, body, expected) => {
    expect(providerMessage(body, 'fallback')).toBe(expected);
  });

  it('fall back to the status when the body says nothing', () => {
    expect(providerMessage(undefined, '503 Service Unavailable')).toBe('503 Service Unavailable');
  });
});

/** A server on this machine that records what reaches it and answers with `answer`. */
async function listener(answer: (request: IncomingMessage, body: string) => { status: number; headers?: Record<string, string>; body?: string }) {
  const received: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    received.push({ url: request.url ?? '', headers: request.headers, body });
    const reply = answer(request, body);
    response.writeHead(reply.status, reply.headers);
    response.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function failureOf(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error('expected a ProviderError');
}

describe('what a provider call sends and shows', () => {
  const KEY = 'mlsk-the-stored-key-0123456789';
  let hosts: string | undefined;
  beforeEach(() => {
    hosts = process.env.INTEGRATION_TEST_HOSTS;
    process.env.INTEGRATION_TEST_HOSTS = '127.0.0.1';
  });
  afterEach(() => {
    if (hosts === undefined) delete process.env.INTEGRATION_TEST_HOSTS;
    else process.env.INTEGRATION_TEST_HOSTS = hosts;
  });

  it('does not follow a redirect: the key never reaches the address a Location header names', async () => {
    // Prepare
    const elsewhere = await listener(() => ({ status: 200, body: '{}' }));
    const redirecting = await listener(() => ({ status: 302, headers: { Location: `${elsewhere.origin}/steal` } }));

    // Act
    const error = await failureOf(callProvider({ method: 'GET', url: `${redirecting.origin}/api/groups`, headers: { Authorization: `Bearer ${KEY}` } }));

    // Assess: the redirect was answered (so a follow would have happened by now), and nothing reached the other server.
    expect([error.status, error.transient, error.message]).toEqual([302, false, 'The provider answered with a redirect, which is not followed']);
    expect(redirecting.received).toHaveLength(1);
    expect(elsewhere.received).toEqual([]);
    await Promise.all([elsewhere.stop(), redirecting.stop()]);
  });

  it('shows staff at most 300 characters of an error, with our key, Authorization header and body blanked', async () => {
    // Prepare: a server that echoes everything it was sent, at length.
    const echo = await listener((request, body) => ({
      status: 400,
      headers: { 'Content-Type': 'text/plain' },
      body: `Bad request. You sent Authorization: ${request.headers.authorization} and ${body} ${'padding '.repeat(100)}`,
    }));
    const sent = { email: 'omar@example.ae', fields: { name: 'Omar' } };

    // Act
    const error = await failureOf(
      callProvider({ method: 'POST', url: `${echo.origin}/api/subscribers`, headers: { Authorization: `Bearer ${KEY}` }, body: sent }),
    );

    // Assess
    expect(error.message.length).toBeLessThanOrEqual(300);
    expect(error.message.startsWith('Bad request. You sent Authorization:')).toBe(true);
    expect(error.message).not.toContain(KEY);
    expect(error.message).not.toContain(`Bearer ${KEY}`);
    expect(error.message).not.toContain(JSON.stringify(sent));
    await echo.stop();
  });

  it('blanks a Basic password and form secrets the provider repeats', async () => {
    // Prepare
    const echo = await listener((request, body) => ({ status: 401, body: JSON.stringify({ message: `${request.headers.authorization} ${body} ${Buffer.from(String(request.headers.authorization).split(' ')[1] ?? '', 'base64').toString()}` }), headers: { 'Content-Type': 'application/json' } }));

    // Act
    const basic = await failureOf(
      callProvider({ method: 'GET', url: `${echo.origin}/3.0/ping`, headers: { Authorization: `Basic ${Buffer.from(`anystring:${KEY}`).toString('base64')}` } }),
    );
    const form = await failureOf(
      callProvider({ method: 'POST', url: `${echo.origin}/oauth/v2/token`, headers: {}, form: { refresh_token: KEY, client_secret: 'client-secret-xyz', grant_type: 'refresh_token' } }),
    );

    // Assess
    for (const error of [basic, form]) {
      expect(error.message).not.toContain(KEY);
      expect(error.message).not.toContain('client-secret-xyz');
    }
    await echo.stop();
  });

  it('calls plain http only on a test host: without INTEGRATION_TEST_HOSTS nothing is sent', async () => {
    // Prepare
    const local = await listener(() => ({ status: 200, body: '{}' }));
    delete process.env.INTEGRATION_TEST_HOSTS;

    // Act
    const error = await failureOf(callProvider({ method: 'GET', url: `${local.origin}/api/groups`, headers: { Authorization: `Bearer ${KEY}` } }));

    // Assess
    expect([error.message, error.transient]).toEqual([
      "This integration's endpoint is not an address of the provider. Edit it and enter the API key again.",
      false,
    ]);
    expect(local.received).toEqual([]);
    await local.stop();
  });

  it("refuses a stored endpoint that is not the provider's own address before any request", () => {
    // Act
    const attempt = () => providerBase('mailerlite', 'https://listener.example/api', 'https://connect.mailerlite.com/api');

    // Assess
    expect(attempt).toThrow("This integration's endpoint is not an address of the provider. Edit it and enter the API key again.");
    expect(providerBase('mailerlite', undefined, 'https://connect.mailerlite.com/api/')).toBe('https://connect.mailerlite.com/api');
    expect(providerBase('sendgrid', 'https://api.eu.sendgrid.com', 'https://api.sendgrid.com')).toBe('https://api.eu.sendgrid.com');
  });
});
