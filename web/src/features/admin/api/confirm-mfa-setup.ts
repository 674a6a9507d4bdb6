import type { MfaCodeInput, StaffMember } from '#shared/admin/api-contract.ts';
import { api } from '../../../lib/api-client.ts';

export const MFA_SETUP_URL = '/api/auth/mfa-setup';

/**
 * POST /api/auth/mfa-setup: confirms the first code of the authenticator just set up; the account then needs its code
 * at every login, and the session opens. Refusals as for answerMfa (answer-mfa.ts).
 */
export function confirmMfaSetup(input: MfaCodeInput): Promise<StaffMember> {
  return api.post<StaffMember>(MFA_SETUP_URL, input);
}
