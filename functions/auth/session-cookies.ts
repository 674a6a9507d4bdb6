/**
 * The cookies of a staff session, set by login, new-password and refresh, and deleted by logout, all host-only
 * cookies of the admin host (its own origin: no public page can read or receive them):
 * - `__Host-session`: the Cognito ID token, HttpOnly, Path=/ (a `__Host-` cookie's only path), one hour;
 * - `__Secure-refresh`: Cognito's refresh token, HttpOnly, once for each of REFRESH_COOKIE_PATHS (refresh and logout
 *   only);
 * - `__Host-csrf`: a random token the admin page reads and sends back in the `x-csrf-token` header (not HttpOnly).
 * All are Secure, SameSite=Strict and set without a Domain attribute.
 */
import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE } from '#shared/admin/api-contract.ts';
import { expiredCookie, setCookie } from '../lib/cookies.ts';
import {
  ID_TOKEN_VALIDITY_SECONDS,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATHS,
  REFRESH_TOKEN_VALIDITY_SECONDS,
  SESSION_COOKIE,
} from './session-config.ts';

const SESSION = { path: '/', httpOnly: true } as const;
const REFRESH = REFRESH_COOKIE_PATHS.map((path) => ({ path, httpOnly: true }) as const);
// Lives as long as the refresh token, so the page still holds it after the session cookie is renewed.
const CSRF = { path: '/', httpOnly: false } as const;

/** A new CSRF token: 32 random bytes, base64url. */
export const newCsrfToken = () => randomBytes(32).toString('base64url');

/**
 * The Set-Cookie values that start (or renew) a session: the ID token, a fresh CSRF token and, when Cognito issued
 * one, the refresh token (a refresh without token rotation leaves the refresh cookie as it is).
 */
export function sessionCookies(tokens: { idToken: string; refreshToken?: string }): string[] {
  return [
    setCookie(SESSION_COOKIE, tokens.idToken, { ...SESSION, maxAgeSeconds: ID_TOKEN_VALIDITY_SECONDS }),
    ...(tokens.refreshToken
      ? REFRESH.map((options) => setCookie(REFRESH_COOKIE, tokens.refreshToken!, { ...options, maxAgeSeconds: REFRESH_TOKEN_VALIDITY_SECONDS }))
      : []),
    setCookie(CSRF_COOKIE, newCsrfToken(), { ...CSRF, maxAgeSeconds: REFRESH_TOKEN_VALIDITY_SECONDS }),
  ];
}

/** The Set-Cookie values that delete every cookie of the session. */
export function endedSessionCookies(): string[] {
  return [
    expiredCookie(SESSION_COOKIE, SESSION),
    ...REFRESH.map((options) => expiredCookie(REFRESH_COOKIE, options)),
    expiredCookie(CSRF_COOKIE, CSRF),
  ];
}
