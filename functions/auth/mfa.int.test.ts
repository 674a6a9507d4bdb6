import { AdminSetUserMFAPreferenceCommand } from '@aws-sdk/client-cognito-identity-provider';
import { localCognitoClient } from '#infra/local/cognito.ts';
import { cookiesFor } from '../test/browser-cookies.ts';
import { INTEGRATION_ADMIN } from '../test/integration-setup.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { createStaffAccount, testAddress } from '../test/staff-accounts.ts';
import { loggedInStaff } from '../test/staff-session.ts';
import { totpCode, wrongTotpCode } from '../test/totp.ts';

const PASSWORD = 'Second-Factor-Passw0rd!';
const WRONG_CODE_MESSAGE = 'That code is not valid. Enter the current code from your authenticator app.';
const WINDOW_MS = 15 * 60 * 1000;

const from = (address: string) => ({ 'cloudfront-viewer-address': `${address}:443` });
const logIn = (username: string, password: string, address: string, timeEpoch?: number) =>
  invokeRoute('POST', '/api/auth/login', { body: { username, password }, headers: from(address), timeEpoch });
const step = (login: { json: { username: string; challengeSession: string } }) => ({
  username: login.json.username,
  challengeSession: login.json.challengeSession,
});

/** A new admin account (no authenticator yet) whose right password was just sent: the set-up step it got. */
async function atSetUpStep() {
  const account = await createStaffAccount({ permanentPassword: PASSWORD, admin: true });
  const address = testAddress();
  const login = await logIn(account.username, PASSWORD, address);
  return { account, address, login };
}

/** An admin account that has set up its authenticator through the app's own steps; its secret. */
async function enrolledAccount() {
  const { account, address, login } = await atSetUpStep();
  const secret = login.json.secretCode as string;
  const confirmed = await invokeRoute('POST', '/api/auth/mfa-setup', { body: { ...step(login), code: totpCode(secret) }, headers: from(address) });
  if (confirmed.statusCode !== 200) throw new Error(`set-up answered ${confirmed.statusCode}: ${confirmed.body}`);
  return { account, address, secret };
}

describe('the authenticator step of a staff login, against the local Cognito', () => {
  it('hands a member of staff without an authenticator a secret to set up instead of a session, and opens it only with the first right code', async () => {
    // Prepare
    const { account, address, login } = await atSetUpStep();
    const secret = login.json.secretCode as string;

    // Act
    const wrong = await invokeRoute('POST', '/api/auth/mfa-setup', { body: { ...step(login), code: wrongTotpCode(secret) }, headers: from(address) });
    const right = await invokeRoute('POST', '/api/auth/mfa-setup', { body: { ...step(login), code: totpCode(secret) }, headers: from(address) });
    const me = await invokeRoute('GET', '/api/auth/me', { cookies: cookiesFor('/api/auth/me', right.cookies) });

    // Assess
    expect(login.statusCode).toBe(200);
    expect(login.json).toEqual({
      challenge: 'MFA_SETUP',
      username: account.username,
      challengeSession: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      secretCode: expect.stringMatching(/^[A-Z2-7]{16,}$/),
      otpauthUri: `otpauth://totp/Dubai%20Setup%20admin:${account.username}?secret=${secret}&issuer=Dubai%20Setup%20admin&algorithm=SHA1&digits=6&period=30`,
    });
    expect(login.cookies).toBeUndefined();
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json).toEqual({ message: WRONG_CODE_MESSAGE });
    expect(wrong.cookies).toBeUndefined();
    expect(right.statusCode).toBe(200);
    expect(right.json).toEqual({ username: account.username, email: account.email });
    expect(me.statusCode).toBe(200);
    const audit = await invokeRoute('GET', '/api/admin/audit', { ...(await loggedInStaff()) });
    const mine = (audit.json as { actor: string; action: string; ip: string }[]).filter((entry) => entry.actor === account.username);
    expect(mine.map((entry) => entry.action).sort()).toEqual(['auth.login', 'auth.login.failed', 'auth.mfa.enrolled']);
    expect(mine.every((entry) => entry.ip === address)).toBe(true);
  });

  it("asks every later login for the app's code, and the session it opens is renewed with its refresh token", async () => {
    // Prepare
    const { account, address, secret } = await enrolledAccount();

    // Act
    const login = await logIn(account.username, PASSWORD, address);
    const answered = await invokeRoute('POST', '/api/auth/mfa', { body: { ...step(login), code: totpCode(secret) }, headers: from(address) });
    const refreshed = await invokeRoute('POST', '/api/auth/refresh', { cookies: cookiesFor('/api/auth/refresh', answered.cookies) });

    // Assess
    expect(login.json).toEqual({ challenge: 'SOFTWARE_TOKEN_MFA', username: account.username, challengeSession: expect.any(String) });
    expect(login.cookies).toBeUndefined();
    expect(answered.statusCode).toBe(200);
    expect(answered.json).toEqual({ username: account.username, email: account.email });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json).toEqual({ username: account.username, email: account.email });
  });

  it('counts wrong codes with wrong passwords in the login throttle: the sixth failure from one address answers 429, even to the right code', async () => {
    // Prepare: a moment 100 s into a window nobody has used yet.
    const { account, secret } = await enrolledAccount();
    const address = testAddress();
    const now = Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS + WINDOW_MS + 100_000;
    for (let failure = 0; failure < 3; failure++) expect((await logIn(account.username, 'Wrong-Passw0rd!', address, now)).statusCode).toBe(401);
    const login = await logIn(account.username, PASSWORD, address, now);
    const answer = (code: string) => invokeRoute('POST', '/api/auth/mfa', { body: { ...step(login), code }, headers: from(address), timeEpoch: now });
    const wrongCodes = [await answer(wrongTotpCode(secret)), await answer(wrongTotpCode(secret))];

    // Act
    const locked = await answer(totpCode(secret));

    // Assess
    expect(wrongCodes.map((each) => [each.statusCode, each.json.message])).toEqual([
      [401, WRONG_CODE_MESSAGE],
      [401, WRONG_CODE_MESSAGE],
    ]);
    expect(locked.statusCode).toBe(429);
    expect(locked.json).toEqual({ message: 'Too many failed login attempts. Please wait a few minutes and try again.' });
    expect(locked.cookies).toBeUndefined();
  });

  it("lets an operator reset a lost authenticator (admin-set-user-mfa-preference): the next login sets up a new one", async () => {
    // Prepare
    const { account, address } = await enrolledAccount();
    const client = localCognitoClient(process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER!);

    // Act
    await client.send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: process.env.USER_POOL_ID!,
        Username: account.username,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    );
    const login = await logIn(account.username, PASSWORD, address);

    // Assess
    expect(login.statusCode).toBe(200);
    expect(login.json).toMatchObject({ challenge: 'MFA_SETUP', username: account.username, secretCode: expect.stringMatching(/^[A-Z2-7]{16,}$/) });
    expect(login.cookies).toBeUndefined();
  });

  it('logs in the local admin enrolled with a given secret (ensureAdmin) with codes computed from that secret only', async () => {
    // Prepare
    const address = testAddress();
    const login = await logIn(INTEGRATION_ADMIN.username, INTEGRATION_ADMIN.password, address);
    const answer = (code: string) => invokeRoute('POST', '/api/auth/mfa', { body: { ...step(login), code }, headers: from(address) });

    // Act
    const otherSecret = await answer(totpCode('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'));
    const given = await answer(totpCode(INTEGRATION_ADMIN.totpSecret));

    // Assess
    expect(login.json).toMatchObject({ challenge: 'SOFTWARE_TOKEN_MFA', username: INTEGRATION_ADMIN.username });
    expect(otherSecret.statusCode).toBe(401);
    expect(given.statusCode).toBe(200);
    expect(given.json).toEqual({ username: INTEGRATION_ADMIN.username, email: INTEGRATION_ADMIN.email });
  });

  it('keeps the steps apart: a set-up session opens no code challenge, a code challenge no set-up step, and neither opens twice', async () => {
    // Prepare
    const setUp = await atSetUpStep();
    const setUpSecret = setUp.login.json.secretCode as string;
    const address = testAddress();
    const codeStep = await logIn(INTEGRATION_ADMIN.username, INTEGRATION_ADMIN.password, address);

    // Act
    const setUpAsCode = await invokeRoute('POST', '/api/auth/mfa', { body: { ...step(setUp.login), code: totpCode(setUpSecret) }, headers: from(setUp.address) });
    const codeAsSetUp = await invokeRoute('POST', '/api/auth/mfa-setup', {
      body: { ...step(codeStep), code: totpCode(INTEGRATION_ADMIN.totpSecret) },
      headers: from(address),
    });
    const first = await invokeRoute('POST', '/api/auth/mfa', { body: { ...step(codeStep), code: totpCode(INTEGRATION_ADMIN.totpSecret) }, headers: from(address) });
    const again = await invokeRoute('POST', '/api/auth/mfa', { body: { ...step(codeStep), code: totpCode(INTEGRATION_ADMIN.totpSecret) }, headers: from(address) });

    // Assess
    expect(setUpAsCode.statusCode).toBe(401);
    expect(setUpAsCode.json).toEqual({ message: 'Entering the code took too long. Please log in again.' });
    expect(codeAsSetUp.statusCode).toBe(401);
    expect(codeAsSetUp.json).toEqual({ message: 'Setting up your authenticator took too long. Please log in again.' });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(401);
  });
});
