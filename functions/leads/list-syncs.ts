/** GET /api/leads/{id}/syncs (staff): the lead's sync record at each integration (state, tries, time, provider id, message). */
import { LEAD_ADMIN_MESSAGES } from '#shared/admin/lead-admin-rules.ts';
import { getLead } from '../data/leads.ts';
import { listLeadSyncs } from '../data/lead-syncs.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { notFound } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';
import { leadIdPathSchema, type LeadIdPath } from './lead-admin.zod.ts';

async function leadSyncs(request: ApiRequest<undefined, LeadIdPath, undefined>) {
  const [lead, syncs] = await Promise.all([getLead(request.path.id), listLeadSyncs(request.path.id)]);
  if (!lead) throw notFound(LEAD_ADMIN_MESSAGES.leadNotFound);
  return json(200, syncs);
}

export const handler = apiHandler({ path: leadIdPathSchema }, leadSyncs);
