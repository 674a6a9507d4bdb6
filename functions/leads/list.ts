/**
 * GET /api/leads (staff): the lead list, newest first, one page at a time, optionally only one status and/or only
 * the leads whose name, e-mail address or phone number begins with the search text; or, with view=needs-first-contact,
 * the leads still waiting for their first contact, oldest (most urgent deadline) first, optionally in one status; or,
 * with view=due-today or view=overdue, the leads by follow-up time, optionally in one status. The next page's cursor
 * is in the x-next-cursor header. With owner=mine ("My leads", the caller's) or owner=unassigned, the leads by owner,
 * newest first, optionally in one status.
 */
import { NEXT_CURSOR_HEADER, type AdminLead } from '#shared/admin/api-contract.ts';
import { listLeadsByFollowUp } from '../data/lead-follow-ups.ts';
import { listLeadsByOwner } from '../data/lead-owners.ts';
import { listLeads } from '../data/leads.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';
import { leadListQuerySchema, type LeadListQueryInput } from './lead-admin.zod.ts';

async function listLeadPage(request: ApiRequest<undefined, undefined, LeadListQueryInput>) {
  const { view, owner } = request.query;
  // "My leads" and "Unassigned" read the owner index (lead-owners.ts); the follow-up views read the follow-up index
  // (lead-follow-ups.ts); every other view is listLeads'.
  const page = owner
    ? await listLeadsByOwner(owner === 'mine' ? { owner: request.staff!.username } : { unassigned: true }, request.query)
    : view === 'due-today' || view === 'overdue'
      ? await listLeadsByFollowUp({ ...request.query, view })
      : await listLeads(request.query);
  const leads: AdminLead[] = page.leads;
  return json(200, leads, page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {});
}

export const handler = apiHandler({ query: leadListQuerySchema }, listLeadPage);
