/**
 * POST /api/leads/{id}/contact-attempts (staff): the admin app logs that a member of staff opened a contact action on
 * a lead (WhatsApp, call, e-mail), so the lead's timeline shows who tried, how and when. The entry and its audit record
 * are one transaction; the answer (201) is the entry.
 */
import type { LeadContact } from '#shared/admin/api-contract.ts';
import { LEAD_ADMIN_MESSAGES } from '#shared/admin/lead-admin-rules.ts';
import { logContactAttempt } from '../data/lead-contacts.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { notFound } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';
import { leadIdPathSchema, type LeadIdPath } from './lead-admin.zod.ts';
import { contactAttemptBodySchema, type ContactAttemptBody } from './lead-contact.zod.ts';

async function logAttempt(request: ApiRequest<ContactAttemptBody, LeadIdPath, undefined>) {
  const attempt: LeadContact | undefined = await logContactAttempt(request.path.id, request.body.channel, request.staff!.username);
  if (!attempt) throw notFound(LEAD_ADMIN_MESSAGES.leadNotFound);
  return json(201, attempt);
}

export const handler = apiHandler({ path: leadIdPathSchema, body: contactAttemptBodySchema }, logAttempt);
