import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { localCognitoClient } from '#infra/local/cognito.ts';
import { ADMIN_GROUP } from '../auth/session-config.ts';

/**
 * Creates an account in the integration tests' local user pool, as an operator would: with a permanent password, or
 * with only a temporary one (Cognito then asks for a new password at first login); in the admin group or not.
 * Usernames are unique per call so tests never share an account.
 */
export async function createStaffAccount(options: { permanentPassword?: string; temporaryPassword?: string; admin: boolean }) {
  const client = localCognitoClient(process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER!);
  const UserPoolId = process.env.USER_POOL_ID!;
  const username = `staff-${randomUUID().slice(0, 8)}`;
  const email = `${username}@example.com`;
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: username,
      TemporaryPassword: options.temporaryPassword,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  if (options.permanentPassword) {
    await client.send(
      new AdminSetUserPasswordCommand({ UserPoolId, Username: username, Password: options.permanentPassword, Permanent: true }),
    );
  }
  if (options.admin) await client.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: username, GroupName: ADMIN_GROUP }));
  return { username, email };
}

/** A test address (RFC 2544 benchmarking range), random, so one test's failed logins never throttle another's. */
export function testAddress(): string {
  const random = () => Math.floor(Math.random() * 254) + 1;
  return `198.18.${random()}.${random()}`;
}
