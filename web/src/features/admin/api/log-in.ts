import type { NewPasswordChallenge, StaffMember } from '#shared/admin/api-contract.ts';
import type { LoginFormValues } from '#shared/auth/login.yup.ts';
import { api } from '../../../lib/api-client.ts';

export const LOGIN_URL = '/api/auth/login';

/**
 * POST /api/auth/login: the staff member (session cookies set), or Cognito's new-password challenge for an account
 * still on its temporary password. A wrong password is a 401 and too many attempts a 429, both with a message.
 * Not an adminRequest: a 401 here means "wrong credentials", never "renew the session".
 */
export function logIn({ username, password }: LoginFormValues): Promise<StaffMember | NewPasswordChallenge> {
  return api.post<StaffMember | NewPasswordChallenge>(LOGIN_URL, { username: username.trim(), password });
}

/** True when login asks for a new password instead of opening a session. */
export function isNewPasswordChallenge(answer: StaffMember | NewPasswordChallenge): answer is NewPasswordChallenge {
  return (answer as NewPasswordChallenge).challenge === 'NEW_PASSWORD_REQUIRED';
}
