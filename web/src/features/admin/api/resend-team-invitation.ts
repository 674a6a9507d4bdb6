import type { TeamMember } from '#shared/admin/team-rules.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { TEAM_URL } from './get-team.ts';

/** POST /api/admin/team/{username}/resend-invitation: a new temporary password and the invitation e-mail again, for a member still on a temporary password. Answers the member. */
export function resendTeamInvitation(username: string): Promise<TeamMember> {
  return adminJson<TeamMember>('POST', `${TEAM_URL}/${encodeURIComponent(username)}/resend-invitation`);
}
