/**
 * POST /api/auth/login: a member of staff logs in with username and password. Cognito checks them; a member of the
 * admin group gets an HttpOnly session cookie, anyone else the same 401 as a wrong password.
 */
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { LOGIN_MESSAGES } from '#shared/auth/login-rules.ts';
import { cognitoClient } from '../lib/clients/cognito.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { cognitoConfig } from '../lib/config.ts';
import { unauthorized } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';
import { loginSchema, type LoginInput } from './login.zod.ts';
import { sessionCookie, verifySession } from './session.ts';

/**
 * Cognito's answers to a wrong username or password, or a user who may not log in: all mean "invalid credentials".
 * (cognito-local answers a wrong password with InvalidPasswordException where Cognito says NotAuthorizedException.)
 */
const REFUSALS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
]);

async function logIn({ body, ip }: ApiRequest<LoginInput, undefined, undefined>) {
  let idToken: string | undefined;
  try {
    const result = await cognitoClient.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: cognitoConfig().clientId,
        AuthParameters: { USERNAME: body.username, PASSWORD: body.password },
        // Threat protection judges the visitor's address, not the Lambda's.
        UserContextData: { IpAddress: ip },
      }),
    );
    idToken = result.AuthenticationResult?.IdToken;
  } catch (error) {
    if (REFUSALS.has((error as Error).name)) throw unauthorized(LOGIN_MESSAGES.invalidCredentials);
    throw error;
  }
  const staff = await verifySession(idToken);
  if (!idToken || !staff) throw unauthorized(LOGIN_MESSAGES.invalidCredentials);
  return json(200, { username: staff.username, email: staff.email }, {}, [sessionCookie(idToken)]);
}

export const handler = apiHandler({ body: loginSchema, maxBodyBytes: 2048 }, logIn);
