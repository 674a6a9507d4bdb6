/**
 * POST /api/auth/refresh: renews a staff session without a new login. Reads only the refresh cookie (sent to this
 * path alone), asks Cognito for new tokens and sets a new session cookie and a fresh CSRF cookie; 401 when the
 * refresh token is missing, revoked (logged out) or expired, so the admin app shows the login form.
 */
import { InitiateAuthCommand, type InitiateAuthCommandOutput } from '@aws-sdk/client-cognito-identity-provider';
import type { StaffMember } from '#shared/admin/api-contract.ts';
import { SESSION_MESSAGES } from '#shared/auth/session-messages.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { staffSessionEnded } from '../data/staff-members.ts';
import { cognitoClient } from '../lib/clients/cognito.ts';
import { cognitoConfig } from '../lib/config.ts';
import { cookieValue } from '../lib/cookies.ts';
import { unauthorized } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';
import { verifySessionToken } from './session.ts';
import { sessionCookies } from './session-cookies.ts';
import { REFRESH_COOKIE } from './session-config.ts';

/** Cognito's answers to a refresh token that is revoked, expired, unknown, or whose user is gone or disabled. */
const REFUSALS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidParameterException']);

async function refresh({ cookies, ip }: ApiRequest<undefined, undefined, undefined>) {
  const refreshToken = cookieValue(cookies, REFRESH_COOKIE);
  if (!refreshToken) throw unauthorized(SESSION_MESSAGES.sessionEnded);
  let result: InitiateAuthCommandOutput;
  try {
    result = await cognitoClient.send(
      new InitiateAuthCommand({
        // Cognito's name; cognito-local accepts it too (and its older alias REFRESH_TOKEN).
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: cognitoConfig().clientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
        UserContextData: { IpAddress: ip },
      }),
    );
  } catch (error) {
    if (REFUSALS.has((error as Error).name)) throw unauthorized(SESSION_MESSAGES.sessionEnded);
    throw error;
  }
  const idToken = result.AuthenticationResult?.IdToken;
  // Removed from the admin group since the login: the session ends here.
  const session = await verifySessionToken(idToken);
  if (!idToken || !session) throw unauthorized(SESSION_MESSAGES.sessionEnded);
  // Disabled in the Team view (cognito-local never checks a disabled account; deployed, this also covers the moment
  // before the pool's sign-out lands), or enabled again since this session's login: the session ends here.
  if (await staffSessionEnded(session.staff.username, session.authTime)) throw unauthorized(SESSION_MESSAGES.sessionEnded);
  const member: StaffMember = { username: session.staff.username, email: session.staff.email };
  // With refresh-token rotation Cognito returns a new refresh token; without it the cookie keeps the current one.
  return json(200, member, {}, sessionCookies({ idToken, refreshToken: result.AuthenticationResult?.RefreshToken }));
}

export const handler = apiHandler({ maxBodyBytes: 1024 }, refresh);
