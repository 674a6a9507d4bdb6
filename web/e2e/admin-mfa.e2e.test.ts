import { AdminCreateUserCommand, AdminAddUserToGroupCommand, AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { BrowserContext, Page } from 'playwright-core';
import { encode } from 'uqr';
import { ADMIN_GROUP } from '#functions/auth/session-config.ts';
import { totpCode, wrongTotpCode } from '#functions/test/totp.ts';
import { localCognitoClient } from '#infra/local/cognito.ts';
import { browserForThisFile, newContext } from './support/browser.ts';
import { E2E_ADMIN, e2eEnv } from './support/e2e-env.ts';
import { adminAddress, submitCode, submitLogin } from './support/staff.ts';

const browser = browserForThisFile();

/** Our own words for the authenticator steps (shared/auth/session-messages.ts), copied. */
const MFA = {
  setUpHeading: 'Set up your authenticator',
  codeHeading: 'Enter your authentication code',
  qrCode: 'QR code to scan with your authenticator app',
  key: "Can't scan it? Add this key in the app instead:",
  wrongCode: 'That code is not valid. Enter the current code from your authenticator app.',
  failureTitle: 'Access Denied',
};

let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await newContext(browser());
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

/** An operator creates an admin account with a permanent password and no authenticator (as after a reset). */
async function createStaffWithPassword(account: { username: string; password: string; email: string }) {
  const { cognitoEndpoint, userPoolId } = e2eEnv();
  const client = localCognitoClient(cognitoEndpoint);
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: account.username,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: account.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await client.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: account.username, Password: account.password, Permanent: true }));
  await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: account.username, GroupName: ADMIN_GROUP }));
}

/** The dark modules ("x y") a QR code drawn as one square per module ("M{x} {y}h1v1h-1z") shows. */
const drawnModules = (path: string) => new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x} ${y}`));

/** The dark modules of the QR code that encodes `text`. */
function modulesOf(text: string): Set<string> {
  const modules = new Set<string>();
  encode(text, { ecc: 'M', border: 0 }).data.forEach((row, y) => row.forEach((dark, x) => dark && modules.add(`${x} ${y}`)));
  return modules;
}

/** What the admin's session probe answers the page now (GET /api/auth/me with the page's cookies). */
const meStatus = () => page.evaluate(async () => (await fetch('/api/auth/me', { credentials: 'include' })).status);

describe('the authenticator step of the staff login', () => {
  test('a member without an authenticator sees the QR code and the key, sets it up, logs out and logs in again with a code', async () => {
    // Prepare
    const stamp = Date.now();
    const account = { username: `mfa-staff-${stamp}`, password: 'Mfa-Staff-Passw0rd!', email: `mfa-staff-${stamp}@example.com` };
    await createStaffWithPassword(account);
    await page.goto(adminAddress('/admin'));

    // Act: the password opens the set-up step, not the dashboard
    await submitLogin(page, account);
    await page.getByRole('heading', { name: MFA.setUpHeading }).waitFor();
    const qr = page.getByRole('img', { name: MFA.qrCode });
    await qr.waitFor();
    const secret = (await page.getByLabel(MFA.key).inputValue()).replace(/\s/g, '');
    const drawn = drawnModules((await qr.locator('path').getAttribute('d')) ?? '');
    const beforeCode = await meStatus();
    await submitCode(page, totpCode(secret), 'Verify and continue');
    await page.getByText(`Signed in as ${account.email}`).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await submitLogin(page, account);
    await page.getByRole('heading', { name: MFA.codeHeading }).waitFor();
    await submitCode(page, totpCode(secret));

    // Assess
    await page.getByText(`Signed in as ${account.email}`).waitFor();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    // The QR code is the authenticator app's key URI of this account and key, nothing else.
    const uri = `otpauth://totp/Dubai%20Setup%20admin:${account.username}?secret=${secret}&issuer=Dubai%20Setup%20admin&algorithm=SHA1&digits=6&period=30`;
    expect(drawn).toEqual(modulesOf(uri));
    // Before the first code, no admin route answered: there was no session.
    expect(beforeCode).toBe(401);
  });

  test('a wrong code is refused with its message and the code step stays for the right one', async () => {
    // Prepare
    await page.goto(adminAddress('/admin'));
    await submitLogin(page, { username: E2E_ADMIN.username, password: E2E_ADMIN.password });
    await page.getByRole('heading', { name: MFA.codeHeading }).waitFor();
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/auth/mfa'));

    // Act
    await submitCode(page, wrongTotpCode(E2E_ADMIN.totpSecret));

    // Assess
    expect((await refused).status()).toBe(401);
    await page.getByText(MFA.failureTitle, { exact: true }).waitFor();
    await page.getByText(MFA.wrongCode, { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: MFA.codeHeading }).isVisible()).toBe(true);
    expect(await meStatus()).toBe(401);
    await submitCode(page, totpCode(E2E_ADMIN.totpSecret));
    await page.getByText(`Signed in as ${E2E_ADMIN.email}`).waitFor();
  });
});
