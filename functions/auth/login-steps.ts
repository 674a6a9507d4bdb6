import {
  AssociateSoftwareTokenCommand,
  type AuthenticationResultType,
  type ChallengeNameType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { MfaChallenge, MfaSetupChallenge } from '#shared/admin/api-contract.ts';
import { otpauthUri } from '#shared/auth/mfa-rules.ts';
import { newSetupSession, openChallenge, openMfaSetup } from '../data/login-challenges.ts';
import { cognitoClient } from '../lib/clients/cognito.ts';
import { json, type ApiResult } from '../lib/responses.ts';
import { verifySessionToken } from './session.ts';

/**
 * Cognito's answers to an authenticator code that is wrong, too old, or already used once (RespondToAuthChallenge:
 * CodeMismatchException, ExpiredCodeException; VerifySoftwareToken: EnableSoftwareTokenMFAException, and
 * CodeMismatchException from cognito-local).
 */
export const CODE_REFUSALS = new Set(['CodeMismatchException', 'ExpiredCodeException', 'EnableSoftwareTokenMFAException']);

/** What Cognito answers a right password with (InitiateAuth, or RespondToAuthChallenge for a new password). */
export type PasswordAccepted = {
  ChallengeName?: ChallengeNameType | string;
  Session?: string;
  ChallengeParameters?: Record<string, string>;
  AuthenticationResult?: AuthenticationResultType;
};

/**
 * The step after a right password (login, or the new-password challenge). Every member of staff logs in with an
 * authenticator code, so a password alone never opens a session:
 * - with an authenticator, Cognito asks for its code (SOFTWARE_TOKEN_MFA): the challenge is remembered for the account
 *   and handed to the page (POST /api/auth/mfa answers it);
 * - without one (the pool's MFA is optional, so Cognito issues tokens), the tokens wait, sealed, in a set-up step: a
 *   new secret from Cognito (AssociateSoftwareToken with the access token) is handed to the page as text and as an
 *   otpauth URI; POST /api/auth/mfa-setup confirms the first code and only then opens the session.
 * Undefined when the account may not use the dashboard (not in the admin group) or Cognito asks for a step we do not
 * offer: the caller answers as for a wrong password.
 */
export async function nextLoginStep(result: PasswordAccepted, request: { username: string; now: Date }): Promise<ApiResult | undefined> {
  if (result.ChallengeName === 'SOFTWARE_TOKEN_MFA' && result.Session) {
    const challenge: MfaChallenge = {
      challenge: 'SOFTWARE_TOKEN_MFA',
      // Cognito names the account in USER_ID_FOR_SRP (the username, also when the login used the e-mail address).
      username: result.ChallengeParameters?.USER_ID_FOR_SRP ?? request.username,
      challengeSession: result.Session,
    };
    await openChallenge(challenge.challengeSession, challenge.username, request.now, 'SOFTWARE_TOKEN_MFA');
    return json(200, challenge);
  }
  if (result.ChallengeName) return undefined;
  const idToken = result.AuthenticationResult?.IdToken;
  const accessToken = result.AuthenticationResult?.AccessToken;
  const session = await verifySessionToken(idToken);
  if (!session || !idToken || !accessToken) return undefined;
  const { SecretCode: secretCode } = await cognitoClient.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  if (!secretCode) throw new Error('Cognito answered AssociateSoftwareToken without a secret');
  const { username } = session.staff;
  const setup: MfaSetupChallenge = {
    challenge: 'MFA_SETUP',
    username,
    challengeSession: newSetupSession(),
    secretCode,
    otpauthUri: otpauthUri(username, secretCode),
  };
  await openMfaSetup(setup.challengeSession, username, { idToken, accessToken, refreshToken: result.AuthenticationResult?.RefreshToken }, request.now);
  return json(200, setup);
}
