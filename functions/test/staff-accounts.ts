import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { enrolAuthenticator, localCognitoClient } from '#infra/local/cognito.ts';
import { ADMIN_GROUP } from '../auth/session-config.ts';

/**
 * Creates an account in the integration tests' local user pool, as an operator would: with a permanent password, or
 * with only a temporary one (Cognito then asks for a new password at first login); in the admin group or not; with
 * an authenticator already enrolled with `totpSecret` (base32; login then asks for its code), or none (login then
 * hands out the set-up step). Usernames are unique per call so tests never share an account.
 */
export async function createStaffAccount(options: { permanentPassword?: string; temporaryPassword?: string; admin: boolean; totpSecret?: string }) {
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
  if (options.totpSecret) {
    await enrolAuthenticator(process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER!, { userPoolId: UserPoolId }, username, options.totpSecret);
  }
  return { username, email };
}

/** A test address (RFC 2544 benchmarking range), random, so one test's failed logins never throttle another's. */
export function testAddress(): string {
  const random = () => Math.floor(Math.random() * 254) + 1;
  return `198.18.${random()}.${random()}`;
}
