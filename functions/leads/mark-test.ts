/**
 * PUT /api/leads/{id}/test (staff): marks the lead as a test lead (issue 26). The lead's mark, every Analytics Overview counter it is in
 * (taken off or put back) and the audit record ('lead.test', in the lead's history) change in one transaction
 * (data/test-leads.ts). Answers 200 with the lead; already so, 200 and nothing changes; unknown id 404; a lead changed
 * by someone else at the same moment, again and again, 409.
 */
import type { AdminLead } from '#shared/admin/api-contract.ts';
import { LEAD_ADMIN_MESSAGES } from '#shared/admin/lead-admin-rules.ts';
import { setLeadTest } from '../data/test-leads.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';
import { leadIdPathSchema, type LeadIdPath } from './lead-admin.zod.ts';

async function markTest(request: ApiRequest<undefined, LeadIdPath, undefined>) {
  const result = await setLeadTest(request.path.id, true, request.staff!.username);
  if (result.outcome === 'not-found') throw notFound(LEAD_ADMIN_MESSAGES.leadNotFound);
  if (result.outcome === 'conflict') throw conflict(LEAD_ADMIN_MESSAGES.statusConflict);
  const lead: AdminLead = result.lead;
  return json(200, lead);
}

export const handler = apiHandler({ path: leadIdPathSchema }, markTest);
