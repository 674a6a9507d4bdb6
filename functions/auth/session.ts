import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { cognitoConfig } from '../lib/config.ts';
import { cookieValue } from '../lib/cookies.ts';
import { ADMIN_GROUP, SESSION_COOKIE } from './session-config.ts';

/** The member of staff behind a verified session. */
export type Staff = { username: string; email?: string };

/** A verified session: who, and which token (its id and expiry, for revoking it at logout). */
export type VerifiedSession = {
  staff: Staff;
  /** The ID token's `jti`, or a hash of the token when it has none: the key of its revocation record. */
  tokenId: string;
  /** The token's `exp`, epoch seconds. */
  expiresAt: number;
  /**
   * When the member logged in (the token's `auth_time`, else its `iat`), epoch seconds: a session that began before
   * its account was enabled again has ended (functions/data/staff-members.ts `staffSessionEnded`).
   */
  authTime: number;
};

let keys: { issuer: string; jwks: JWTVerifyGetKey } | undefined;

function keySet(issuer: string): JWTVerifyGetKey {
  // Cached per process: the key set is fetched once and refreshed by jose when an unknown key id appears.
  if (keys?.issuer !== issuer) keys = { issuer, jwks: createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`)) };
  return keys.jwks;
}

/** The session token from the request's cookies, if any. */
export function sessionToken(cookies: readonly string[] | undefined): string | undefined {
  return cookieValue(cookies, SESSION_COOKIE);
}

/**
 * Verifies a Cognito ID token: signature against the pool's keys, issuer, audience (our app client), expiry, and
 * membership of the admin group. Anything else is no session. (Revocation is checked by the session guard.)
 */
export async function verifySessionToken(token: string | undefined): Promise<VerifiedSession | undefined> {
  if (!token) return undefined;
  const { issuer, clientId } = cognitoConfig();
  try {
    const { payload } = await jwtVerify(token, keySet(issuer), { issuer, audience: clientId });
    const groups = payload['cognito:groups'];
    if (payload.token_use !== 'id' || !Array.isArray(groups) || !groups.includes(ADMIN_GROUP)) return undefined;
    if (typeof payload.exp !== 'number') return undefined;
    const email = typeof payload.email === 'string' ? payload.email : undefined;
    const tokenId = typeof payload.jti === 'string' && payload.jti ? payload.jti : createHash('sha256').update(token).digest('base64url');
    const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : typeof payload.iat === 'number' ? payload.iat : 0;
    return { staff: { username: String(payload['cognito:username'] ?? payload.sub), email }, tokenId, expiresAt: payload.exp, authTime };
  } catch {
    return undefined;
  }
}
