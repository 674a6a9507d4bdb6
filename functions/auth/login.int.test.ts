import { LOGIN_MESSAGES } from '#shared/auth/login-rules.ts';
import { INTEGRATION_ADMIN } from '../test/integration-setup.ts';
import { invokeRoute } from '../test/invoke-route.ts';

const cookieValue = (setCookie: string) => setCookie.split(';')[0]!;

describe('staff login against the local Cognito', () => {
  it('gives the admin an HttpOnly session cookie that opens admin routes', async () => {
    const login = await invokeRoute('POST', '/api/auth/login', {
      body: { username: INTEGRATION_ADMIN.username, password: INTEGRATION_ADMIN.password },
    });

    expect(login.statusCode).toBe(200);
    expect(login.json).toEqual({ username: INTEGRATION_ADMIN.username, email: INTEGRATION_ADMIN.email });
    const setCookie = login.cookies![0]!;
    expect(setCookie).toMatch(/^session=.+; Path=\/api; HttpOnly; Secure; SameSite=Strict; Max-Age=3600$/);

    const session = await invokeRoute('GET', '/api/auth/me', { cookies: [cookieValue(setCookie)] });
    expect(session.statusCode).toBe(200);
    expect(session.json.username).toBe(INTEGRATION_ADMIN.username);
  });

  it('refuses a wrong password with the spec message and no cookie', async () => {
    const login = await invokeRoute('POST', '/api/auth/login', {
      body: { username: INTEGRATION_ADMIN.username, password: 'wrong-password' },
    });

    expect(login.statusCode).toBe(401);
    expect(login.json.message).toBe(LOGIN_MESSAGES.invalidCredentials);
    expect(login.cookies).toBeUndefined();
  });

  it('names the missing fields of an empty login form', async () => {
    const login = await invokeRoute('POST', '/api/auth/login', { body: {} });

    expect(login.statusCode).toBe(400);
    expect(login.json.fieldErrors).toEqual({ username: LOGIN_MESSAGES.username, password: LOGIN_MESSAGES.password });
  });

  it('answers 401 on an admin route without a session or with a forged one', async () => {
    const none = await invokeRoute('GET', '/api/auth/me');
    const forged = await invokeRoute('GET', '/api/auth/me', { cookies: ['session=eyJhbGciOiJub25lIn0.e30.'] });

    expect([none.statusCode, forged.statusCode]).toEqual([401, 401]);
  });
});
