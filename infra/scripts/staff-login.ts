/**
 * How the operator scripts (the admin bench, the fuzz run) log in to a local stack's admin over HTTP, as the admin page
 * does.
 */
import { CSRF_COOKIE, CSRF_HEADER, type LoginChallenge } from '#shared/admin/api-contract.ts';
import { totpCode } from '#functions/test/totp.ts';

/**
 * Logs in as staff (the password, then the authenticator's code: computed from `totpSecret`, or from the set-up step's
 * secret for an account without one) and answers the Cookie and CSRF headers admin requests need.
 */
export async function staffHeaders(url: string, admin: { username: string; password: string; totpSecret?: string }) {
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify(body) });
  let login = await post('/api/auth/login', { username: admin.username, password: admin.password });
  if (!login.ok) throw new Error(`Login answered ${login.status}`);
  const step = (await login.clone().json()) as Partial<LoginChallenge>;
  if (step.challenge === 'SOFTWARE_TOKEN_MFA' || step.challenge === 'MFA_SETUP') {
    const secret = step.challenge === 'MFA_SETUP' ? step.secretCode : admin.totpSecret;
    if (!secret) throw new Error(`${admin.username} has an authenticator: give its totpSecret`);
    const body = { username: step.username, challengeSession: step.challengeSession, code: totpCode(secret) };
    login = await post(step.challenge === 'MFA_SETUP' ? '/api/auth/mfa-setup' : '/api/auth/mfa', body);
    if (!login.ok) throw new Error(`The login's code step answered ${login.status}`);
  }
  const pairs = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!).filter((pair) => !pair.endsWith('='));
  const csrf = pairs.find((pair) => pair.startsWith(`${CSRF_COOKIE}=`))?.slice(CSRF_COOKIE.length + 1);
  return { cookie: pairs.join('; '), ...(csrf ? { [CSRF_HEADER]: csrf } : {}) };
}
