import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { csrfProtectionOf, type Route } from '../../routes.ts';
import { apiEvent } from '../../test/events.ts';
import { csrfGuard } from './csrf-guard.ts';

const TOKEN = 't'.repeat(43);

/** Runs the guard on a request to the route; resolves to the refusal's status and message, or 'passed'. */
async function guard(options: Parameters<typeof apiEvent>[0]) {
  const event = apiEvent(options);
  // The stack normalises header names before the guard runs.
  event.headers = Object.fromEntries(Object.entries(event.headers).map(([name, value]) => [name.toLowerCase(), value]));
  try {
    await csrfGuard().before!({ event } as middy.Request<APIGatewayProxyEventV2>);
    return 'passed';
  } catch (error) {
    return { status: (error as { statusCode: number }).statusCode, message: (error as Error).message };
  }
}

const logout = (headers: Record<string, string>, cookies = [`__Host-csrf=${TOKEN}`], rawBody?: string) =>
  guard({ method: 'POST', path: '/api/auth/logout', headers, cookies, rawBody });
const REFUSED = { status: 401, message: 'This request did not come from the admin pages. Please reload the page and try again.' };

describe('the CSRF guard', () => {
  it('protects every state-changing admin route with the token, and admin reads not at all', () => {
    // Prepare
    const row = (method: Route['method'], access: Route['access']) =>
      ({ method, path: '/api/x', handler: 'x.ts', access, table: 'read' }) as Route;

    // Act
    const protections = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).map((method) => csrfProtectionOf(row(method, 'admin')));

    // Assess
    expect(protections).toEqual([undefined, 'token', 'token', 'token', 'token']);
    expect(csrfProtectionOf(row('POST', 'public'))).toBeUndefined();
  });

  it('lets through a request whose header matches the csrf cookie', async () => {
    expect(await logout({ 'x-csrf-token': TOKEN })).toBe('passed');
  });

  it('refuses a missing header, a different token, or a header without the cookie', async () => {
    // Act
    const results = [
      await logout({}),
      await logout({ 'x-csrf-token': 'u'.repeat(43) }),
      await logout({ 'x-csrf-token': TOKEN }, []),
      await logout({ 'x-csrf-token': 'short' }),
    ];

    // Assess
    expect(results).toEqual([REFUSED, REFUSED, REFUSED, REFUSED]);
  });

  it('accepts an Origin naming the host the browser addressed (x-forwarded-host from CloudFront, else Host)', async () => {
    // Act
    const viaCloudFront = await logout({ 'x-csrf-token': TOKEN, origin: 'https://www.example.com', 'x-forwarded-host': 'www.example.com', host: 'abc.execute-api.eu-west-1.amazonaws.com' });
    const local = await logout({ 'x-csrf-token': TOKEN, origin: 'http://localhost:3000', host: 'localhost:3000' });

    // Assess
    expect([viaCloudFront, local]).toEqual(['passed', 'passed']);
  });

  it('refuses another site, a look-alike host, an opaque origin and a malformed one, even with the right token', async () => {
    // Act
    const results = await Promise.all(
      ['https://attacker.example', 'https://www.example.com.attacker.example', 'null', 'not a url'].map((origin) =>
        logout({ 'x-csrf-token': TOKEN, origin, host: 'www.example.com' }),
      ),
    );

    // Assess
    expect(results).toEqual([REFUSED, REFUSED, REFUSED, REFUSED]);
  });

  it('refuses a body that is not JSON (a cross-site form or a text/plain post) on a protected route', async () => {
    // Act
    const form = await logout({ 'x-csrf-token': TOKEN, 'content-type': 'application/x-www-form-urlencoded' }, undefined, 'a=b');
    const text = await logout({ 'x-csrf-token': TOKEN, 'content-type': 'text/plain' }, undefined, '{}');
    const json = await logout({ 'x-csrf-token': TOKEN, 'content-type': 'application/json; charset=utf-8' }, undefined, '{}');

    // Assess
    expect([form, text, json]).toEqual([REFUSED, REFUSED, 'passed']);
  });

  it("checks the login's Origin but needs no token there (there is no session yet)", async () => {
    // Act
    const ownSite = await guard({ method: 'POST', path: '/api/auth/login', body: {}, headers: { origin: 'https://localhost' } });
    const otherSite = await guard({ method: 'POST', path: '/api/auth/login', body: {}, headers: { origin: 'https://attacker.example' } });

    // Assess
    expect([ownSite, otherSite]).toEqual(['passed', REFUSED]);
  });

  it('leaves public form routes alone', async () => {
    expect(await guard({ method: 'POST', path: '/api/leads', body: {}, headers: { origin: 'https://attacker.example' } })).toBe('passed');
  });
});
