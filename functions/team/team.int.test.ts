/**
 * The Team view against DynamoDB Local and cognito-local, through the route table. The file runs on a table and a user
 * pool of its own, so the team it counts is only the accounts it creates (other test files add staff to the shared
 * pool at any time, which would change who is "the last enabled account").
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminGetUserCommand, AdminListGroupsForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ensureUserPool, localCognitoClient } from '#infra/local/cognito.ts';
import { ensureTable } from '#infra/local/dynamodb.ts';
import { receivedEmails } from '#infra/local/mailbox.ts';
import type { LoginChallenge } from '#shared/admin/api-contract.ts';
import type { TeamMember } from '#shared/admin/team-rules.ts';
import { disableMember, enabledAccountCount, enableMember, getStaffRecord, recordInvitation } from '../data/staff-members.ts';
import { listAuditForTarget } from '../data/audit-log.ts';
import { suppressEmail } from '../data/email-suppressions.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { createStaffAccount } from '../test/staff-accounts.ts';
import { answerAuthenticatorStep, loggedInStaff, logInWithCode, type StaffRequest } from '../test/staff-session.ts';
import { base32Text } from '../test/totp.ts';

const run = randomUUID().slice(0, 8);
const PASSWORD = 'Team-Lead-Passw0rd!';
const cognito = () => localCognitoClient(process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER!);

/** The member of staff who leads this file's team, logged in. */
let lead: { username: string; email: string; totpSecret: string; session: StaffRequest };

/** A new account of this file's pool in the admin group, with its authenticator enrolled, and its session. */
async function staffMember() {
  const totpSecret = base32Text(Buffer.from(randomUUID().replace(/-/g, ''), 'hex'));
  const account = await createStaffAccount({ permanentPassword: PASSWORD, admin: true, totpSecret });
  return { ...account, totpSecret, session: await loggedInStaff({ username: account.username, password: PASSWORD, totpSecret }) };
}

const as = (session: StaffRequest) => ({
  get: (path: string) => invokeRoute('GET', path, { ...session }),
  post: (path: string, body?: unknown) => invokeRoute('POST', path, { ...session, ...(body === undefined ? {} : { body }) }),
});
const refreshOf = (session: StaffRequest) => invokeRoute('POST', '/api/auth/refresh', { cookies: session.cookies });

beforeAll(async () => {
  process.env.TABLE_NAME = `team-${run}`;
  await ensureTable(process.env.AWS_ENDPOINT_URL_DYNAMODB!, process.env.TABLE_NAME);
  const pool = await ensureUserPool(process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER!, mkdtempSync(join(tmpdir(), 'team-pool-')));
  Object.assign(process.env, { USER_POOL_ID: pool.userPoolId, USER_POOL_CLIENT_ID: pool.clientId });
}, 60_000);

describe('the last enabled account, fired at once against DynamoDB Local', () => {
  it('two members disabling each other at the same moment: exactly one succeeds, every time', async () => {
    // Prepare: a team of exactly two enabled accounts
    const [ana, ben] = [`ana-${run}`, `ben-${run}`];
    await recordInvitation({ username: ana, email: `${ana}@example.com`, name: 'Ana' }, 'setup');
    await recordInvitation({ username: ben, email: `${ben}@example.com`, name: 'Ben' }, 'setup');
    expect(await enabledAccountCount()).toBe(2);

    for (let round = 0; round < 10; round++) {
      // Act
      const outcomes = await Promise.all([disableMember(ben, ana), disableMember(ana, ben)]);

      // Assess: one disable, one refusal; one account still enabled, and the count says so
      expect([...outcomes].sort()).toEqual(['disabled', 'lastEnabled']);
      expect(await enabledAccountCount()).toBe(1);
      const [anaRecord, benRecord] = await Promise.all([getStaffRecord(ana), getStaffRecord(ben)]);
      expect([anaRecord!.enabled, benRecord!.enabled].filter(Boolean)).toHaveLength(1);

      // The disabled one is enabled again for the next round.
      await enableMember(anaRecord!.enabled ? ben : ana, 'setup');
      expect(await enabledAccountCount()).toBe(2);
    }
  });
});

describe('the Team view through the route table', () => {
  beforeAll(async () => {
    const totpSecret = base32Text(Buffer.from(randomUUID().replace(/-/g, ''), 'hex'));
    const account = await createStaffAccount({ permanentPassword: PASSWORD, admin: true, totpSecret });
    lead = { ...account, totpSecret, session: await loggedInStaff({ username: account.username, password: PASSWORD, totpSecret }) };
  }, 60_000);

  it('lists the team: the account created with the CLI is recorded and counted, with its authenticator and last login', async () => {
    // Act
    const response = await as(lead.session).get('/api/admin/team');

    // Assess: the earlier test's records are not in this pool's admin group, so they are no longer counted
    expect(response.statusCode).toBe(200);
    const me = (response.json as TeamMember[]).find((member) => member.username === lead.username);
    expect(me).toMatchObject({ email: lead.email, enabled: true, status: 'active', authenticator: true, you: true });
    expect(me!.lastLoginAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(await getStaffRecord(lead.username)).toMatchObject({ enabled: true, version: 1 });
    expect(await enabledAccountCount()).toBe(1);
    expect((await listAuditForTarget(`team#${lead.username}`)).map((entry) => entry.action)).toContain('team.enrol');
  });

  it('invites a member: the account on a temporary password in the admin group, counted, audited, and the invitation in the mailbox; the member logs in with it', async () => {
    // Prepare
    const username = `invitee-${run}`;
    const email = `invitee-${run}@example.com`;

    // Act
    const response = await as(lead.session).post('/api/admin/team', { name: 'Ines Vitee', email, username });

    // Assess: the account
    expect(response.statusCode).toBe(201);
    expect(response.json).toMatchObject({ username, name: 'Ines Vitee', email, enabled: true, status: 'invited', authenticator: false, you: false });
    const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: process.env.USER_POOL_ID, Username: username }));
    expect(user.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    const groups = await cognito().send(new AdminListGroupsForUserCommand({ UserPoolId: process.env.USER_POOL_ID, Username: username }));
    expect(groups.Groups?.map((group) => group.GroupName)).toEqual(['admin']);
    expect(await enabledAccountCount()).toBe(2);
    const [audit] = await listAuditForTarget(`team#${username}`);
    expect(audit).toMatchObject({ actor: lead.username, action: 'team.invite', after: { name: 'Ines Vitee', email } });

    // Assess: the invitation, with the login address, the username and the temporary password
    const mail = (await receivedEmails(process.env.AWS_ENDPOINT_URL_SESV2!)).find((received) => received.destination.to.includes(email));
    expect(mail?.subject).toBe('Your invitation to the admin dashboard');
    expect(mail!.body.text).toContain(`Log in at: ${process.env.ADMIN_URL}`);
    expect(mail!.body.text).toContain(`Username: ${username}`);
    const temporaryPassword = /Temporary password: (\S+)/.exec(mail!.body.text ?? '')?.[1];
    expect(JSON.stringify(audit)).not.toContain(temporaryPassword);

    // Act: the member logs in with it, chooses a password and sets up an authenticator
    const login = await invokeRoute('POST', '/api/auth/login', { body: { username, password: temporaryPassword } });
    const challenge = login.json as LoginChallenge;
    expect(challenge.challenge).toBe('NEW_PASSWORD_REQUIRED');
    const chosen = await invokeRoute('POST', '/api/auth/new-password', {
      body: { username, challengeSession: challenge.challengeSession, newPassword: 'Chosen-Passw0rd-2026!' },
    });
    const session = await answerAuthenticatorStep(chosen, undefined);

    // Assess
    expect(session.statusCode).toBe(200);
    expect(session.json).toMatchObject({ username });
  });

  it('refuses an e-mail address or a username the team already has (409), creating nothing', async () => {
    // Act
    const sameEmail = await as(lead.session).post('/api/admin/team', { name: 'Twin', email: lead.email.toUpperCase(), username: `twin-${run}` });
    const sameUsername = await as(lead.session).post('/api/admin/team', { name: 'Twin', email: `twin-${run}@example.com`, username: lead.username });

    // Assess
    expect([sameEmail.statusCode, sameUsername.statusCode]).toEqual([409, 409]);
    expect(sameEmail.json.message).toBe('A member of the team already has this e-mail address.');
    expect(sameUsername.json.message).toBe('This username is taken. Choose another.');
  });

  it("disabling a member ends their open session at once, on every admin route and at refresh; enabled again, they log in anew", async () => {
    // Prepare
    const member = await staffMember();
    expect((await as(member.session).get('/api/auth/me')).statusCode).toBe(200);

    // Act
    const disabled = await as(lead.session).post(`/api/admin/team/${member.username}/disable`);

    // Assess: their session, still within its hour, answers 401 everywhere
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json).toMatchObject({ username: member.username, enabled: false });
    expect((await as(member.session).get('/api/auth/me')).statusCode).toBe(401);
    expect((await as(member.session).get('/api/leads')).statusCode).toBe(401);
    expect((await refreshOf(member.session)).statusCode).toBe(401);
    const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: process.env.USER_POOL_ID, Username: member.username }));
    expect(user.Enabled).toBe(false);
    expect((await listAuditForTarget(`team#${member.username}`)).at(-1)).toMatchObject({ actor: lead.username, action: 'team.disable' });
    // Nor can they log in again while disabled: the right password and code open no session
    const whileDisabled = await logInWithCode({ username: member.username, password: PASSWORD, totpSecret: member.totpSecret });
    expect(whileDisabled.statusCode).toBe(401);
    expect(whileDisabled.cookies ?? []).toEqual([]);

    // Act
    const enabled = await as(lead.session).post(`/api/admin/team/${member.username}/enable`);
    const again = await loggedInStaff({ username: member.username, password: PASSWORD, totpSecret: member.totpSecret });

    // Assess
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json).toMatchObject({ enabled: true });
    expect((await as(again).get('/api/auth/me')).statusCode).toBe(200);
  });

  it('refuses to let a member disable their own account (409)', async () => {
    // Act
    const response = await as(lead.session).post(`/api/admin/team/${lead.username}/disable`);

    // Assess
    expect(response.statusCode).toBe(409);
    expect(response.json.message).toBe('You cannot disable your own account.');
    expect(await getStaffRecord(lead.username)).toMatchObject({ enabled: true });
  });

  it('two members disabling each other through the API at once: one succeeds, the other is refused, one stays enabled', async () => {
    // Prepare: only the lead and one member enabled
    const list = (await as(lead.session).get('/api/admin/team')).json as TeamMember[];
    for (const other of list.filter((member) => member.enabled && !member.you)) await as(lead.session).post(`/api/admin/team/${other.username}/disable`);
    const member = await staffMember();
    await as(lead.session).get('/api/admin/team');
    expect(await enabledAccountCount()).toBe(2);

    // Act
    const [byLead, byMember] = await Promise.all([
      as(lead.session).post(`/api/admin/team/${member.username}/disable`),
      as(member.session).post(`/api/admin/team/${lead.username}/disable`),
    ]);

    // Assess: one 200; the other 409 (the count refused) or 401 (already disabled when its request arrived)
    const statuses = [byLead.statusCode, byMember.statusCode];
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409 || status === 401)).toHaveLength(1);
    const refused = byLead.statusCode === 200 ? byMember : byLead;
    if (refused.statusCode === 409) expect(refused.json.message).toBe('The last enabled account cannot be disabled.');
    expect(await enabledAccountCount()).toBe(1);

    // The one still enabled enables the other again.
    const [winner, loser] = byLead.statusCode === 200 ? [lead.session, member.username] : [member.session, lead.username];
    expect((await as(winner).post(`/api/admin/team/${loser}/enable`)).statusCode).toBe(200);
    if (loser === lead.username) lead.session = await loggedInStaff({ username: lead.username, password: PASSWORD, totpSecret: lead.totpSecret });
  });

  it('resends an invitation with a new temporary password, and refuses it for a member who chose a password', async () => {
    // Prepare
    const username = `resend-${run}`;
    const email = `resend-${run}@example.com`;
    await as(lead.session).post('/api/admin/team', { name: 'Rae Send', email, username });

    // Act
    const resent = await as(lead.session).post(`/api/admin/team/${username}/resend-invitation`);
    const active = await as(lead.session).post(`/api/admin/team/${lead.username}/resend-invitation`);

    // Assess
    expect(resent.statusCode).toBe(200);
    const passwords = (await receivedEmails(process.env.AWS_ENDPOINT_URL_SESV2!))
      .filter((received) => received.destination.to.includes(email))
      .map((received) => /Temporary password: (\S+)/.exec(received.body.text ?? '')?.[1]);
    expect(passwords).toHaveLength(2);
    expect(passwords[0]).not.toBe(passwords[1]);
    const login = await invokeRoute('POST', '/api/auth/login', { body: { username, password: passwords[1] } });
    expect((login.json as LoginChallenge).challenge).toBe('NEW_PASSWORD_REQUIRED');
    expect(active.statusCode).toBe(409);
  });

  it('refuses to invite an address whose e-mail bounced (409), creating no account and sending nothing', async () => {
    // Prepare
    const username = `bounced-${run}`;
    const email = `bounced-${run}@example.com`;
    await suppressEmail(email, { reason: 'bounce', at: new Date().toISOString() });

    // Act
    const response = await as(lead.session).post('/api/admin/team', { name: 'Bo Unced', email: email.toUpperCase(), username });

    // Assess
    expect(response.statusCode).toBe(409);
    expect(response.json.message).toBe('E-mail to this address bounced or was marked as spam, so the invitation cannot reach it. Use another address.');
    await expect(cognito().send(new AdminGetUserCommand({ UserPoolId: process.env.USER_POOL_ID, Username: username }))).rejects.toThrow();
    expect(await getStaffRecord(username)).toBeUndefined();
    expect((await receivedEmails(process.env.AWS_ENDPOINT_URL_SESV2!)).filter((received) => received.destination.to.includes(email))).toEqual([]);
  });

  it("refuses a password reset or a new invitation for a member whose address was marked as spam (409), changing nothing", async () => {
    // Prepare: an active member, and an invited one, both of whose addresses then complain
    const member = await staffMember();
    const invited = { username: `invited-${run}`, email: `invited-${run}@example.com` };
    await as(lead.session).post('/api/admin/team', { name: 'In Vited', ...invited });
    const recordsBefore = await Promise.all([getStaffRecord(member.username), getStaffRecord(invited.username)]);
    const mailsBefore = (await receivedEmails(process.env.AWS_ENDPOINT_URL_SESV2!)).length;
    for (const email of [member.email, invited.email]) await suppressEmail(email, { reason: 'complaint', at: new Date().toISOString() });

    // Act
    const reset = await as(lead.session).post(`/api/admin/team/${member.username}/reset-password`);
    const resent = await as(lead.session).post(`/api/admin/team/${invited.username}/resend-invitation`);

    // Assess
    expect([reset.statusCode, resent.statusCode]).toEqual([409, 409]);
    const refused = "E-mail to this member's address bounced or was marked as spam, so a temporary password cannot reach them. Nothing was changed.";
    expect([reset.json.message, resent.json.message]).toEqual([refused, refused]);
    expect(await Promise.all([getStaffRecord(member.username), getStaffRecord(invited.username)])).toEqual(recordsBefore);
    expect((await receivedEmails(process.env.AWS_ENDPOINT_URL_SESV2!)).length).toBe(mailsBefore);
    const login = await logInWithCode({ username: member.username, password: PASSWORD, totpSecret: member.totpSecret });
    expect(login.statusCode).toBe(200);
  });

  it('resets a password: the member gets a temporary one by e-mail and must choose a new one at the next login', async () => {
    // Prepare
    const member = await staffMember();

    // Act
    const response = await as(lead.session).post(`/api/admin/team/${member.username}/reset-password`);

    // Assess
    expect(response.statusCode).toBe(200);
    const mail = (await receivedEmails(process.env.AWS_ENDPOINT_URL_SESV2!)).find((received) => received.destination.to.includes(member.email));
    expect(mail?.subject).toBe('Your admin dashboard password was reset');
    const temporaryPassword = /Temporary password: (\S+)/.exec(mail!.body.text ?? '')?.[1];
    const login = await invokeRoute('POST', '/api/auth/login', { body: { username: member.username, password: temporaryPassword } });
    expect((login.json as LoginChallenge).challenge).toBe('NEW_PASSWORD_REQUIRED');
    expect(await getStaffRecord(member.username)).toMatchObject({ temporaryPasswordKind: 'passwordReset' });
  });

  it('resets an authenticator: the team shows none, and the next login goes through the set-up step again', async () => {
    // Prepare
    const member = await staffMember();

    // Act
    const response = await as(lead.session).post(`/api/admin/team/${member.username}/reset-authenticator`);

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.json).toMatchObject({ username: member.username, authenticator: false });
    const login = await invokeRoute('POST', '/api/auth/login', { body: { username: member.username, password: PASSWORD } });
    expect((login.json as LoginChallenge).challenge).toBe('MFA_SETUP');
    expect((await listAuditForTarget(`team#${member.username}`)).at(-1)).toMatchObject({ action: 'team.authenticator.reset' });
  });

  it('answers 404 for an account of the pool outside the admin group, and changes nothing', async () => {
    // Prepare
    const outsider = await createStaffAccount({ permanentPassword: PASSWORD, admin: false });

    // Act
    const response = await as(lead.session).post(`/api/admin/team/${outsider.username}/reset-password`);

    // Assess
    expect(response.statusCode).toBe(404);
    expect(await getStaffRecord(outsider.username)).toBeUndefined();
  });
});
