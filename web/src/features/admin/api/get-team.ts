import useSWR from 'swr';
import type { TeamMember } from '#shared/admin/team-rules.ts';
import { FRESH_ON_MOUNT, adminJson } from '../../../admin-common/admin-request.ts';

export const TEAM_URL = '/api/admin/team';

/** GET /api/admin/team: the staff accounts (null: not asked, e.g. while the Team view is closed). */
export function useTeam(open: boolean) {
  return useSWR<TeamMember[]>(open ? TEAM_URL : null, (url: string) => adminJson<TeamMember[]>('GET', url), FRESH_ON_MOUNT);
}
