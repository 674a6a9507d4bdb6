/**
 * POST /api/auth/logout: really ends the staff session. The refresh token is revoked at Cognito (no renewal), the ID
 * token gets a revocation record until it expires (the session guard refuses it on every admin request), the
 * logout is audited, and every session cookie is deleted. Needs the CSRF header, like every state-changing admin
 * request; works with an expired session too (it still revokes the refresh token and deletes the cookies).
 */
import { RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { recordAudit, staffTarget } from '../data/audit-log.ts';
import { revokeSession } from '../data/revoked-sessions.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { cognitoClient } from '../lib/clients/cognito.ts';
import { cognitoConfig } from '../lib/config.ts';
import { cookieValue } from '../lib/cookies.ts';
import { json } from '../lib/responses.ts';
import { sessionToken, verifySessionToken } from './session.ts';
import { endedSessionCookies } from './session-cookies.ts';
import { REFRESH_COOKIE } from './session-config.ts';

/** Cognito's answers to a refresh token it does not know (already revoked, or not one of ours): nothing to revoke. */
const NOTHING_TO_REVOKE = new Set(['NotAuthorizedException', 'InvalidParameterException', 'UnsupportedTokenTypeException']);

async function logOut({ cookies, ip }: ApiRequest<undefined, undefined, undefined>) {
  const session = await verifySessionToken(sessionToken(cookies));
  if (session) await revokeSession(session.tokenId, session.expiresAt);
  const refreshToken = cookieValue(cookies, REFRESH_COOKIE);
  if (refreshToken) {
    try {
      await cognitoClient.send(new RevokeTokenCommand({ Token: refreshToken, ClientId: cognitoConfig().clientId }));
    } catch (error) {
      if (!NOTHING_TO_REVOKE.has((error as Error).name)) throw error;
    }
  }
  if (session) {
    const { username } = session.staff;
    await recordAudit({ actor: username, action: 'auth.logout', target: staffTarget(username), ip });
  }
  return json(200, { loggedOut: true }, {}, endedSessionCookies());
}

export const handler = apiHandler({ maxBodyBytes: 1024 }, logOut);
