/**
 * POST /api/admin/team/{username}/resend-invitation (staff): a member who has not logged in yet (still on a
 * temporary password, e.g. one that expired) gets a new temporary password and the invitation e-mail again. 409 for a
 * member who already chose a password, a disabled account, or one whose e-mail address bounced or was marked as spam.
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

async function resend({ path, staff, receivedAt }: ApiRequest<undefined, TeamMemberPath, undefined>) {
  const actor = staff!.username;
  const entry = await teamMemberOr404(actor, path.username);
  if (!entry.member.pendingPassword) throw conflict(TEAM_MESSAGES.notInvited);
  if (!isEnabled(entry)) throw conflict(TEAM_MESSAGES.memberDisabled);
  await refuseSuppressedAddress(entry.member.email, TEAM_MESSAGES.memberEmailSuppressed);
  const kind = entry.record?.temporaryPasswordKind ?? 'invitation';
  const password = temporaryPassword();
  await setTemporaryPassword(path.username, password);
  await recordTemporaryPassword(path.username, kind, 'resendInvitation', actor);
  await sendOrExplain(kind, entry.member, password);
  return answerMember(actor, path.username, receivedAt);
}

export const handler = apiHandler({ path: teamMemberPathSchema }, resend);
