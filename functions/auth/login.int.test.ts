import { createStaffAccount, testAddress } from '../test/staff-accounts.ts';
import { cookiesFor, setCookieValue } from '../test/browser-cookies.ts';
import { INTEGRATION_ADMIN } from '../test/integration-setup.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, logInWithCode } from '../test/staff-session.ts';

const from = (address: string) => ({ 'cloudfront-viewer-address': `${address}:443` });

describe('staff login against the local Cognito', () => {
  it('gives the admin, after the password and the authenticator code, an HttpOnly session cookie that opens admin routes, a refresh cookie and a CSRF cookie', async () => {
    // Act
    const login = await logInWithCode(INTEGRATION_ADMIN);
    const me = await invokeRoute('GET', '/api/auth/me', { cookies: cookiesFor('/api/auth/me', login.cookies) });

    // Assess
    expect(login.statusCode).toBe(200);
    expect(login.json).toEqual({ username: INTEGRATION_ADMIN.username, email: INTEGRATION_ADMIN.email });
    expect(login.cookies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^__Host-session=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; HttpOnly; Secure; SameSite=Strict; Max-Age=3600$/),
        expect.stringMatching(/^__Secure-refresh=.+; Path=\/api\/auth\/refresh; HttpOnly; Secure; SameSite=Strict; Max-Age=86400$/),
        expect.stringMatching(/^__Secure-refresh=.+; Path=\/api\/auth\/logout; HttpOnly; Secure; SameSite=Strict; Max-Age=86400$/),
        expect.stringMatching(/^__Host-csrf=[A-Za-z0-9_-]{43}; Path=\/; Secure; SameSite=Strict; Max-Age=86400$/),
      ]),
    );
    expect(me.statusCode).toBe(200);
    expect(me.json).toEqual({ username: INTEGRATION_ADMIN.username, email: INTEGRATION_ADMIN.email });
  });

  it('never sends the refresh token to any route but refresh and logout', async () => {
    // Prepare
    const login = await logInWithCode(INTEGRATION_ADMIN);

    // Act
    const toMe = cookiesFor('/api/auth/me', login.cookies);
    const toRefresh = cookiesFor('/api/auth/refresh', login.cookies);

    // Assess
    expect(toMe.map((pair) => pair.split('=')[0]).sort()).toEqual(['__Host-csrf', '__Host-session']);
    expect(toRefresh).toContain(`__Secure-refresh=${setCookieValue(login.cookies, '__Secure-refresh')}`);
  });

  it('refuses a wrong password with the spec message, sets no cookie and audits the failure', async () => {
    // Prepare
    const address = testAddress();
    const account = await createStaffAccount({ permanentPassword: 'Correct-Passw0rd!', admin: true });

    // Act
    const login = await invokeRoute('POST', '/api/auth/login', {
      body: { username: account.username, password: 'wrong-password' },
      headers: from(address),
    });

    // Assess
    expect(login.statusCode).toBe(401);
    expect(login.json.message).toBe('Invalid credentials. Please try again.');
    expect(login.cookies).toBeUndefined();
    const staff = await loggedInStaff();
    const audit = await invokeRoute('GET', '/api/admin/audit', { ...staff });
    expect(audit.json).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actor: account.username, action: 'auth.login.failed', target: `staff#${account.username}`, ip: address }),
      ]),
    );
    expect(JSON.stringify(audit.json)).not.toContain('wrong-password');
  });

  it('refuses an account outside the admin group with the same 401 as a wrong password', async () => {
    // Prepare
    const outsider = await createStaffAccount({ permanentPassword: 'Outsider-Passw0rd!', admin: false });

    // Act
    const login = await invokeRoute('POST', '/api/auth/login', {
      body: { username: outsider.username, password: 'Outsider-Passw0rd!' },
      headers: from(testAddress()),
    });

    // Assess
    expect(login.statusCode).toBe(401);
    expect(login.json).toEqual({ message: 'Invalid credentials. Please try again.' });
    expect(login.cookies).toBeUndefined();
  });

  it('names the missing fields of an empty login form', async () => {
    // Act
    const login = await invokeRoute('POST', '/api/auth/login', { body: {} });

    // Assess
    expect(login.statusCode).toBe(400);
    expect(login.json.fieldErrors).toEqual({ username: 'Username is required', password: 'Password is required' });
  });

  it('answers 401 on an admin route without a session or with a forged one', async () => {
    // Act
    const none = await invokeRoute('GET', '/api/auth/me');
    const forged = await invokeRoute('GET', '/api/auth/me', { cookies: ['__Host-session=eyJhbGciOiJub25lIn0.e30.'] });

    // Assess
    expect([none.statusCode, forged.statusCode]).toEqual([401, 401]);
    expect(none.json).toEqual({ message: 'Please log in.' });
  });

  it('refuses a login posted from another site', async () => {
    // Act
    const login = await invokeRoute('POST', '/api/auth/login', {
      body: { username: INTEGRATION_ADMIN.username, password: INTEGRATION_ADMIN.password },
      headers: { origin: 'https://attacker.example' },
    });

    // Assess
    expect(login.statusCode).toBe(401);
    expect(login.cookies).toBeUndefined();
  });
});
