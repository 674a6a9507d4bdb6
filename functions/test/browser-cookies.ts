/**
 * What a browser would send back: the "name=value" pairs of the Set-Cookie values whose Path covers the request path,
 * without deleted (Max-Age=0 or empty) cookies. Lets tests prove which routes receive which cookie.
 */
export function cookiesFor(path: string, setCookies: readonly string[] | undefined): string[] {
  return (setCookies ?? [])
    .filter((setCookie) => {
      const cookiePath = /;\s*Path=([^;]+)/i.exec(setCookie)?.[1] ?? '/';
      const deleted = /;\s*Max-Age=0(;|$)/i.test(setCookie) || setCookie.split(';')[0]!.endsWith('=');
      return !deleted && (path === cookiePath || path.startsWith(cookiePath.endsWith('/') ? cookiePath : `${cookiePath}/`));
    })
    .map((setCookie) => setCookie.split(';')[0]!);
}

/** The value of one cookie among Set-Cookie values (the first with that name). */
export function setCookieValue(setCookies: readonly string[] | undefined, name: string): string | undefined {
  return setCookies?.find((setCookie) => setCookie.startsWith(`${name}=`))?.split(';')[0]!.slice(name.length + 1);
}
