import type { TeamMember } from '#shared/admin/team-rules.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { TEAM_URL } from './get-team.ts';

/** POST /api/admin/team/{username}/enable: the account enabled again. Answers the member. */
export function enableTeamMember(username: string): Promise<TeamMember> {
  return adminJson<TeamMember>('POST', `${TEAM_URL}/${encodeURIComponent(username)}/enable`);
}
