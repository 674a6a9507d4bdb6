import type { TeamMember } from '#shared/admin/team-rules.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { TEAM_URL } from './get-team.ts';

/** POST /api/admin/team/{username}/reset-password: a new temporary password by e-mail; the member chooses a new password at their next login. Answers the member. */
export function resetTeamPassword(username: string): Promise<TeamMember> {
  return adminJson<TeamMember>('POST', `${TEAM_URL}/${encodeURIComponent(username)}/reset-password`);
}
