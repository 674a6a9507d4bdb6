/**
 * GET /api/auth/me: the member of staff who is logged in (username and e-mail), so the admin page knows whether to
 * show the login form and can show the e-mail in the dashboard header.
 */
import type { StaffMember } from '#shared/admin/api-contract.ts';
import { apiHandler } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

export const handler = apiHandler({}, async ({ staff }) => {
  const member: StaffMember = { username: staff!.username, email: staff!.email };
  return json(200, member);
});
