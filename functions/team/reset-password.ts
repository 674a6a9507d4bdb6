/**
 * POST /api/admin/team/{username}/reset-password (staff): the member gets a new temporary password by e-mail and
 * chooses a new password at their next login (the login's new-password step). 409 for a disabled account, or one
 * whose e-mail address bounced or was marked as spam (nothing changed).
 *
 * A temporary password set by us (AdminSetUserPassword, not permanent) rather than Cognito's AdminResetUserPassword:
 * that one mails a code through Cognito's own message and needs a forgot-password page, which the admin does not have.
 */
import { TEAM_MESSAGES } from '#shared/admin/team-messages.ts';
import { teamMemberPathSchema, type TeamMemberPath } from '#shared/admin/team.zod.ts';
import { recordTemporaryPassword } from '../data/staff-members.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { conflict } from '../lib/errors.ts';
import { setTemporaryPassword } from './staff-pool.ts';
import { answerMember, refuseSuppressedAddress, sendOrExplain, teamMemberOr404 } from './team-change.ts';
import { isEnabled } from './team-directory.ts';
import { temporaryPassword } from './temporary-password.ts';

async function resetPassword({ path, staff, receivedAt }: ApiRequest<undefined, TeamMemberPath, undefined>) {
  const actor = staff!.username;
  const entry = await teamMemberOr404(actor, path.username);
  if (!isEnabled(entry)) throw conflict(TEAM_MESSAGES.memberDisabled);
  await refuseSuppressedAddress(entry.member.email, TEAM_MESSAGES.memberEmailSuppressed);
  const password = temporaryPassword();
  await setTemporaryPassword(path.username, password);
  await recordTemporaryPassword(path.username, 'passwordReset', 'resetPassword', actor);
  await sendOrExplain('passwordReset', entry.member, password);
  return answerMember(actor, path.username, receivedAt);
}

export const handler = apiHandler({ path: teamMemberPathSchema }, resetPassword);
