/**
 * GET /api/admin/team (staff): the staff accounts of the admin group for the Team view: name, e-mail, whether the
 * account is enabled, whether its authenticator is set up, its last login (from our audit log) and whether an
 * invitation is pending or expired.
 */
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';
import { teamView } from './team-directory.ts';

async function list({ staff, receivedAt }: ApiRequest<undefined, undefined, undefined>) {
  return json(200, await teamView(staff!.username, receivedAt));
}

export const handler = apiHandler({}, list);
