import { CSRF_COOKIE, CSRF_HEADER, type LoginChallenge, type StaffMember } from '#shared/admin/api-contract.ts';
import { INTEGRATION_ADMIN } from './integration-setup.ts';
import { invokeRoute } from './invoke-route.ts';
import { totpCode } from './totp.ts';

/** What an admin request needs to pass as the logged-in member of staff: the cookies and the CSRF header. */
export type StaffRequest = { cookies: string[]; headers: Record<string, string> };

/** A member of staff's credentials; `totpSecret`: their enrolled authenticator's secret (base32), when they have one. */
export type StaffCredentials = { username: string; password: string; totpSecret?: string };

type RouteAnswer = Awaited<ReturnType<typeof invokeRoute>>;

/**
 * Answers the authenticator step that followed a right password (login, or new-password) as a member of staff with
 * their app would: the code challenge with the current code of `totpSecret`, the set-up step with the current code of
 * the secret it shows. Any other answer (a session, a refusal) is returned as it is.
 */
export async function answerAuthenticatorStep(
  answer: RouteAnswer,
  totpSecret: string | undefined,
  from: { sourceIp?: string; headers?: Record<string, string> } = {},
): Promise<RouteAnswer> {
  const step = answer.statusCode === 200 ? (answer.json as LoginChallenge | StaffMember) : undefined;
  if (!step || !('challenge' in step)) return answer;
  if (step.challenge === 'SOFTWARE_TOKEN_MFA') {
    if (!totpSecret) throw new Error(`${step.username} has an authenticator: pass its totpSecret`);
    const body = { username: step.username, challengeSession: step.challengeSession, code: totpCode(totpSecret) };
    return invokeRoute('POST', '/api/auth/mfa', { body, ...from });
  }
  if (step.challenge === 'MFA_SETUP') {
    const body = { username: step.username, challengeSession: step.challengeSession, code: totpCode(step.secretCode) };
    return invokeRoute('POST', '/api/auth/mfa-setup', { body, ...from });
  }
  return answer;
}

/** Logs in as the admin page does: the password, then the authenticator step; the last answer (a session, or why not). */
export async function logInWithCode(credentials: StaffCredentials, from: { sourceIp?: string; headers?: Record<string, string> } = {}) {
  const login = await invokeRoute('POST', '/api/auth/login', { body: { username: credentials.username, password: credentials.password }, ...from });
  return answerAuthenticatorStep(login, credentials.totpSecret, from);
}

/**
 * Given a member of staff who logged in through POST /api/auth/login and the authenticator step: the cookies the
 * browser would send back ("name=value") and, when login set a CSRF cookie, the header the admin pages send with it.
 * Every admin integration test calls routes with this, so a change to how sessions work changes one place.
 * `from.sourceIp`: log in from an address of its own (a test that lowers the rate limits must not share the login
 * count of the other test files).
 */
export async function loggedInStaff(credentials: StaffCredentials = INTEGRATION_ADMIN, from: { sourceIp?: string } = {}): Promise<StaffRequest> {
  const login = await logInWithCode(credentials, from);
  if (login.statusCode !== 200) throw new Error(`Login failed with ${login.statusCode}: ${login.body}`);
  const cookies = (login.cookies ?? []).map((setCookie) => setCookie.split(';')[0]!).filter((pair) => !pair.endsWith('='));
  const csrf = cookies.find((pair) => pair.startsWith(`${CSRF_COOKIE}=`))?.slice(CSRF_COOKIE.length + 1);
  return { cookies, headers: csrf ? { [CSRF_HEADER]: csrf } : {} };
}
