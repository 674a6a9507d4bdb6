/**
 * GET /api/leads (staff): the lead list, newest first, one page at a time, optionally only one status and/or only
 * the leads whose name, e-mail address or phone number begins with the search text; or, with view=needs-first-contact,
 * the leads still waiting for their first contact, oldest (most urgent deadline) first, optionally in one status; or,
 * with view=due-today or view=overdue, the leads by follow-up time, optionally in one status. The next page's cursor
 * is in the x-next-cursor header. With owner=mine ("My leads", the caller's) or owner=unassigned, the leads by owner,
 * newest first, optionally in one status.
 */
import { NEXT_CURSOR_HEADER, type AdminLead } from '#shared/admin/api-contract.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';
import { leadListQuerySchema, type LeadListQueryInput } from './lead-admin.zod.ts';
import { readLeadListPage } from './lead-list-page.ts';

async function listLeadPage(request: ApiRequest<undefined, undefined, LeadListQueryInput>) {
  const page = await readLeadListPage(request.query, request.staff!.username);
  const leads: AdminLead[] = page.leads;
  return json(200, leads, page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {});
}

export const handler = apiHandler({ query: leadListQuerySchema }, listLeadPage);
