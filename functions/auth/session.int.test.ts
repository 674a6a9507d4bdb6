import { CSRF_HEADER } from '#shared/admin/api-contract.ts';
import { cookiesFor, setCookieValue } from '../test/browser-cookies.ts';
import { createStaffAccount, testAddress } from '../test/staff-accounts.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, logInWithCode } from '../test/staff-session.ts';

const PASSWORD = 'Session-Passw0rd!';

/** An authenticator secret (base32) the fresh accounts are enrolled with. */
const TOTP_SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';

/**
 * A fresh admin account logged in with its password and its authenticator's code (the session Cognito issues for
 * the code challenge): the Set-Cookie values of its login and the CSRF header its pages would send.
 */
async function logIn() {
  const account = await createStaffAccount({ permanentPassword: PASSWORD, admin: true, totpSecret: TOTP_SECRET });
  const login = await logInWithCode(
    { username: account.username, password: PASSWORD, totpSecret: TOTP_SECRET },
    { headers: { 'cloudfront-viewer-address': `${testAddress()}:443` } },
  );
  if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}`);
  return { account, setCookies: login.cookies!, csrf: { [CSRF_HEADER]: setCookieValue(login.cookies, '__Host-csrf')! } };
}

describe('a staff session through the day', () => {
  it('renews the session from the refresh cookie: the new session cookie opens admin routes', async () => {
    // Prepare
    const { account, setCookies } = await logIn();

    // Act
    const refresh = await invokeRoute('POST', '/api/auth/refresh', { cookies: cookiesFor('/api/auth/refresh', setCookies) });
    const me = await invokeRoute('GET', '/api/auth/me', { cookies: cookiesFor('/api/auth/me', refresh.cookies) });

    // Assess
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json).toEqual({ username: account.username, email: account.email });
    const renewed = setCookieValue(refresh.cookies, '__Host-session');
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(setCookieValue(setCookies, 'session'));
    expect(setCookieValue(refresh.cookies, '__Host-csrf')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookieValue(refresh.cookies, '__Host-csrf')).not.toBe(setCookieValue(setCookies, 'csrf'));
    expect(me.statusCode).toBe(200);
    expect(me.json).toEqual({ username: account.username, email: account.email });
  });

  it('answers 401 to a refresh without the refresh cookie or with one Cognito never issued', async () => {
    // Act
    const none = await invokeRoute('POST', '/api/auth/refresh');
    const unknown = await invokeRoute('POST', '/api/auth/refresh', { cookies: ['__Secure-refresh=not-a-token-we-issued'] });

    // Assess
    expect([none.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(unknown.json).toEqual({ message: 'Your session has ended. Please log in again.' });
    expect(unknown.cookies).toBeUndefined();
  });

  it('ends the session at logout: the old session cookie gets 401 and the old refresh cookie is refused', async () => {
    // Prepare
    const { account, setCookies, csrf } = await logIn();

    // Act
    const logout = await invokeRoute('POST', '/api/auth/logout', { cookies: cookiesFor('/api/auth/logout', setCookies), headers: csrf });
    const oldSession = await invokeRoute('GET', '/api/auth/me', { cookies: cookiesFor('/api/auth/me', setCookies) });
    const oldRefresh = await invokeRoute('POST', '/api/auth/refresh', { cookies: cookiesFor('/api/auth/refresh', setCookies) });

    // Assess
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies).toEqual(
      expect.arrayContaining([
        '__Host-session=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0',
        '__Secure-refresh=; Path=/api/auth/refresh; HttpOnly; Secure; SameSite=Strict; Max-Age=0',
        '__Secure-refresh=; Path=/api/auth/logout; HttpOnly; Secure; SameSite=Strict; Max-Age=0',
        '__Host-csrf=; Path=/; Secure; SameSite=Strict; Max-Age=0',
      ]),
    );
    expect(oldSession.statusCode).toBe(401);
    expect(oldRefresh.statusCode).toBe(401);
    const audit = await invokeRoute('GET', '/api/admin/audit', { ...(await loggedInStaff()) });
    expect(audit.json).toEqual(expect.arrayContaining([expect.objectContaining({ actor: account.username, action: 'auth.logout' })]));
  });

  it('refuses the renewed session cookie once that session logs out', async () => {
    // Prepare
    const { setCookies } = await logIn();
    const refresh = await invokeRoute('POST', '/api/auth/refresh', { cookies: cookiesFor('/api/auth/refresh', setCookies) });
    // The browser now holds the renewed session and CSRF cookies, and the refresh cookies of the login.
    const browser = [...setCookies.filter((setCookie) => setCookie.startsWith('__Secure-refresh=')), ...refresh.cookies!];

    // Act
    const logout = await invokeRoute('POST', '/api/auth/logout', {
      cookies: cookiesFor('/api/auth/logout', browser),
      headers: { [CSRF_HEADER]: setCookieValue(refresh.cookies, '__Host-csrf')! },
    });
    const renewedSession = await invokeRoute('GET', '/api/auth/me', { cookies: cookiesFor('/api/auth/me', browser) });

    // Assess
    expect(logout.statusCode).toBe(200);
    expect(renewedSession.statusCode).toBe(401);
  });
});

describe('CSRF: state-changing requests must come from our own pages', () => {
  const attempts: [string, (csrf: Record<string, string>) => { headers?: Record<string, string>; rawBody?: string }][] = [
    ['without the x-csrf-token header', () => ({ headers: {} })],
    ['with a token that is not the csrf cookie', () => ({ headers: { [CSRF_HEADER]: 'A'.repeat(43) } })],
    ['from another site (Origin)', (csrf) => ({ headers: { ...csrf, origin: 'https://attacker.example' } })],
    ['as text/plain, like a cross-site form', (csrf) => ({ headers: { ...csrf, 'content-type': 'text/plain' }, rawBody: '{}' })],
  ];

  it.each(attempts)('refuses a logout %s with 401, and the session keeps working', async (_name, attempt) => {
    // Prepare
    const { setCookies, csrf } = await logIn();

    // Act
    const logout = await invokeRoute('POST', '/api/auth/logout', { cookies: cookiesFor('/api/auth/logout', setCookies), ...attempt(csrf) });
    const me = await invokeRoute('GET', '/api/auth/me', { cookies: cookiesFor('/api/auth/me', setCookies) });

    // Assess
    expect(logout.statusCode).toBe(401);
    expect(logout.json).toEqual({ message: 'This request did not come from the admin pages. Please reload the page and try again.' });
    expect(logout.cookies).toBeUndefined();
    expect(me.statusCode).toBe(200);
  });

  it('accepts a logout from our own origin with the matching token', async () => {
    // Prepare
    const { setCookies, csrf } = await logIn();

    // Act
    const logout = await invokeRoute('POST', '/api/auth/logout', {
      cookies: cookiesFor('/api/auth/logout', setCookies),
      headers: { ...csrf, origin: 'https://localhost' },
    });

    // Assess
    expect(logout.statusCode).toBe(200);
  });
});
