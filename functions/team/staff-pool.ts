/**
 * The staff user pool as the team routes use it: the admin group's members, their authenticator, and the account
 * changes (create, temporary password, disable, enable, sign out everywhere, authenticator off). Each call is one
 * Cognito admin action the route's row grants (functions/routes.ts `cognitoAdmin`).
 *
 * cognito-local (the local stand-in) lacks AdminUserGlobalSignOut and AdminSetUserMFAPreference and answers them as
 * unsupported (HTTP 500, `CognitoLocal#Unsupported`), which Cognito itself never answers: `orLocalGap` turns exactly
 * that answer into `false` ("not done by the pool"), so the product does the rest in its own records; any other
 * failure is thrown as usual (README "Staff sessions", the local differences).
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  ListUsersInGroupCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { ADMIN_GROUP } from '../auth/session-config.ts';
import { cognitoClient } from '../lib/clients/cognito.ts';
import { cognitoConfig } from '../lib/config.ts';

/** A member of the admin group as the pool knows them. */
export type PoolMember = {
  username: string;
  email: string;
  name: string;
  /** The pool's own flag (the Team view's `enabled` is our record's). */
  enabledInPool: boolean;
  /** Still on a temporary password (invited, or reset): Cognito's FORCE_CHANGE_PASSWORD. */
  pendingPassword: boolean;
  createdAt?: string;
};

const poolId = () => cognitoConfig().userPoolId;
const attribute = (user: UserType, name: string) => user.Attributes?.find((entry) => entry.Name === name)?.Value;

function memberOf(user: UserType): PoolMember {
  const username = user.Username ?? '';
  return {
    username,
    email: attribute(user, 'email') ?? '',
    name: attribute(user, 'name') ?? username,
    enabledInPool: user.Enabled !== false,
    pendingPassword: user.UserStatus === 'FORCE_CHANGE_PASSWORD',
    createdAt: user.UserCreateDate ? new Date(user.UserCreateDate).toISOString() : undefined,
  };
}

/** cognito-local's answer to an action it does not implement (Cognito never answers so). */
export function isLocalGap(error: unknown): boolean {
  const { name, message } = error as Error;
  return name === 'Unsupported' || name === 'CognitoLocal#Unsupported' || /Cognito Local unsupported feature/.test(String(message));
}

/** Runs a pool action: true when done, false when the local stand-in lacks it (see the module comment). */
async function orLocalGap(action: () => Promise<unknown>): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (error) {
    if (isLocalGap(error)) return false;
    throw error;
  }
}

/** Every member of the admin group (ListUsersInGroup, every page). */
export async function listGroupMembers(): Promise<PoolMember[]> {
  const members: PoolMember[] = [];
  let NextToken: string | undefined;
  do {
    const page = await cognitoClient.send(new ListUsersInGroupCommand({ UserPoolId: poolId(), GroupName: ADMIN_GROUP, Limit: 60, NextToken }));
    members.push(...(page.Users ?? []).map(memberOf));
    NextToken = page.NextToken;
  } while (NextToken);
  return members;
}

/** Whether the member has an authenticator app set up: SOFTWARE_TOKEN_MFA among their MFA settings (AdminGetUser). */
export async function hasAuthenticator(username: string): Promise<boolean> {
  const user = await cognitoClient.send(new AdminGetUserCommand({ UserPoolId: poolId(), Username: username }));
  return (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA') || user.PreferredMfaSetting === 'SOFTWARE_TOKEN_MFA';
}

/**
 * Creates the account with a temporary password and Cognito's own message suppressed (we send the invitation), its
 * e-mail verified, and adds it to the admin group. Throws Cognito's UsernameExistsException / AliasExistsException.
 */
export async function createMember(member: { username: string; email: string; name: string }, temporaryPassword: string): Promise<void> {
  await cognitoClient.send(
    new AdminCreateUserCommand({
      UserPoolId: poolId(),
      Username: member.username,
      TemporaryPassword: temporaryPassword,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: member.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: member.name },
      ],
    }),
  );
  await cognitoClient.send(new AdminAddUserToGroupCommand({ UserPoolId: poolId(), Username: member.username, GroupName: ADMIN_GROUP }));
}

/**
 * Gives the account a new temporary password: its next login asks for a new password (FORCE_CHANGE_PASSWORD), and a
 * new temporary password's days start again (an expired invitation works again).
 */
export async function setTemporaryPassword(username: string, temporaryPassword: string): Promise<void> {
  await cognitoClient.send(new AdminSetUserPasswordCommand({ UserPoolId: poolId(), Username: username, Password: temporaryPassword, Permanent: false }));
}

/**
 * Disables the account in the pool (no new login) and signs it out everywhere (its refresh tokens revoked). Answers
 * whether the sign-out was done by the pool (false locally: cognito-local lacks AdminUserGlobalSignOut).
 */
export async function disableInPool(username: string): Promise<{ signedOut: boolean }> {
  await cognitoClient.send(new AdminDisableUserCommand({ UserPoolId: poolId(), Username: username }));
  const signedOut = await orLocalGap(() => cognitoClient.send(new AdminUserGlobalSignOutCommand({ UserPoolId: poolId(), Username: username })));
  return { signedOut };
}

/** Enables the account in the pool again. */
export async function enableInPool(username: string): Promise<void> {
  await cognitoClient.send(new AdminEnableUserCommand({ UserPoolId: poolId(), Username: username }));
}

/**
 * Turns the member's authenticator (software-token MFA) off, so their next login sets one up again. False when the
 * pool could not (cognito-local lacks AdminSetUserMFAPreference).
 */
export async function turnOffAuthenticator(username: string): Promise<boolean> {
  return orLocalGap(() =>
    cognitoClient.send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: poolId(),
        Username: username,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    ),
  );
}
