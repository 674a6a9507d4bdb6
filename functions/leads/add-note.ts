/**
 * POST /api/leads/{id}/notes (staff): adds a note to a lead; the note and its audit record are written together, and
 * the answer (201) is the note with its author and time.
 */
import type { LeadNote } from '#shared/admin/api-contract.ts';
import { LEAD_ADMIN_MESSAGES } from '#shared/admin/lead-admin-rules.ts';
import { addLeadNote } from '../data/lead-notes.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { notFound } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';
import { leadIdPathSchema, leadNoteBodySchema, type LeadIdPath, type LeadNoteBody } from './lead-admin.zod.ts';

async function addNote(request: ApiRequest<LeadNoteBody, LeadIdPath, undefined>) {
  const note: LeadNote | undefined = await addLeadNote(request.path.id, request.body.text, request.staff!.username);
  if (!note) throw notFound(LEAD_ADMIN_MESSAGES.leadNotFound);
  return json(201, note);
}

export const handler = apiHandler({ path: leadIdPathSchema, body: leadNoteBodySchema }, addNote);
