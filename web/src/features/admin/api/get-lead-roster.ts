import useSWR from 'swr';
import type { LeadRoster } from '#shared/admin/api-contract.ts';
import { FRESH_ON_MOUNT, adminJson } from '../../../admin-common/admin-request.ts';
import { useTeam } from './get-team.ts';

export const LEAD_ROSTER_URL = '/api/admin/lead-roster';

/**
 * GET /api/admin/lead-roster: the staff who may own a lead (the owner select) and the round-robin setting. Asked once
 * the team has answered: every look at the team brings the roster in step with the staff accounts (an account enabled
 * before the roster existed joins it then), so the select never misses a member of staff.
 */
export function useLeadRoster() {
  const { data: team } = useTeam(true);
  return useSWR<LeadRoster>(team ? LEAD_ROSTER_URL : null, (url: string) => adminJson<LeadRoster>('GET', url), FRESH_ON_MOUNT);
}
