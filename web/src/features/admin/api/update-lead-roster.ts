import type { LeadRoster, LeadRosterInput } from '#shared/admin/api-contract.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { LEAD_ROSTER_URL } from './get-lead-roster.ts';

/** PUT /api/admin/lead-roster: turns round-robin assignment of new leads on or off; answers the roster. */
export function updateLeadRoster(input: LeadRosterInput): Promise<LeadRoster> {
  return adminJson<LeadRoster>('PUT', LEAD_ROSTER_URL, input);
}
