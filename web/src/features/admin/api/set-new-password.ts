import type { NewPasswordInput, StaffMember } from '#shared/admin/api-contract.ts';
import { api } from '../../../lib/api-client.ts';

export const NEW_PASSWORD_URL = '/api/auth/new-password';

/** POST /api/auth/new-password: answers Cognito's challenge with the chosen password; opens the session. */
export function setNewPassword(input: NewPasswordInput): Promise<StaffMember> {
  return api.post<StaffMember>(NEW_PASSWORD_URL, input);
}
