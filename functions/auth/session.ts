import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { cognitoConfig } from '../lib/config.ts';
import { ADMIN_GROUP, SESSION_COOKIE } from './session-rules.ts';

/** The member of staff behind a verified session. */
export type Staff = { username: string; email?: string };

/** How long the session cookie lives; the ID token inside expires with it (Cognito's default is one hour). */
export const SESSION_MAX_AGE_SECONDS = 60 * 60;

let keys: { issuer: string; jwks: JWTVerifyGetKey } | undefined;

function keySet(issuer: string): JWTVerifyGetKey {
  // Cached per process: the key set is fetched once and refreshed by jose when an unknown key id appears.
  if (keys?.issuer !== issuer) keys = { issuer, jwks: createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`)) };
  return keys.jwks;
}

/** The session token from the request's cookies, if any. */
export function sessionToken(cookies: string[]): string | undefined {
  const prefix = `${SESSION_COOKIE}=`;
  return cookies.find((cookie) => cookie.startsWith(prefix))?.slice(prefix.length) || undefined;
}

/**
 * Verifies a Cognito ID token: signature against the pool's keys, issuer, audience (our app client), expiry, and
 * membership of the admin group. Anything else is no session.
 */
export async function verifySession(token: string | undefined): Promise<Staff | undefined> {
  if (!token) return undefined;
  const { issuer, clientId } = cognitoConfig();
  try {
    const { payload } = await jwtVerify(token, keySet(issuer), { issuer, audience: clientId });
    const groups = payload['cognito:groups'];
    if (payload.token_use !== 'id' || !Array.isArray(groups) || !groups.includes(ADMIN_GROUP)) return undefined;
    const email = typeof payload.email === 'string' ? payload.email : undefined;
    return { username: String(payload['cognito:username'] ?? payload.sub), email };
  } catch {
    return undefined;
  }
}

/** The Set-Cookie value that starts a session; HttpOnly so no script can read the token. */
export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/api; HttpOnly; Secure; SameSite=Strict; Max-Age=${SESSION_MAX_AGE_SECONDS}`;
}

/** The Set-Cookie value that ends a session. */
export function expiredSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/api; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;
}
