/**
 * POST /api/auth/new-password: an account an operator created with a temporary password chooses its own password
 * (Cognito's NEW_PASSWORD_REQUIRED challenge, which login answered with). On success the member of staff goes on to
 * the authenticator step, as after a password at login (login-steps.ts: usually the set-up step, since a new account
 * has no authenticator yet); a password the policy refuses answers 400 with the reason under newPassword; an unknown
 * or expired challenge answers 401.
 */
import { RespondToAuthChallengeCommand, type RespondToAuthChallengeCommandOutput } from '@aws-sdk/client-cognito-identity-provider';
import { LOGIN_MESSAGES } from '#shared/auth/login-rules.ts';
import { SESSION_MESSAGES } from '#shared/auth/session-messages.ts';
import { recordAudit, staffTarget } from '../data/audit-log.ts';
import { challengeAccount, closeChallenge } from '../data/login-challenges.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { cognitoClient } from '../lib/clients/cognito.ts';
import { cognitoConfig } from '../lib/config.ts';
import { badRequest, unauthorized } from '../lib/errors.ts';
import { INVALID_INPUT_MESSAGE } from '../lib/middleware/validate.ts';
import { nextLoginStep } from './login-steps.ts';
import { newPasswordSchema, type NewPasswordBody } from './new-password.zod.ts';

/** Cognito's answers to a challenge session that is expired, already used, or not this account's. */
const EXPIRED = new Set(['NotAuthorizedException', 'ExpiredCodeException', 'CodeMismatchException', 'UserNotFoundException']);

async function setNewPassword({ body, ip, receivedAt }: ApiRequest<NewPasswordBody, undefined, undefined>) {
  const account = await challengeAccount(body.challengeSession, receivedAt);
  if (account === undefined || account.toLowerCase() !== body.username.toLowerCase()) {
    throw unauthorized(SESSION_MESSAGES.challengeExpired);
  }
  let result: RespondToAuthChallengeCommandOutput;
  try {
    result = await cognitoClient.send(
      new RespondToAuthChallengeCommand({
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        ClientId: cognitoConfig().clientId,
        Session: body.challengeSession,
        ChallengeResponses: { USERNAME: account, NEW_PASSWORD: body.newPassword },
        UserContextData: { IpAddress: ip },
      }),
    );
  } catch (error) {
    const { name, message } = error as Error;
    // Cognito's reason is readable ("Password does not conform to policy: ..."), and names no internals.
    if (name === 'InvalidPasswordException') throw badRequest(INVALID_INPUT_MESSAGE, { newPassword: message });
    if (EXPIRED.has(name)) throw unauthorized(SESSION_MESSAGES.challengeExpired);
    throw error;
  }
  await closeChallenge(body.challengeSession);
  await recordAudit({ actor: account, action: 'auth.password.changed', target: staffTarget(account), ip });
  const next = await nextLoginStep(result, { username: account, now: receivedAt });
  if (!next) throw unauthorized(LOGIN_MESSAGES.invalidCredentials);
  return next;
}

export const handler = apiHandler({ body: newPasswordSchema, maxBodyBytes: 8192 }, setNewPassword);
