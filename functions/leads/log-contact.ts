/**
 * POST /api/leads/{id}/contacts (staff): a member of staff confirms a contact with the lead (from one of its actions,
 * or made elsewhere, such as a call from their own phone), with an optional short outcome. The first one sets the
 * lead's first-contact time, takes it out of the needs-first-contact queue and counts it in the first-contact measure,
 * in the same transaction as the entry and its audit record. Every contact clears the lead's follow-up, or moves it to
 * the body's `followUp`, in that same transaction. The status is never changed here: the admin app asks whether to
 * move a `new` lead to `contacted`. Answers 201 LoggedContact.
 */
import type { LoggedContact } from '#shared/admin/api-contract.ts';
import { LEAD_ADMIN_MESSAGES } from '#shared/admin/lead-admin-rules.ts';
import { logContact } from '../data/lead-contacts.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { notFound } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';
import { leadIdPathSchema, type LeadIdPath } from './lead-admin.zod.ts';
import { contactBodySchema, type ContactBody } from './lead-contact.zod.ts';

async function confirmContact(request: ApiRequest<ContactBody, LeadIdPath, undefined>) {
  const logged: LoggedContact | undefined = await logContact(request.path.id, request.body, request.staff!.username);
  if (!logged) throw notFound(LEAD_ADMIN_MESSAGES.leadNotFound);
  return json(201, logged);
}

export const handler = apiHandler({ path: leadIdPathSchema, body: contactBodySchema }, confirmContact);
