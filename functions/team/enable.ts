/**
 * POST /api/admin/team/{username}/enable (staff): enables a disabled member again. They can log in again; a session
 * from before the disable stays ended. The pool's account first, then our record (which the sessions follow).
 */
import { TEAM_MESSAGES } from '#shared/admin/team-messages.ts';
import { teamMemberPathSchema, type TeamMemberPath } from '#shared/admin/team.zod.ts';
import { enableMember } from '../data/staff-members.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { notFound } from '../lib/errors.ts';
import { enableInPool } from './staff-pool.ts';
import { answerMember, teamMemberOr404 } from './team-change.ts';

async function enable({ path, staff, receivedAt }: ApiRequest<undefined, TeamMemberPath, undefined>) {
  const actor = staff!.username;
  await teamMemberOr404(actor, path.username);
  await enableInPool(path.username);
  if ((await enableMember(path.username, actor)) === 'notFound') throw notFound(TEAM_MESSAGES.memberNotFound);
  return answerMember(actor, path.username, receivedAt);
}

export const handler = apiHandler({ path: teamMemberPathSchema }, enable);
