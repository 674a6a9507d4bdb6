import type { ContactInput, LoggedContact } from '#shared/admin/api-contract.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { leadUrl } from './get-lead.ts';

/**
 * POST /api/leads/{id}/contacts: staff confirm a contact was made (how, and what came of it); answers the entry, the
 * lead as stored and whether it was the lead's first contact. The status is never changed here.
 */
export function logContact(id: string, input: ContactInput): Promise<LoggedContact> {
  return adminJson<LoggedContact>('POST', `${leadUrl(id)}/contacts`, input);
}
