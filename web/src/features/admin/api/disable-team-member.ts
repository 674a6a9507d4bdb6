import type { TeamMember } from '#shared/admin/team-rules.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { TEAM_URL } from './get-team.ts';

/** POST /api/admin/team/{username}/disable: the account disabled and its sessions ended at once. Answers the member. */
export function disableTeamMember(username: string): Promise<TeamMember> {
  return adminJson<TeamMember>('POST', `${TEAM_URL}/${encodeURIComponent(username)}/disable`);
}
