/** What the routes that change one member of the team share: finding the member, sending the e-mail, the answer. */
import { TEAM_MESSAGES } from '#shared/admin/team-messages.ts';
import type { TemporaryPasswordKind } from '../data/staff-members.ts';
import { isEmailSuppressed } from '../data/email-suppressions.ts';
import { ApiError, conflict, notFound } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import { json, type ApiResult } from '../lib/responses.ts';
import { findTeamEntry, memberView, type TeamEntry } from './team-directory.ts';
import { sendTemporaryPassword } from './team-email.ts';

/** The member of the admin group with this username, or 404: the team routes never touch another account of the pool. */
export async function teamMemberOr404(actor: string, username: string): Promise<TeamEntry> {
  const entry = await findTeamEntry(actor, username);
  if (!entry) throw notFound(TEAM_MESSAGES.memberNotFound);
  return entry;
}

/**
 * 409 with `message`, before anything changes, when e-mail to the address is suppressed (it bounced or was marked as
 * spam): the account would wait for a temporary password that is never sent.
 */
export async function refuseSuppressedAddress(email: string, message: string): Promise<void> {
  if (await isEmailSuppressed(email)) throw conflict(message);
}

/**
 * E-mails the temporary password. When SES fails, the change is made already (and audited): 502 with a message
 * saying so, so staff send it again rather than change the account again.
 */
export async function sendOrExplain(kind: TemporaryPasswordKind, member: { email: string; name: string; username: string }, password: string) {
  try {
    await sendTemporaryPassword(kind, member, password);
  } catch (error) {
    logger.error('Temporary password e-mail failed', { error, kind });
    throw new ApiError(502, TEAM_MESSAGES.emailNotSent);
  }
}

/** 200 with the member as the Team view shows them after the change. */
export async function answerMember(actor: string, username: string, now: Date): Promise<ApiResult> {
  return json(200, await memberView(await teamMemberOr404(actor, username), actor, now));
}
