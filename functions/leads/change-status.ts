/**
 * PATCH /api/leads/{id}/status (staff): moves a lead to any status. The lead, the overview's counters and the audit
 * record (who, before, after) change in one transaction; the answer is the updated lead.
 */
import type { AdminLead } from '#shared/admin/api-contract.ts';
import { LEAD_ADMIN_MESSAGES } from '#shared/admin/lead-admin-rules.ts';
import { changeLeadStatus } from '../data/leads.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';
import { leadIdPathSchema, leadStatusBodySchema, type LeadIdPath, type LeadStatusBody } from './lead-admin.zod.ts';

async function changeStatus(request: ApiRequest<LeadStatusBody, LeadIdPath, undefined>) {
  const result = await changeLeadStatus(request.path.id, request.body.status, request.staff!.username);
  if (result.outcome === 'not-found') throw notFound(LEAD_ADMIN_MESSAGES.leadNotFound);
  if (result.outcome === 'conflict') throw conflict(LEAD_ADMIN_MESSAGES.statusConflict);
  const lead: AdminLead = result.lead;
  return json(200, lead);
}

export const handler = apiHandler({ path: leadIdPathSchema, body: leadStatusBodySchema }, changeStatus);
