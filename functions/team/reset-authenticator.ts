/**
 * POST /api/admin/team/{username}/reset-authenticator (staff): turns the member's authenticator app (software-token
 * MFA) off in the user pool, so their next login goes through the authenticator set-up step again. Where the pool
 * cannot (cognito-local has no AdminSetUserMFAPreference), our record marks the reset as pending instead.
 */
import { TEAM_MESSAGES } from '#shared/admin/team-messages.ts';
import { teamMemberPathSchema, type TeamMemberPath } from '#shared/admin/team.zod.ts';
import { recordAuthenticatorReset } from '../data/staff-members.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { notFound } from '../lib/errors.ts';
import { turnOffAuthenticator } from './staff-pool.ts';
import { answerMember, teamMemberOr404 } from './team-change.ts';

async function resetAuthenticator({ path, staff, receivedAt }: ApiRequest<undefined, TeamMemberPath, undefined>) {
  const actor = staff!.username;
  await teamMemberOr404(actor, path.username);
  const inPool = await turnOffAuthenticator(path.username);
  if (!(await recordAuthenticatorReset(path.username, inPool, actor))) throw notFound(TEAM_MESSAGES.memberNotFound);
  return answerMember(actor, path.username, receivedAt);
}

export const handler = apiHandler({ path: teamMemberPathSchema }, resetAuthenticator);
