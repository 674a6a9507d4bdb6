import type { TeamMember } from '#shared/admin/team-rules.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { TEAM_URL } from './get-team.ts';

/** POST /api/admin/team/{username}/reset-authenticator: the member sets up an authenticator app again at their next login. Answers the member. */
export function resetTeamAuthenticator(username: string): Promise<TeamMember> {
  return adminJson<TeamMember>('POST', `${TEAM_URL}/${encodeURIComponent(username)}/reset-authenticator`);
}
