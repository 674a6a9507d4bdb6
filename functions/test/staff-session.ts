import { CSRF_COOKIE, CSRF_HEADER } from '#shared/admin/api-contract.ts';
import { INTEGRATION_ADMIN } from './integration-setup.ts';
import { invokeRoute } from './invoke-route.ts';

/** What an admin request needs to pass as the logged-in member of staff: the cookies and the CSRF header. */
export type StaffRequest = { cookies: string[]; headers: Record<string, string> };

/**
 * Given a member of staff who logged in through POST /api/auth/login: the cookies the browser would send back
 * ("name=value") and, when login set a CSRF cookie, the header the admin pages send with it. Every admin integration
 * test calls routes with this, so a change to how sessions work changes one place. `from.sourceIp`: log in from an
 * address of its own (a test that lowers the rate limits must not share the login count of the other test files).
 */
export async function loggedInStaff(credentials = INTEGRATION_ADMIN, from: { sourceIp?: string } = {}): Promise<StaffRequest> {
  const login = await invokeRoute('POST', '/api/auth/login', {
    body: { username: credentials.username, password: credentials.password },
    ...from,
  });
  if (login.statusCode !== 200) throw new Error(`Login failed with ${login.statusCode}: ${login.body}`);
  const cookies = (login.cookies ?? []).map((setCookie) => setCookie.split(';')[0]!).filter((pair) => !pair.endsWith('='));
  const csrf = cookies.find((pair) => pair.startsWith(`${CSRF_COOKIE}=`))?.slice(CSRF_COOKIE.length + 1);
  return { cookies, headers: csrf ? { [CSRF_HEADER]: csrf } : {} };
}
