/**
 * DELETE /api/leads/{id}/follow-up (staff): clears the lead's follow-up (the lead, its index entry and the audit record
 * together; a lead without one is answered as it is, nothing written). Answers 200 with the lead as stored.
 */
import type { AdminLead } from '#shared/admin/api-contract.ts';
import { LEAD_ADMIN_MESSAGES } from '#shared/admin/lead-admin-rules.ts';
import { changeLeadFollowUp } from '../data/lead-follow-ups.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { notFound } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';
import { leadIdPathSchema, type LeadIdPath } from './lead-admin.zod.ts';

async function clearFollowUp(request: ApiRequest<undefined, LeadIdPath, undefined>) {
  const lead: AdminLead | undefined = await changeLeadFollowUp(request.path.id, undefined, request.staff!.username);
  if (!lead) throw notFound(LEAD_ADMIN_MESSAGES.leadNotFound);
  return json(200, lead);
}

export const handler = apiHandler({ path: leadIdPathSchema }, clearFollowUp);
