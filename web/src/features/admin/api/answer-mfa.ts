import type { MfaCodeInput, StaffMember } from '#shared/admin/api-contract.ts';
import { api } from '../../../lib/api-client.ts';

export const MFA_URL = '/api/auth/mfa';

/**
 * POST /api/auth/mfa: answers the login's code challenge with the authenticator's current code; opens the session.
 * A wrong code is a 401 and too many failures a 429, both with a message; an expired challenge a 401 (log in again).
 */
export function answerMfa(input: MfaCodeInput): Promise<StaffMember> {
  return api.post<StaffMember>(MFA_URL, input);
}
