/** Reading the request's cookies and writing Set-Cookie values, in one place so every cookie has the same flags. */

/** The value of the named cookie among API Gateway's `cookies` ("name=value" strings), if present and not empty. */
export function cookieValue(cookies: readonly string[] | undefined, name: string): string | undefined {
  const prefix = `${name}=`;
  return cookies?.find((cookie) => cookie.startsWith(prefix))?.slice(prefix.length) || undefined;
}

export type CookieOptions = {
  path: string;
  maxAgeSeconds: number;
  /** True unless the page's own script must read the cookie (the CSRF token). */
  httpOnly: boolean;
};

/** A Set-Cookie value; always Secure and SameSite=Strict, so no other site's page can make the browser send it. */
export function setCookie(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${value}`,
    `Path=${options.path}`,
    ...(options.httpOnly ? ['HttpOnly'] : []),
    'Secure',
    'SameSite=Strict',
    `Max-Age=${options.maxAgeSeconds}`,
  ].join('; ');
}

/** The Set-Cookie value that deletes a cookie set with the same name, path and flags. */
export function expiredCookie(name: string, options: Omit<CookieOptions, 'maxAgeSeconds'>): string {
  return setCookie(name, '', { ...options, maxAgeSeconds: 0 });
}
