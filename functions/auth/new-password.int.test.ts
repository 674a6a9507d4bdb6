import { cookiesFor } from '../test/browser-cookies.ts';
import { createStaffAccount, testAddress } from '../test/staff-accounts.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { answerAuthenticatorStep } from '../test/staff-session.ts';

const TEMPORARY = 'Temporary-Passw0rd!';
const CHOSEN = 'My-Own-Passw0rd!';

/** An operator-created admin account (temporary password only) that has just tried to log in. */
async function accountAtFirstLogin() {
  const account = await createStaffAccount({ temporaryPassword: TEMPORARY, admin: true });
  const headers = { 'cloudfront-viewer-address': `${testAddress()}:443` };
  const login = await invokeRoute('POST', '/api/auth/login', { body: { username: account.username, password: TEMPORARY }, headers });
  return { account, login, headers };
}

describe('an operator-created account chooses its own password at first login', () => {
  it('answers the login with the new-password challenge instead of invalid credentials, and sets no cookie', async () => {
    // Act
    const { account, login } = await accountAtFirstLogin();

    // Assess
    expect(login.statusCode).toBe(200);
    expect(login.json).toEqual({ challenge: 'NEW_PASSWORD_REQUIRED', username: account.username, challengeSession: expect.any(String) });
    expect(login.cookies).toBeUndefined();
  });

  it('sets the new password, then the authenticator: only the confirmed first code opens the session; the next login asks for a code', async () => {
    // Prepare
    const { account, login, headers } = await accountAtFirstLogin();

    // Act
    const changed = await invokeRoute('POST', '/api/auth/new-password', {
      body: { username: account.username, newPassword: CHOSEN, challengeSession: login.json.challengeSession },
      headers,
    });
    const enrolled = await answerAuthenticatorStep(changed, undefined, { headers });
    const me = await invokeRoute('GET', '/api/auth/me', { cookies: cookiesFor('/api/auth/me', enrolled.cookies) });
    const nextLogin = await invokeRoute('POST', '/api/auth/login', { body: { username: account.username, password: CHOSEN }, headers });
    const oldPassword = await invokeRoute('POST', '/api/auth/login', { body: { username: account.username, password: TEMPORARY }, headers });

    // Assess
    expect(changed.statusCode).toBe(200);
    expect(changed.json).toEqual({
      challenge: 'MFA_SETUP',
      username: account.username,
      challengeSession: expect.any(String),
      secretCode: expect.stringMatching(/^[A-Z2-7]{16,}$/),
      otpauthUri: expect.stringContaining(`:${account.username}?secret=${changed.json.secretCode}&`),
    });
    expect(changed.cookies).toBeUndefined();
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json).toEqual({ username: account.username, email: account.email });
    expect(me.statusCode).toBe(200);
    expect(nextLogin.statusCode).toBe(200);
    expect(nextLogin.json).toEqual({ challenge: 'SOFTWARE_TOKEN_MFA', username: account.username, challengeSession: expect.any(String) });
    expect(nextLogin.cookies).toBeUndefined();
    expect(oldPassword.statusCode).toBe(401);
  });

  it('refuses a password the policy refuses with 400 and the reason under newPassword, and keeps the challenge open', async () => {
    // Prepare
    const { account, login, headers } = await accountAtFirstLogin();
    const answer = (newPassword: string) =>
      invokeRoute('POST', '/api/auth/new-password', {
        body: { username: account.username, newPassword, challengeSession: login.json.challengeSession },
        headers,
      });

    // Act
    const short = await answer('Sh0rt!');
    const noSymbol = await answer('NoSymbolsHere1234');
    const good = await answer(CHOSEN);

    // Assess
    expect(short.statusCode).toBe(400);
    expect(short.json.fieldErrors).toEqual({ newPassword: 'Use at least 12 characters' });
    expect(noSymbol.json.fieldErrors).toEqual({ newPassword: 'Include a symbol such as ! @ # or %' });
    expect(short.cookies).toBeUndefined();
    expect(good.statusCode).toBe(200);
  });

  it('answers 401 to a challenge session login never handed out, one used already, or one of another account', async () => {
    // Prepare
    const { account, login, headers } = await accountAtFirstLogin();
    const other = await accountAtFirstLogin();
    const answer = (username: string, challengeSession: string) =>
      invokeRoute('POST', '/api/auth/new-password', { body: { username, newPassword: CHOSEN, challengeSession }, headers });

    // Act
    const invented = await answer(account.username, 'an-invented-session');
    const othersSession = await answer(account.username, other.login.json.challengeSession);
    const first = await answer(account.username, login.json.challengeSession);
    const again = await answer(account.username, login.json.challengeSession);

    // Assess
    expect(invented.statusCode).toBe(401);
    expect(invented.json).toEqual({ message: 'Setting your new password took too long. Please log in again.' });
    expect(othersSession.statusCode).toBe(401);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(401);
  });

  it('answers 401 when the challenge is answered after Cognito\'s three minutes', async () => {
    // Prepare
    const { account, login, headers } = await accountAtFirstLogin();

    // Act
    const late = await invokeRoute('POST', '/api/auth/new-password', {
      body: { username: account.username, newPassword: CHOSEN, challengeSession: login.json.challengeSession },
      headers,
      timeEpoch: Date.now() + 3 * 60 * 1000 + 1000,
    });

    // Assess
    expect(late.statusCode).toBe(401);
  });
});
