import type { TeamInvitationInput, TeamMember } from '#shared/admin/team-rules.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { TEAM_URL } from './get-team.ts';

/** POST /api/admin/team: creates the account and e-mails the invitation; answers the new member. */
export function inviteTeamMember(input: TeamInvitationInput): Promise<TeamMember> {
  return adminJson<TeamMember>('POST', TEAM_URL, input);
}
