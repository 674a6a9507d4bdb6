import type { LoginChallenge, StaffMember } from '#shared/admin/api-contract.ts';
import type { LoginFormValues } from '#shared/auth/login.yup.ts';
import { api } from '../../../lib/api-client.ts';

export const LOGIN_URL = '/api/auth/login';

/**
 * POST /api/auth/login: the next step of the login, never the session itself: Cognito's new-password challenge for an
 * account still on its temporary password, the authenticator's code challenge, or the set-up step of an account
 * without an authenticator (LoginChallenge). A wrong password is a 401 and too many attempts a 429, both with a
 * message. Not an adminRequest: a 401 here means "wrong credentials", never "renew the session".
 */
export function logIn({ username, password }: LoginFormValues): Promise<StaffMember | LoginChallenge> {
  return api.post<StaffMember | LoginChallenge>(LOGIN_URL, { username: username.trim(), password });
}

/** True when the answer is a further step of the login (new password, code, authenticator set-up), not a session. */
export function isLoginChallenge(answer: StaffMember | LoginChallenge): answer is LoginChallenge {
  return typeof (answer as LoginChallenge).challenge === 'string';
}
