import type { LeadNote } from '#shared/admin/api-contract.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { leadUrl } from './get-lead.ts';

/** POST /api/leads/{id}/notes: adds a staff note to a lead; answers the note as stored (author and time set). */
export function addLeadNote(id: string, text: string): Promise<LeadNote> {
  return adminJson<LeadNote>('POST', `${leadUrl(id)}/notes`, { text });
}
