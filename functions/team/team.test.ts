import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ListUsersInGroupCommand,
  UsernameExistsException,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { passwordProblem } from '#shared/auth/password-policy.ts';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { UNIT_STAFF, unitStaffSession } from '../test/unit-staff-session.ts';
import type { StaffRequest } from '../test/staff-session.ts';
import { handler as disable } from './disable.ts';
import { handler as enable } from './enable.ts';
import { handler as invite } from './invite.ts';
import { handler as list } from './list.ts';
import { handler as resendInvitation } from './resend-invitation.ts';
import { handler as resetAuthenticator } from './reset-authenticator.ts';
import { handler as resetPassword } from './reset-password.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const ses = mockClient(SESv2Client);
let staff: StaffRequest;

const NOW = '2026-11-20T10:00:00.000Z';
const poolUser = (username: string, options: { status?: string; enabled?: boolean; name?: string } = {}): UserType => ({
  Username: username,
  Enabled: options.enabled ?? true,
  UserStatus: (options.status ?? 'CONFIRMED') as UserType['UserStatus'],
  UserCreateDate: new Date('2026-11-01T09:00:00.000Z'),
  Attributes: [
    { Name: 'email', Value: `${username}@example.com` },
    { Name: 'name', Value: options.name ?? username.charAt(0).toUpperCase() + username.slice(1) },
  ],
});
const record = (username: string, fields: Record<string, unknown> = {}) => ({
  pk: `STAFF#${username}`, sk: 'STAFF', gsi1pk: 'STAFF', gsi1sk: username, kind: 'STAFF',
  username, email: `${username}@example.com`, name: username, enabled: true, version: 3,
  createdAt: '2026-11-01T09:00:00.000Z', updatedAt: '2026-11-01T09:00:00.000Z', ...fields,
});

/** The pool's admin group and our records, as the tests set them. */
function given(team: { users: UserType[]; records: ReturnType<typeof record>[] }) {
  cognito.on(ListUsersInGroupCommand).resolves({ Users: team.users });
  dynamo.on(QueryCommand, { IndexName: 'gsi1' }).resolves({ Items: team.records });
  for (const item of team.records) dynamo.on(GetCommand, { Key: { pk: item.pk, sk: 'STAFF' } }).resolves({ Item: item });
}

beforeAll(async () => {
  staff = await unitStaffSession();
  process.env.SES_SENDER = 'team@example.com';
  // The key of the suppression check's keyed hash (each e-mail checks its address first; the table answers none).
  process.env.PRIVACY_HMAC_SECRET = 'unit-privacy-key';
  process.env.ADMIN_URL = 'https://admin.example.com/admin';
});

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  ses.reset();
  process.env.TABLE_NAME = 'test-table';
  dynamo.on(GetCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(TransactWriteCommand).resolves({});
  cognito.on(AdminGetUserCommand).resolves({ Username: 'x', UserMFASettingList: [] });
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
});

type Answer = { statusCode: number; body: string };
const post = async (handler: typeof disable, username: string | undefined, action?: string, body?: unknown) =>
  (await handler(
    apiEvent({
      method: 'POST',
      path: username ? `/api/admin/team/${username}/${action}` : '/api/admin/team',
      routePath: username ? `/api/admin/team/{username}/${action}` : '/api/admin/team',
      pathParameters: username ? { username } : undefined,
      body,
      ...staff,
      timeEpoch: Date.parse(NOW),
    }),
    lambdaContext(),
  )) as Answer;
const message = (answer: Answer) => JSON.parse(answer.body).message;
const transactions = () => dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems!);
const sentEmail = () => ses.commandCalls(SendEmailCommand)[0]!.args[0].input;

describe('GET /api/admin/team', () => {
  it('lists the admin group with enabled, authenticator, invitation state and last login from the audit log', async () => {
    // Prepare
    given({
      users: [poolUser('unit-staff', { name: 'Una Staff' }), poolUser('bob', { name: 'Bob Day', status: 'FORCE_CHANGE_PASSWORD' })],
      records: [record('unit-staff', { name: 'Una Staff' }), record('bob', { name: 'Bob Day', temporaryPasswordSentAt: '2026-11-16T10:00:00.000Z' })],
    });
    cognito.on(AdminGetUserCommand, { Username: 'unit-staff' }).resolves({ Username: 'unit-staff', UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] });
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'AUDIT#staff#unit-staff', ':login': 'auth.login' } }).resolves({ Items: [{ at: '2026-11-19T08:30:00.000Z' }] });

    // Act
    const response = (await list(apiEvent({ method: 'GET', path: '/api/admin/team', ...staff, timeEpoch: Date.parse(NOW) }), lambdaContext())) as Answer;

    // Assess: bob's temporary password was sent four days ago, past the pool's 3 days
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual([
      { username: 'bob', name: 'Bob Day', email: 'bob@example.com', enabled: true, status: 'invitationExpired', authenticator: false, lastLoginAt: null, invitedAt: '2026-11-16T10:00:00.000Z', you: false },
      { username: 'unit-staff', name: 'Una Staff', email: 'unit-staff@example.com', enabled: true, status: 'active', authenticator: true, lastLoginAt: '2026-11-19T08:30:00.000Z', you: true },
    ]);
    expect(transactions()).toEqual([]);
  });

  it('records and counts an account of the admin group that has no record yet (created with the AWS CLI), audited', async () => {
    // Prepare
    given({ users: [poolUser('unit-staff'), poolUser('first-admin')], records: [record('unit-staff')] });

    // Act
    await list(apiEvent({ method: 'GET', path: '/api/admin/team', ...staff }), lambdaContext());

    // Assess
    const [items] = transactions();
    expect(items![0]!.Put).toMatchObject({ Item: { pk: 'STAFF#first-admin', enabled: true, version: 1 }, ConditionExpression: 'attribute_not_exists(pk)' });
    expect(items![1]!.Update).toMatchObject({ Key: { pk: 'TEAM', sk: 'TEAM' }, UpdateExpression: 'ADD enabledCount :delta', ExpressionAttributeValues: { ':delta': 1 } });
    expect(items![2]!.Put!.Item).toMatchObject({ pk: 'AUDIT#team#first-admin', action: 'team.enrol', actor: UNIT_STAFF.username });
  });

  it('stops counting a record whose account left the admin group', async () => {
    // Prepare
    given({ users: [poolUser('unit-staff')], records: [record('unit-staff'), record('gone')] });

    // Act
    await list(apiEvent({ method: 'GET', path: '/api/admin/team', ...staff }), lambdaContext());

    // Assess
    const [items] = transactions();
    expect(items![0]!.Update).toMatchObject({ Key: { pk: 'STAFF#gone', sk: 'STAFF' }, ConditionExpression: 'enabled = :true AND version = :version' });
    expect(items![1]!.Update!.ExpressionAttributeValues).toEqual({ ':delta': -1 });
    expect(items![2]!.Put!.Item).toMatchObject({ action: 'team.retire', after: { enabled: false, reason: 'leftGroup' } });
  });
});

describe('POST /api/admin/team (invite)', () => {
  const invitation = { name: 'Sara Khan', email: 'sara.khan@example.com', username: 'sara.khan' };

  it('creates the account with a strong temporary password and no Cognito message, records it and e-mails the invitation', async () => {
    // Prepare
    given({ users: [poolUser('unit-staff')], records: [record('unit-staff')] });
    cognito.on(AdminCreateUserCommand).callsFake(() => {
      given({ users: [poolUser('unit-staff'), poolUser('sara.khan', { name: 'Sara Khan', status: 'FORCE_CHANGE_PASSWORD' })], records: [record('unit-staff'), record('sara.khan', { name: 'Sara Khan', temporaryPasswordSentAt: NOW })] });
      return {};
    });

    // Act
    const response = await post(invite, undefined, undefined, invitation);

    // Assess
    expect(response.statusCode).toBe(201);
    expect(JSON.parse(response.body)).toMatchObject({ username: 'sara.khan', enabled: true, status: 'invited', authenticator: false });
    const created = cognito.commandCalls(AdminCreateUserCommand)[0]!.args[0].input;
    expect(created).toMatchObject({ Username: 'sara.khan', MessageAction: 'SUPPRESS' });
    expect(created.UserAttributes).toEqual(
      expect.arrayContaining([{ Name: 'email', Value: 'sara.khan@example.com' }, { Name: 'email_verified', Value: 'true' }, { Name: 'name', Value: 'Sara Khan' }]),
    );
    const password = created.TemporaryPassword!;
    expect(password).toHaveLength(20);
    expect(passwordProblem(password)).toBeUndefined();
    expect(cognito.commandCalls(AdminAddUserToGroupCommand)[0]!.args[0].input).toMatchObject({ Username: 'sara.khan', GroupName: 'admin' });
    const [items] = transactions();
    expect(items![0]!.Put).toMatchObject({ Item: { pk: 'STAFF#sara.khan', enabled: true, temporaryPasswordKind: 'invitation' }, ConditionExpression: 'attribute_not_exists(pk)' });
    expect(items![1]!.Update!.ExpressionAttributeValues).toEqual({ ':delta': 1 });
    expect(items![2]!.Put!.Item).toMatchObject({ pk: 'AUDIT#team#sara.khan', action: 'team.invite', actor: UNIT_STAFF.username, after: { name: 'Sara Khan', email: 'sara.khan@example.com' } });
    expect(JSON.stringify(items)).not.toContain(password);
    const email = sentEmail();
    expect(email.Destination!.ToAddresses).toEqual(['sara.khan@example.com']);
    expect(email.Content!.Simple!.Subject!.Data).toBe('Your invitation to the admin dashboard');
    const text = email.Content!.Simple!.Body!.Text!.Data!;
    expect(text).toContain('Log in at: https://admin.example.com/admin');
    expect(text).toContain('Username: sara.khan');
    expect(text).toContain(`Temporary password: ${password}`);
    expect(text).toContain('works for 3 days');
  });

  it('answers 409 when the username is taken in the pool, and records and sends nothing', async () => {
    // Prepare
    given({ users: [poolUser('unit-staff')], records: [record('unit-staff')] });
    cognito.on(AdminCreateUserCommand).rejects(new UsernameExistsException({ message: 'User account already exists', $metadata: {} }));

    // Act
    const response = await post(invite, undefined, undefined, invitation);

    // Assess
    expect(response.statusCode).toBe(409);
    expect(message(response)).toBe('This username is taken. Choose another.');
    expect(transactions()).toEqual([]);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('answers 409 for an e-mail address a member already has, before creating anything', async () => {
    // Prepare
    given({ users: [poolUser('unit-staff'), poolUser('sara')], records: [] });

    // Act
    const response = await post(invite, undefined, undefined, { ...invitation, email: 'SARA@example.com' });

    // Assess
    expect(response.statusCode).toBe(409);
    expect(message(response)).toBe('A member of the team already has this e-mail address.');
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });

  it('keeps a username that was ever used taken (its audit history names one person)', async () => {
    // Prepare
    given({ users: [poolUser('unit-staff')], records: [record('sara.khan', { enabled: false })] });

    // Act
    const response = await post(invite, undefined, undefined, invitation);

    // Assess
    expect(response.statusCode).toBe(409);
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });

  it('answers 400 with a message per field for an e-mail-shaped username, a bad address and no name', async () => {
    // Act
    const response = await post(invite, undefined, undefined, { name: ' ', email: 'sara@', username: 'sara@example.com' });

    // Assess
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).fieldErrors).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid e-mail address',
      username: 'Use 3 to 64 lower-case letters, digits, dots, hyphens or underscores, starting with a letter or digit',
    });
    expect(cognito.calls()).toHaveLength(0);
  });

  it('answers 502 saying the account is ready when the e-mail cannot be sent', async () => {
    // Prepare
    given({ users: [poolUser('unit-staff')], records: [record('unit-staff')] });
    ses.on(SendEmailCommand).rejects(new Error('SES is down'));

    // Act
    const response = await post(invite, undefined, undefined, invitation);

    // Assess
    expect(response.statusCode).toBe(502);
    expect(message(response)).toBe('The account is ready, but the e-mail could not be sent. Use Resend invitation to try again.');
    expect(transactions()).toHaveLength(1);
  });
});

describe('POST /api/admin/team/{username}/disable', () => {
  beforeEach(() => given({ users: [poolUser('unit-staff'), poolUser('bob')], records: [record('unit-staff'), record('bob')] }));

  it('disables the record and takes one from the enabled count on condition another stays enabled, then disables and signs out in the pool', async () => {
    // Act
    const response = await post(disable, 'bob', 'disable');

    // Assess
    expect(response.statusCode).toBe(200);
    const [items] = transactions();
    expect(items![0]!.Update).toMatchObject({
      Key: { pk: 'STAFF#bob', sk: 'STAFF' },
      ConditionExpression: 'enabled = :true AND version = :version',
      ExpressionAttributeValues: expect.objectContaining({ ':false': false, ':version': 3, ':next': 4 }),
    });
    expect(items![1]!.Update).toMatchObject({ Key: { pk: 'TEAM', sk: 'TEAM' }, UpdateExpression: 'SET enabledCount = enabledCount - :one', ConditionExpression: 'enabledCount > :one' });
    expect(items![2]!.Put!.Item).toMatchObject({ pk: 'AUDIT#team#bob', action: 'team.disable', actor: UNIT_STAFF.username, before: { enabled: true }, after: { enabled: false } });
    expect(cognito.commandCalls(AdminDisableUserCommand)[0]!.args[0].input).toMatchObject({ Username: 'bob' });
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)[0]!.args[0].input).toMatchObject({ Username: 'bob' });
  });

  it('refuses to disable one\'s own account with 409, writing nothing', async () => {
    // Act
    const response = await post(disable, UNIT_STAFF.username, 'disable');

    // Assess
    expect(response.statusCode).toBe(409);
    expect(message(response)).toBe('You cannot disable your own account.');
    expect(transactions()).toEqual([]);
    expect(cognito.commandCalls(AdminDisableUserCommand)).toHaveLength(0);
  });

  it('answers 409 for the last enabled account when the count refuses, and leaves the pool alone', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).rejects(
      Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }, { Code: 'None' }] }),
    );

    // Act
    const response = await post(disable, 'bob', 'disable');

    // Assess
    expect(response.statusCode).toBe(409);
    expect(message(response)).toBe('The last enabled account cannot be disabled.');
    expect(cognito.commandCalls(AdminDisableUserCommand)).toHaveLength(0);
  });

  it('still disables in the pool where the pool cannot sign out everywhere (cognito-local lacks AdminUserGlobalSignOut)', async () => {
    // Prepare
    cognito.on(AdminUserGlobalSignOutCommand).rejects(Object.assign(new Error('Cognito Local unsupported feature: Unsupported x-amz-target header'), { name: 'Unsupported' }));

    // Act
    const response = await post(disable, 'bob', 'disable');

    // Assess
    expect(response.statusCode).toBe(200);
    expect(cognito.commandCalls(AdminDisableUserCommand)).toHaveLength(1);
  });

  it('fails (500) when the pool refuses the sign-out for any other reason: only the local gap is tolerated', async () => {
    // Prepare
    cognito.on(AdminUserGlobalSignOutCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' }));

    // Act
    const response = await post(disable, 'bob', 'disable');

    // Assess
    expect(response.statusCode).toBe(500);
  });

  it('answers 404 for an account outside the admin group, touching nothing', async () => {
    // Act
    const response = await post(disable, 'outsider', 'disable');

    // Assess
    expect(response.statusCode).toBe(404);
    expect(message(response)).toBe('No member of the team has this username.');
    expect(cognito.commandCalls(AdminDisableUserCommand)).toHaveLength(0);
  });
});

describe('POST /api/admin/team/{username}/enable', () => {
  it('enables in the pool first, then the record with sessions from before this moment kept ended, counted and audited', async () => {
    // Prepare
    given({ users: [poolUser('unit-staff'), poolUser('bob', { enabled: false })], records: [record('unit-staff'), record('bob', { enabled: false })] });

    // Act
    const response = await post(enable, 'bob', 'enable');

    // Assess
    expect(response.statusCode).toBe(200);
    expect(cognito.commandCalls(AdminEnableUserCommand)[0]!.args[0].input).toMatchObject({ Username: 'bob' });
    const [items] = transactions();
    expect(items![0]!.Update).toMatchObject({ ConditionExpression: 'enabled = :false AND version = :version' });
    expect(items![0]!.Update!.UpdateExpression).toContain('sessionsValidFrom = :validFrom');
    expect(items![0]!.Update!.ExpressionAttributeValues![':validFrom']).toEqual(expect.any(Number));
    expect(items![1]!.Update!.ExpressionAttributeValues).toEqual({ ':delta': 1 });
    expect(items![2]!.Put!.Item).toMatchObject({ action: 'team.enable', after: { enabled: true } });
  });
});

describe('POST /api/admin/team/{username}/resend-invitation and reset-password', () => {
  it('sends an invited member a new temporary password with the invitation again', async () => {
    // Prepare
    given({ users: [poolUser('unit-staff'), poolUser('bob', { status: 'FORCE_CHANGE_PASSWORD' })], records: [record('unit-staff'), record('bob')] });

    // Act
    const response = await post(resendInvitation, 'bob', 'resend-invitation');

    // Assess
    expect(response.statusCode).toBe(200);
    const set = cognito.commandCalls(AdminSetUserPasswordCommand)[0]!.args[0].input;
    expect(set).toMatchObject({ Username: 'bob', Permanent: false });
    expect(passwordProblem(set.Password!)).toBeUndefined();
    expect(transactions()[0]![1]!.Put!.Item).toMatchObject({ action: 'team.invitation.resend', after: { emailed: 'invitation' } });
    expect(sentEmail().Content!.Simple!.Body!.Text!.Data).toContain(`Temporary password: ${set.Password}`);
  });

  it('refuses to resend to a member who already chose a password (409)', async () => {
    // Prepare
    given({ users: [poolUser('unit-staff'), poolUser('bob')], records: [record('unit-staff'), record('bob')] });

    // Act
    const response = await post(resendInvitation, 'bob', 'resend-invitation');

    // Assess
    expect(response.statusCode).toBe(409);
    expect(message(response)).toBe('This member has already chosen a password: use Reset password instead.');
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(0);
  });

  it('resets a password to an e-mailed temporary one (not permanent), audited without the password', async () => {
    // Prepare
    given({ users: [poolUser('unit-staff'), poolUser('bob')], records: [record('unit-staff'), record('bob')] });

    // Act
    const response = await post(resetPassword, 'bob', 'reset-password');

    // Assess
    expect(response.statusCode).toBe(200);
    const set = cognito.commandCalls(AdminSetUserPasswordCommand)[0]!.args[0].input;
    expect(set).toMatchObject({ Username: 'bob', Permanent: false });
    expect(transactions()[0]![1]!.Put!.Item).toMatchObject({ action: 'team.password.reset', after: { emailed: 'passwordReset' } });
    expect(JSON.stringify(transactions())).not.toContain(set.Password);
    expect(sentEmail().Content!.Simple!.Subject!.Data).toBe('Your admin dashboard password was reset');
  });

  it('refuses to reset the password of a disabled account (409)', async () => {
    // Prepare
    given({ users: [poolUser('unit-staff'), poolUser('bob', { enabled: false })], records: [record('unit-staff'), record('bob', { enabled: false })] });

    // Act
    const response = await post(resetPassword, 'bob', 'reset-password');

    // Assess
    expect(response.statusCode).toBe(409);
    expect(message(response)).toBe('This account is disabled. Enable it first.');
  });
});

describe('POST /api/admin/team/{username}/reset-authenticator', () => {
  beforeEach(() => given({ users: [poolUser('unit-staff'), poolUser('bob')], records: [record('unit-staff'), record('bob')] }));

  it('turns software-token MFA off in the pool so the next login sets one up, audited', async () => {
    // Act
    const response = await post(resetAuthenticator, 'bob', 'reset-authenticator');

    // Assess
    expect(response.statusCode).toBe(200);
    expect(cognito.commandCalls(AdminSetUserMFAPreferenceCommand)[0]!.args[0].input).toMatchObject({
      Username: 'bob',
      SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
    });
    const [items] = transactions();
    expect(items![0]!.Update!.ExpressionAttributeValues).toMatchObject({ ':authenticatorResetPending': false });
    expect(items![1]!.Put!.Item).toMatchObject({ action: 'team.authenticator.reset', after: { inUserPool: true } });
  });

  it('marks the reset pending in our record where the pool lacks AdminSetUserMFAPreference (the local stand-in)', async () => {
    // Prepare
    cognito.on(AdminSetUserMFAPreferenceCommand).rejects(Object.assign(new Error('Cognito Local unsupported feature: x'), { name: 'Unsupported' }));

    // Act
    const response = await post(resetAuthenticator, 'bob', 'reset-authenticator');

    // Assess
    expect(response.statusCode).toBe(200);
    expect(transactions()[0]![0]!.Update!.ExpressionAttributeValues).toMatchObject({ ':authenticatorResetPending': true });
  });
});
