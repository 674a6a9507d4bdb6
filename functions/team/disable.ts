/**
 * POST /api/admin/team/{username}/disable (staff): disables a member's account. Their sessions end at once (our record,
 * read by the session guard and by refresh on every request), the account is disabled in the user pool and signed
 * out everywhere (refresh tokens revoked). 409 for one's own account and for the last enabled account, also when two
 * members disable each other at the same moment (the team's enabled count, staff-members.ts `disableMember`).
 */
import { TEAM_MESSAGES } from '#shared/admin/team-messages.ts';
import { teamMemberPathSchema, type TeamMemberPath } from '#shared/admin/team.zod.ts';
import { disableMember } from '../data/staff-members.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { disableInPool } from './staff-pool.ts';
import { answerMember, teamMemberOr404 } from './team-change.ts';

async function disable({ path, staff, receivedAt }: ApiRequest<undefined, TeamMemberPath, undefined>) {
  const actor = staff!.username;
  if (path.username === actor) throw conflict(TEAM_MESSAGES.cannotDisableSelf);
  await teamMemberOr404(actor, path.username);
  const outcome = await disableMember(path.username, actor);
  if (outcome === 'lastEnabled') throw conflict(TEAM_MESSAGES.lastEnabled);
  if (outcome === 'notFound') throw notFound(TEAM_MESSAGES.memberNotFound);
  // Also when it was disabled already: a pool change that failed before is made now.
  await disableInPool(path.username);
  return answerMember(actor, path.username, receivedAt);
}

export const handler = apiHandler({ path: teamMemberPathSchema }, disable);
