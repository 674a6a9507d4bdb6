/**
 * POST /api/admin/team (staff): invites a member of staff by e-mail. The account is created in the user pool with a
 * strong temporary password and Cognito's own message suppressed, added to the admin group, recorded (counted as
 * enabled, audited) and sent our invitation e-mail through SES with the login address, the username and the
 * temporary password. 201 with the member; 409 when the username or the e-mail address is taken, or when e-mail to the
 * address bounced or was marked as spam.
 */
import { TEAM_MESSAGES } from '#shared/admin/team-messages.ts';
import type { TeamInvitationInput } from '#shared/admin/team-rules.ts';
import { teamInvitationSchema } from '#shared/admin/team.zod.ts';
import { getStaffRecord, recordInvitation, recordTemporaryPassword } from '../data/staff-members.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { conflict } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';
import { createMember, listGroupMembers } from './staff-pool.ts';
import { refuseSuppressedAddress, sendOrExplain } from './team-change.ts';
import { findTeamEntry, memberView } from './team-directory.ts';
import { temporaryPassword } from './temporary-password.ts';

/** Cognito's answers to an account that exists already: the username, or (deployed, e-mail alias) the address. */
const TAKEN: Record<string, string> = { UsernameExistsException: TEAM_MESSAGES.usernameTaken, AliasExistsException: TEAM_MESSAGES.emailTaken };

async function invite({ body, staff, receivedAt }: ApiRequest<TeamInvitationInput, undefined, undefined>) {
  const actor = staff!.username;
  const email = body.email.toLowerCase();
  if ((await listGroupMembers()).some((member) => member.email.toLowerCase() === email)) throw conflict(TEAM_MESSAGES.emailTaken);
  // A username once used stays taken (its audit history names one person), even after its account was deleted.
  if (await getStaffRecord(body.username)) throw conflict(TEAM_MESSAGES.usernameTaken);
  await refuseSuppressedAddress(email, TEAM_MESSAGES.emailSuppressed);
  const password = temporaryPassword();
  try {
    await createMember(body, password);
  } catch (error) {
    const taken = TAKEN[(error as Error).name];
    if (taken) throw conflict(taken);
    throw error;
  }
  // A Team view opened meanwhile may have recorded the new account first: the invitation is then recorded on it.
  if ((await recordInvitation(body, actor)) === 'exists') await recordTemporaryPassword(body.username, 'invitation', 'invite', actor);
  await sendOrExplain('invitation', body, password);
  const entry = await findTeamEntry(actor, body.username);
  return json(201, await memberView(entry!, actor, receivedAt));
}

export const handler = apiHandler({ body: teamInvitationSchema, maxBodyBytes: 2048 }, invite);
