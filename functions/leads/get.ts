/**
 * GET /api/leads/{id} (staff): one lead with every stored field and where it came from, the staff notes, its history
 * (status changes and notes from the audit log), the same person's other submissions (same e-mail address) and the
 * contact timeline (attempts and confirmed contacts), newest first.
 */
import type { LeadDetail } from '#shared/admin/api-contract.ts';
import { LEAD_ADMIN_MESSAGES } from '#shared/admin/lead-admin-rules.ts';
import { leadTarget, listAuditForTarget } from '../data/audit-log.ts';
import { listLeadContacts } from '../data/lead-contacts.ts';
import { getLeadWithNotes } from '../data/lead-notes.ts';
import { listLeadsByEmail } from '../data/leads.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { notFound } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';
import { leadIdPathSchema, type LeadIdPath } from './lead-admin.zod.ts';

async function leadDetail(request: ApiRequest<undefined, LeadIdPath, undefined>) {
  const { id } = request.path;
  const [found, history, contacts] = await Promise.all([getLeadWithNotes(id), listAuditForTarget(leadTarget(id)), listLeadContacts(id)]);
  if (!found) throw notFound(LEAD_ADMIN_MESSAGES.leadNotFound);
  const detail: LeadDetail = {
    lead: found.lead,
    notes: found.notes,
    history,
    otherSubmissions: await listLeadsByEmail(found.lead.email, id),
    contacts,
  };
  return json(200, detail);
}

export const handler = apiHandler({ path: leadIdPathSchema }, leadDetail);
