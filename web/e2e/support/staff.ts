import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Page } from 'playwright-core';
import type { Attribution } from '#shared/lead/lead-rules.ts';
import { ADMIN_GROUP } from '#functions/auth/session-config.ts';
import { localCognitoClient } from '#infra/local/cognito.ts';
import { totpCode } from '#functions/test/totp.ts';
import { E2E_ADMIN, e2eEnv } from './e2e-env.ts';

/**
 * An operator creates a staff account as the README says (admin-create-user with a temporary password, then the
 * admin group), against the stack's cognito-local: its first login meets the new-password challenge.
 */
export async function createStaffWithTemporaryPassword(account: { username: string; temporaryPassword: string; email: string }) {
  const { cognitoEndpoint, userPoolId } = e2eEnv();
  const client = localCognitoClient(cognitoEndpoint);
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: account.username,
      TemporaryPassword: account.temporaryPassword,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: account.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: account.username, GroupName: ADMIN_GROUP }));
}

/** Where the admin asks who is logged in and renews a session: both answer 401 to a visitor without a session. */
const SESSION_PROBES = ['/api/auth/me', '/api/auth/refresh'];

/**
 * Collects what went wrong on an admin page: uncaught exceptions, console errors, and API answers of 400 or more, except
 * the 401s of the session probes before login (the browser also logs those as "Failed to load resource").
 */
export function collectAdminProblems(page: Page): () => string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() < 400 || (response.status() === 401 && SESSION_PROBES.includes(pathname))) return;
    problems.push(`${response.status()} ${response.request().method()} ${pathname}`);
  });
  return () => problems;
}

/**
 * Fills the /admin login form (already open) and sends it; with `totpSecret` (an account with an authenticator), then
 * types the app's current code, computed from the secret at that moment, into the code step and sends it.
 * cognito-local accepts a code again within its window (Cognito would not: README "Staff sessions"), so logins in
 * quick succession need no wait.
 */
export async function submitLogin(page: Page, credentials: { username: string; password: string; totpSecret?: string }) {
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
  if (credentials.totpSecret) await submitCode(page, totpCode(credentials.totpSecret), 'Verify');
}

/** Types an authenticator code into the login's code step (or the set-up step: button 'Verify and continue') and sends it. */
export async function submitCode(page: Page, code: string, button: 'Verify' | 'Verify and continue' = 'Verify') {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: button, exact: true }).click();
}

/** The address of a path on the admin host (the back office's own origin), e.g. adminAddress('/admin?tab=leads'). */
export const adminAddress = (path: string) => new URL(path, e2eEnv().adminUrl).href;

/**
 * Opens /admin on the admin host (optionally a tab's address) and logs in as the stack's staff member; resolves on
 * the dashboard.
 */
export async function openAdminLoggedIn(page: Page, path = '/admin') {
  await page.goto(adminAddress(path));
  await submitLogin(page, E2E_ADMIN);
  await page.getByText(`Signed in as ${E2E_ADMIN.email}`).waitFor();
}

export type TestLead = { fullName: string; email: string; phone: string; country?: string; attribution?: Attribution };

/** Sends a lead as the home page's form does (POST /api/leads), e.g. many at once to fill more than one page. */
export async function submitLeadThroughApi(lead: TestLead): Promise<string> {
  const response = await fetch(`${e2eEnv().baseUrl}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(lead),
  });
  if (response.status !== 201) throw new Error(`POST /api/leads answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}
