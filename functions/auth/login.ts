/**
 * POST /api/auth/login: a member of staff logs in with username and password. Cognito checks them; a member of the
 * admin group then gets the authenticator step, never a session yet (200: the code challenge, MfaChallenge, or for an
 * account without an authenticator the set-up step, MfaSetupChallenge; see login-steps.ts), anyone else the same 401
 * as a wrong password. An account an operator created with a temporary password gets the new-password challenge first
 * (200, see NewPasswordChallenge). Too many failed logins from one address answer 429 before Cognito is asked.
 */
import { InitiateAuthCommand, type InitiateAuthCommandOutput } from '@aws-sdk/client-cognito-identity-provider';
import type { NewPasswordChallenge } from '#shared/admin/api-contract.ts';
import { LOGIN_MESSAGES } from '#shared/auth/login-rules.ts';
import { openChallenge } from '../data/login-challenges.ts';
import { cognitoClient } from '../lib/clients/cognito.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { cognitoConfig } from '../lib/config.ts';
import { unauthorized } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';
import { auditFailedLogin, countAttemptOrRefuse } from './login-throttle.ts';
import { nextLoginStep } from './login-steps.ts';
import { loginSchema, type LoginInput } from './login.zod.ts';

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

async function logIn({ body, ip, receivedAt }: ApiRequest<LoginInput, undefined, undefined>) {
  const attempt = await countAttemptOrRefuse(ip, body.username, receivedAt);
  let result: InitiateAuthCommandOutput;
  try {
    result = await cognitoClient.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: cognitoConfig().clientId,
        AuthParameters: { USERNAME: body.username, PASSWORD: body.password },
        // Threat protection judges the visitor's address, not the Lambda's.
        UserContextData: { IpAddress: ip },
      }),
    );
  } catch (error) {
    if (!REFUSALS.has((error as Error).name)) {
      // Our failure or Cognito's, not the caller's: it does not count against them.
      await attempt.giveBack();
      throw error;
    }
    await auditFailedLogin(ip, body.username);
    throw unauthorized(LOGIN_MESSAGES.invalidCredentials);
  }
  if (result.ChallengeName === 'NEW_PASSWORD_REQUIRED' && result.Session) {
    // The right temporary password: not a failure. Cognito names the account in USER_ID_FOR_SRP.
    await attempt.giveBack();
    const challenge: NewPasswordChallenge = {
      challenge: 'NEW_PASSWORD_REQUIRED',
      username: result.ChallengeParameters?.USER_ID_FOR_SRP ?? body.username,
      challengeSession: result.Session,
    };
    await openChallenge(challenge.challengeSession, challenge.username, receivedAt);
    return json(200, challenge);
  }
  const next = await nextLoginStep(result, { username: body.username, now: receivedAt });
  if (next) {
    // The right password: not a failure (a wrong code at the next step counts on its own).
    await attempt.giveBack();
    return next;
  }
  // Right password, but not a member of the admin group (or a challenge we do not offer): a failure like any other.
  await auditFailedLogin(ip, body.username);
  throw unauthorized(LOGIN_MESSAGES.invalidCredentials);
}

export const handler = apiHandler({ body: loginSchema, maxBodyBytes: 2048 }, logIn);
