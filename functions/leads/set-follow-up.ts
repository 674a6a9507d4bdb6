/**
 * PUT /api/leads/{id}/follow-up (staff): sets or moves the lead's next follow-up ({ at, note }); the lead, its entry in
 * the "Due today" / "Overdue" index and the audit record ('lead.followUp', before/after) are written together.
 * Answers 200 with the lead as stored.
 */
import type { AdminLead } from '#shared/admin/api-contract.ts';
import { LEAD_ADMIN_MESSAGES } from '#shared/admin/lead-admin-rules.ts';
import { changeLeadFollowUp } from '../data/lead-follow-ups.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { notFound } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';
import { followUpBodySchema, type FollowUpBody } from './follow-up.zod.ts';
import { leadIdPathSchema, type LeadIdPath } from './lead-admin.zod.ts';

async function setFollowUp(request: ApiRequest<FollowUpBody, LeadIdPath, undefined>) {
  const lead: AdminLead | undefined = await changeLeadFollowUp(request.path.id, request.body, request.staff!.username);
  if (!lead) throw notFound(LEAD_ADMIN_MESSAGES.leadNotFound);
  return json(200, lead);
}

export const handler = apiHandler({ path: leadIdPathSchema, body: followUpBodySchema }, setFollowUp);
