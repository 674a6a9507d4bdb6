/**
 * The Team view in the browser, on a local stack of this file's own (support/own-stack.ts): the team is every staff
 * account of the stack, and other files add accounts to the shared stack at any time, which would change who is "the
 * last enabled account".
 */
import type { BrowserContext, Page } from 'playwright-core';
import { totpCode } from '#functions/test/totp.ts';
import { receivedEmails } from '#infra/local/mailbox.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '#shared/admin/api-contract.ts';
import { browserForThisFile, newContext } from './support/browser.ts';
import { E2E_ADMIN, e2eEnv } from './support/e2e-env.ts';
import { ownStackForThisFile } from './support/own-stack.ts';
import { collectAdminProblems, openAdminLoggedIn, submitCode, submitLogin } from './support/staff.ts';
import { eventually } from './support/wait.ts';

ownStackForThisFile();
const browser = browserForThisFile();

/** Ours (the spec has no Team view), copied. */
const COPY = {
  open: 'Team',
  invite: 'Invite member',
  send: 'Send invitation',
  invited: 'Invitation sent',
  subject: 'Your invitation to the admin dashboard',
  disabled: 'Account disabled',
  enabled: 'Account enabled',
  confirmDisable: 'Disable account?',
  cannotDisableSelf: 'You cannot disable your own account.',
  lastEnabled: 'The last enabled account cannot be disabled.',
};
const CHOSEN_PASSWORD = 'Chosen-Team-Passw0rd!';

const contexts: BrowserContext[] = [];
async function newPage(): Promise<Page> {
  const context = await newContext(browser(), { viewport: { width: 1440, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const teamDialog = (page: Page) => page.getByRole('dialog', { name: COPY.open, exact: true });
const rowOf = (page: Page, text: string) => teamDialog(page).locator('tbody tr').filter({ hasText: text });

/** Opens the Team view from the dashboard header. */
async function openTeam(page: Page) {
  await page.getByRole('button', { name: COPY.open, exact: true }).click();
  await page.waitForURL(/[?&]dialog=team/);
  await teamDialog(page).locator('tbody tr').first().waitFor();
}

/** Invites a member through the Team view's form; resolves once the toast says the invitation went. */
async function invite(page: Page, member: { name: string; email: string; username: string }) {
  await teamDialog(page).getByRole('button', { name: COPY.invite }).click();
  const form = teamDialog(page).getByRole('form', { name: 'Invite a member of staff' });
  await form.getByLabel('Name', { exact: true }).fill(member.name);
  await form.getByLabel('E-mail', { exact: true }).fill(member.email);
  await form.getByLabel('Username', { exact: true }).fill(member.username);
  await form.getByRole('button', { name: COPY.send }).click();
  await page.getByText(COPY.invited, { exact: true }).waitFor();
}

/** The invitation in the stack's mailbox: its login address, username and temporary password. */
async function invitationTo(email: string) {
  const mail = await eventually(
    async () => (await receivedEmails(e2eEnv().mailboxUrl)).find((received) => received.destination.to.includes(email)),
    `the invitation to ${email}`,
  );
  const field = (label: string) => new RegExp(`${label}: (\\S+)`).exec(mail.body.text ?? '')?.[1] ?? '';
  return { subject: mail.subject, loginUrl: field('Log in at'), username: field('Username'), temporaryPassword: field('Temporary password') };
}

/**
 * The invited member's first login in their own browser: the temporary password, their own password, then their
 * authenticator (the key shown, whose code the app makes). Answers the authenticator's secret.
 */
async function firstLogin(page: Page, invitation: Awaited<ReturnType<typeof invitationTo>>, email: string): Promise<string> {
  await page.goto(invitation.loginUrl);
  await submitLogin(page, { username: invitation.username, password: invitation.temporaryPassword });
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  await page.getByLabel('New password', { exact: true }).fill(CHOSEN_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(CHOSEN_PASSWORD);
  await page.getByRole('button', { name: 'Set password and continue' }).click();
  await page.getByRole('heading', { name: 'Set up your authenticator' }).waitFor();
  const secret = (await page.getByLabel("Can't scan it? Add this key in the app instead:").inputValue()).replace(/\s/g, '');
  await submitCode(page, totpCode(secret), 'Verify and continue');
  await page.getByText(`Signed in as ${email}`).waitFor();
  return secret;
}

/** Invites a new member and logs them in in a browser of their own. */
async function invitedMemberLoggedIn(admin: Page) {
  const id = unique();
  const member = { name: `Mia Member ${id}`, email: `mia-${id}@example.com`, username: `mia-${id}` };
  await invite(admin, member);
  const page = await newPage();
  const secret = await firstLogin(page, await invitationTo(member.email), member.email);
  return { ...member, page, secret };
}

/** What the page's own session gets from the API (the browser sends its cookies). */
const statusOf = (page: Page, method: string, path: string) =>
  page.evaluate(
    async ({ method, path, cookie, header }) => {
      const csrf = decodeURIComponent(document.cookie.split('; ').find((entry) => entry.startsWith(`${cookie}=`))?.slice(cookie.length + 1) ?? '');
      const response = await fetch(path, { method, headers: method === 'GET' ? {} : { [header]: csrf } });
      return { status: response.status, body: await response.text() };
    },
    { method, path, cookie: CSRF_COOKIE, header: CSRF_HEADER },
  );

/** A page's staff session as its browser would send it: the cookies of the admin host and the CSRF token. */
async function sessionOf(page: Page) {
  const cookies = await page.context().cookies(e2eEnv().adminUrl);
  return { cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '), csrf: cookies.find(({ name }) => name === CSRF_COOKIE)?.value ?? '' };
}

/** POST /api/admin/team/{username}/disable with a session, from this process (so two leave at the same moment). */
async function disableAs(session: { cookie: string; csrf: string }, username: string) {
  const response = await fetch(`${e2eEnv().adminUrl}/api/admin/team/${username}/disable`, {
    method: 'POST',
    headers: { cookie: session.cookie, [CSRF_HEADER]: decodeURIComponent(session.csrf), origin: e2eEnv().adminUrl },
  });
  return { status: response.status, message: ((await response.json()) as { message?: string }).message };
}

describe('the Team view', () => {
  test('opens from the header, invites a member by e-mail, disables them (their open session gets 401 at once) and enables them again', async () => {
    // Prepare
    const admin = await newPage();
    const problems = collectAdminProblems(admin);
    await openAdminLoggedIn(admin);

    // Act: open the Team view from the header
    await openTeam(admin);

    // Assess: the staff account of the stack, with its authenticator
    const me = rowOf(admin, E2E_ADMIN.email);
    await me.getByText('You', { exact: true }).waitFor();
    expect(await me.textContent()).toContain('Enabled');
    expect(await me.textContent()).toContain('Set up');

    // Act: invite a member
    const id = unique();
    const member = { name: `Ines Vitee ${id}`, email: `ines-${id}@example.com`, username: `ines-${id}` };
    await invite(admin, member);

    // Assess: listed as invited, and the invitation is in the mailbox with the admin's address and a temporary password
    await rowOf(admin, member.email).getByText('Invited', { exact: true }).waitFor();
    const invitation = await invitationTo(member.email);
    expect(invitation).toMatchObject({ subject: COPY.subject, loginUrl: `${e2eEnv().adminUrl}/admin`, username: member.username });
    expect(invitation.temporaryPassword).toHaveLength(20);

    // Act: the member logs in with it in a browser of their own
    const memberPage = await newPage();
    const secret = await firstLogin(memberPage, invitation, member.email);
    expect((await statusOf(memberPage, 'GET', '/api/auth/me')).status).toBe(200);

    // Act: the admin disables the member
    await rowOf(admin, member.email).getByRole('button', { name: `Disable ${member.name}` }).click();
    const confirm = admin.getByRole('dialog', { name: COPY.confirmDisable });
    const disabled = admin.waitForResponse((response) => response.url().endsWith(`/api/admin/team/${member.username}/disable`));
    await confirm.getByRole('button', { name: 'Disable', exact: true }).click();

    // Assess: done, and the member's open session is refused at once, renewal too; their page falls back to the login
    expect((await disabled).status()).toBe(200);
    await admin.getByText(COPY.disabled, { exact: true }).waitFor();
    await rowOf(admin, member.email).getByText('Disabled', { exact: true }).waitFor();
    expect((await statusOf(memberPage, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await statusOf(memberPage, 'GET', '/api/leads')).status).toBe(401);
    expect((await statusOf(memberPage, 'POST', '/api/auth/refresh')).status).toBe(401);
    await memberPage.reload();
    await memberPage.getByRole('button', { name: 'Login' }).waitFor();

    // Act: enabled again
    await rowOf(admin, member.email).getByRole('button', { name: `Enable ${member.name}` }).click();

    // Assess: they log in again with their own password and authenticator
    await admin.getByText(COPY.enabled, { exact: true }).waitFor();
    await rowOf(admin, member.email).getByText('Enabled', { exact: true }).waitFor();
    await submitLogin(memberPage, { username: member.username, password: CHOSEN_PASSWORD, totpSecret: secret });
    await memberPage.getByText(`Signed in as ${member.email}`).waitFor();
    expect(problems()).toEqual([]);
  });

  test('refuses disabling your own account, and two members disabling each other at once leaves one enabled', async () => {
    // Prepare: the team is the stack's account and one member, both logged in, every other account disabled
    const admin = await newPage();
    await openAdminLoggedIn(admin);
    await openTeam(admin);
    const team = JSON.parse((await statusOf(admin, 'GET', '/api/admin/team')).body) as { username: string; enabled: boolean; you: boolean }[];
    for (const other of team.filter((entry) => entry.enabled && !entry.you)) {
      expect((await statusOf(admin, 'POST', `/api/admin/team/${other.username}/disable`)).status).toBe(200);
    }
    const member = await invitedMemberLoggedIn(admin);

    // Assess: no Disable for oneself, and the API refuses it anyway
    expect(await rowOf(admin, E2E_ADMIN.email).getByRole('button', { name: /^Disable/ }).count()).toBe(0);
    const self = await statusOf(admin, 'POST', `/api/admin/team/${E2E_ADMIN.username}/disable`);
    expect(self.status).toBe(409);
    expect(JSON.parse(self.body).message).toBe(COPY.cannotDisableSelf);

    // Act: at the same moment, each member's browser session asks to disable the other (two requests sent together,
    // as two people pressing Disable at once; their pages cannot send them closer together than that)
    const [adminSession, memberSession] = [await sessionOf(admin), await sessionOf(member.page)];
    const [byAdmin, byMember] = await Promise.all([
      disableAs(adminSession, member.username),
      disableAs(memberSession, E2E_ADMIN.username),
    ]);

    // Assess: one is done; the other is refused as the last enabled account (409), or, had it come second, as a
    // session that just ended (401)
    expect([byAdmin.status, byMember.status].filter((status) => status === 200)).toHaveLength(1);
    const [winner, loser] = byAdmin.status === 200 ? [admin, byMember] : [member.page, byAdmin];
    expect([409, 401]).toContain(loser.status);
    if (loser.status === 409) expect(loser.message).toBe(COPY.lastEnabled);
    // The winner may be either page (the race decides), and only the admin's had the Team view open: open it afresh
    await winner.reload();
    if (!/[?&]dialog=team/.test(winner.url())) await openTeam(winner);
    await teamDialog(winner).getByText('Disabled', { exact: true }).first().waitFor();
    expect(await teamDialog(winner).getByText('Enabled', { exact: true }).count()).toBe(1);

    // Act: the one still enabled enables the other again
    const loserEmail = winner === admin ? member.email : E2E_ADMIN.email;
    await rowOf(winner, loserEmail).getByRole('button', { name: /^Enable / }).click();

    // Assess
    await winner.getByText(COPY.enabled, { exact: true }).waitFor();
    await rowOf(winner, loserEmail).getByText('Enabled', { exact: true }).waitFor();
  });
});
