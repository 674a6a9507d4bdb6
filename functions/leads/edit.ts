/**
 * PATCH /api/leads/{id} (staff): corrects a lead's personal fields (name, e-mail, phone, company, business activity,
 * preferred structure, country, additional requirements) with the public forms' rules and messages. The lead, its
 * search keys, the overview's counters, the audit record (the changed fields before and after) and the re-send of the
 * corrected contact to every active integration are one transaction; the answer is the lead as stored.
 */
import type { AdminLead } from '#shared/admin/api-contract.ts';
import { LEAD_ADMIN_MESSAGES } from '#shared/admin/lead-admin-rules.ts';
import { LEAD_EDIT_MESSAGES } from '#shared/admin/lead-edit-rules.ts';
import { leadEditSchema, type LeadEditInput } from '#shared/admin/lead-edit.zod.ts';
import { editLead } from '../data/lead-edits.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { conflict, notFound } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';
import { leadIdPathSchema, type LeadIdPath } from './lead-admin.zod.ts';

async function correctLead(request: ApiRequest<LeadEditInput, LeadIdPath, undefined>) {
  const result = await editLead(request.path.id, request.body, request.staff!.username);
  if (result.outcome === 'not-found') throw notFound(LEAD_ADMIN_MESSAGES.leadNotFound);
  if (result.outcome === 'conflict') throw conflict(LEAD_EDIT_MESSAGES.conflict);
  const lead: AdminLead = result.lead;
  return json(200, lead);
}

export const handler = apiHandler({ path: leadIdPathSchema, body: leadEditSchema }, correctLead);
