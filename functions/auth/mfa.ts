/**
 * POST /api/auth/mfa: the second half of a login, for a member of staff with an authenticator. Login answered the
 * password with Cognito's SOFTWARE_TOKEN_MFA challenge; this answers it with the app's current code and, when Cognito
 * accepts it, opens the session (the cookies, as start-session.ts sets them). A wrong code is a failed login: it
 * counts in the login throttle (429 once too many) and the audit log, and answers 401 with MFA_MESSAGES.wrongCode; the
 * challenge stays open for another try. An unknown, used or expired challenge answers 401: log in again.
 */
import { RespondToAuthChallengeCommand, type RespondToAuthChallengeCommandOutput } from '@aws-sdk/client-cognito-identity-provider';
import { LOGIN_MESSAGES } from '#shared/auth/login-rules.ts';
import { MFA_MESSAGES } from '#shared/auth/session-messages.ts';
import { challengeAccount, closeChallenge } from '../data/login-challenges.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { cognitoClient } from '../lib/clients/cognito.ts';
import { cognitoConfig } from '../lib/config.ts';
import { unauthorized } from '../lib/errors.ts';
import { auditFailedLogin, countAttemptOrRefuse } from './login-throttle.ts';
import { CODE_REFUSALS } from './login-steps.ts';
import { mfaCodeSchema, type MfaCodeBody } from './mfa.zod.ts';
import { startSession } from './start-session.ts';

/** Cognito's answers to a challenge session that is expired, used up (too many tries) or not this account's. */
const EXPIRED = new Set(['NotAuthorizedException', 'UserNotFoundException']);

async function answerCode({ body, ip, receivedAt }: ApiRequest<MfaCodeBody, undefined, undefined>) {
  const account = await challengeAccount(body.challengeSession, receivedAt, 'SOFTWARE_TOKEN_MFA');
  if (account === undefined || account.toLowerCase() !== body.username.toLowerCase()) {
    throw unauthorized(MFA_MESSAGES.challengeExpired);
  }
  const attempt = await countAttemptOrRefuse(ip, account, receivedAt);
  let result: RespondToAuthChallengeCommandOutput;
  try {
    result = await cognitoClient.send(
      new RespondToAuthChallengeCommand({
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        ClientId: cognitoConfig().clientId,
        Session: body.challengeSession,
        ChallengeResponses: { USERNAME: account, SOFTWARE_TOKEN_MFA_CODE: body.code },
        UserContextData: { IpAddress: ip },
      }),
    );
  } catch (error) {
    const { name } = error as Error;
    if (CODE_REFUSALS.has(name)) {
      await auditFailedLogin(ip, account);
      throw unauthorized(MFA_MESSAGES.wrongCode);
    }
    // Not a wrong code: it does not count against them.
    await attempt.giveBack();
    if (EXPIRED.has(name)) {
      await closeChallenge(body.challengeSession);
      throw unauthorized(MFA_MESSAGES.challengeExpired);
    }
    throw error;
  }
  await closeChallenge(body.challengeSession);
  const started = result.ChallengeName ? undefined : await startSession(result.AuthenticationResult, { ip });
  if (!started) {
    // Removed from the admin group since the password step: a failure like any other.
    await auditFailedLogin(ip, account);
    throw unauthorized(LOGIN_MESSAGES.invalidCredentials);
  }
  await attempt.giveBack();
  return started;
}

export const handler = apiHandler({ body: mfaCodeSchema(MFA_MESSAGES.challengeExpired), maxBodyBytes: 8192 }, answerCode);
