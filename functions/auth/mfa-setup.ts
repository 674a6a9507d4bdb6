/**
 * POST /api/auth/mfa-setup: a member of staff without an authenticator (first login, or after an operator reset it)
 * confirms the first code of the app they just set up from the set-up step login handed out. Cognito checks the code
 * against the secret it issued (VerifySoftwareToken with the access token), software-token MFA becomes the account's
 * (SetUserMFAPreference: enabled and preferred, so every later login meets the SOFTWARE_TOKEN_MFA challenge), the
 * enrolment is audited, and only then does the session open with the tokens the set-up step kept sealed. A wrong code
 * is a failed login (throttle, audit, 401 MFA_MESSAGES.wrongCode; the step stays open); an unknown or expired step, or
 * tokens Cognito no longer accepts, answer 401: log in again.
 */
import {
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
  type VerifySoftwareTokenCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import { AUDIT_ACTIONS } from '#shared/admin/audit-rules.ts';
import { LOGIN_MESSAGES } from '#shared/auth/login-rules.ts';
import { MFA_MESSAGES } from '#shared/auth/session-messages.ts';
import { recordAudit, staffTarget } from '../data/audit-log.ts';
import { closeChallenge, mfaSetupOf } from '../data/login-challenges.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { cognitoClient } from '../lib/clients/cognito.ts';
import { unauthorized } from '../lib/errors.ts';
import { auditFailedLogin, countAttemptOrRefuse } from './login-throttle.ts';
import { CODE_REFUSALS } from './login-steps.ts';
import { mfaCodeSchema, type MfaCodeBody } from './mfa.zod.ts';
import { startSession } from './start-session.ts';

/** Cognito's answers to an access token that expired, was revoked, or whose user is gone or disabled. */
const SIGNED_OUT = new Set(['NotAuthorizedException', 'UserNotFoundException', 'UserNotConfirmedException']);

async function confirmSetup({ body, ip, receivedAt }: ApiRequest<MfaCodeBody, undefined, undefined>) {
  const setup = await mfaSetupOf(body.challengeSession, receivedAt);
  if (!setup || setup.username.toLowerCase() !== body.username.toLowerCase()) throw unauthorized(MFA_MESSAGES.setupExpired);
  const { username, tokens } = setup;
  const attempt = await countAttemptOrRefuse(ip, username, receivedAt);
  let verified: VerifySoftwareTokenCommandOutput;
  try {
    verified = await cognitoClient.send(new VerifySoftwareTokenCommand({ AccessToken: tokens.accessToken, UserCode: body.code }));
  } catch (error) {
    const { name } = error as Error;
    if (CODE_REFUSALS.has(name)) {
      await auditFailedLogin(ip, username);
      throw unauthorized(MFA_MESSAGES.wrongCode);
    }
    await attempt.giveBack();
    if (SIGNED_OUT.has(name)) {
      await closeChallenge(body.challengeSession);
      throw unauthorized(MFA_MESSAGES.setupExpired);
    }
    throw error;
  }
  if (verified.Status !== 'SUCCESS') {
    await auditFailedLogin(ip, username);
    throw unauthorized(MFA_MESSAGES.wrongCode);
  }
  await cognitoClient.send(
    new SetUserMFAPreferenceCommand({ AccessToken: tokens.accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }),
  );
  await closeChallenge(body.challengeSession);
  await recordAudit({ actor: username, action: AUDIT_ACTIONS.mfaEnrolled, target: staffTarget(username), ip });
  const started = await startSession({ IdToken: tokens.idToken, RefreshToken: tokens.refreshToken }, { ip });
  if (!started) {
    // The ID token no longer verifies (removed from the admin group, or it expired): log in again, with the new code.
    await auditFailedLogin(ip, username);
    throw unauthorized(LOGIN_MESSAGES.invalidCredentials);
  }
  await attempt.giveBack();
  return started;
}

export const handler = apiHandler({ body: mfaCodeSchema(MFA_MESSAGES.setupExpired), maxBodyBytes: 8192 }, confirmSetup);
