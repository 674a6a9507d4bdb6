import type { LoginChallenge, NewPasswordInput, StaffMember } from '#shared/admin/api-contract.ts';
import { api } from '../../../lib/api-client.ts';

export const NEW_PASSWORD_URL = '/api/auth/new-password';

/**
 * POST /api/auth/new-password: answers Cognito's challenge with the chosen password; the login goes on to the
 * authenticator (its code challenge, or its set-up step), as after a password.
 */
export function setNewPassword(input: NewPasswordInput): Promise<StaffMember | LoginChallenge> {
  return api.post<StaffMember | LoginChallenge>(NEW_PASSWORD_URL, input);
}
