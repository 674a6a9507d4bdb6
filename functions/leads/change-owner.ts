/**
 * PATCH /api/leads/{id}/owner (staff): takes a lead (the caller's own username), assigns or reassigns it to another
 * enabled member of staff, or leaves it unassigned (null). The lead, its place under "My leads" / "Unassigned" and the
 * audit record ('lead.owner', before and after) change in one transaction; the answer is the updated lead. 400 for an
 * owner who is not an enabled member of staff on the roster (nothing written), 404 for an unknown lead, 409 for an
 * erased one or after repeated collisions.
 */
import type { AdminLead } from '#shared/admin/api-contract.ts';
import { LEAD_ADMIN_MESSAGES } from '#shared/admin/lead-admin-rules.ts';
import { LEAD_OWNER_MESSAGES } from '#shared/admin/lead-owner-messages.ts';
import { changeLeadOwner } from '../data/lead-owners.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { badRequest, conflict, notFound } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';
import { leadIdPathSchema, type LeadIdPath } from './lead-admin.zod.ts';
import { leadOwnerBodySchema, type LeadOwnerBody } from './lead-owner.zod.ts';

async function changeOwner(request: ApiRequest<LeadOwnerBody, LeadIdPath, undefined>) {
  const result = await changeLeadOwner(request.path.id, request.body.owner, request.staff!.username);
  if (result.outcome === 'not-found') throw notFound(LEAD_ADMIN_MESSAGES.leadNotFound);
  if (result.outcome === 'not-on-roster') throw badRequest(LEAD_OWNER_MESSAGES.notOnRoster, { owner: LEAD_OWNER_MESSAGES.notOnRoster });
  if (result.outcome === 'erased') throw conflict(LEAD_OWNER_MESSAGES.erased);
  if (result.outcome === 'conflict') throw conflict(LEAD_OWNER_MESSAGES.conflict);
  const lead: AdminLead = result.lead;
  return json(200, lead);
}

export const handler = apiHandler({ path: leadIdPathSchema, body: leadOwnerBodySchema }, changeOwner);
