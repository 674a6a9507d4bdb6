/**
 * The staff session's fixed facts, read by the handlers and by the CDK auth stack (so the cookie lifetimes and the
 * user-pool client's token validities cannot drift apart). No imports: CDK loads this file.
 */

/** The Cognito group whose members may use the admin dashboard. */
export const ADMIN_GROUP = 'admin';

/**
 * The HttpOnly cookie that carries the staff session (the Cognito ID token). `__Host-`: the browser accepts it only
 * Secure, without a Domain and with Path=/, so it belongs to the admin host alone and no other host (the public site
 * included) can set, read or receive it.
 */
export const SESSION_COOKIE = '__Host-session';

/**
 * The HttpOnly cookie that carries Cognito's refresh token; see REFRESH_COOKIE_PATHS. `__Secure-` (a `__Host-` cookie
 * must have Path=/) and set without a Domain, so it too is host-only on the admin host.
 */
export const REFRESH_COOKIE = '__Secure-refresh';

/**
 * The refresh cookie is set once per path: the refresh route renews the session with it and the logout route revokes
 * it at Cognito. No other route ever receives the refresh token.
 */
export const REFRESH_COOKIE_PATHS = ['/api/auth/refresh', '/api/auth/logout'] as const;

/** The ID token's validity at Cognito and the session cookie's Max-Age: one hour. */
export const ID_TOKEN_VALIDITY_SECONDS = 60 * 60;

/**
 * The refresh token's validity at Cognito and the refresh cookie's Max-Age: a working day and a night, so a member of
 * staff is never cut off during the day and logs in once a day.
 */
export const REFRESH_TOKEN_VALIDITY_SECONDS = 24 * 60 * 60;
