import type { ContactAttemptInput, LeadContact } from '#shared/admin/api-contract.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { leadUrl } from './get-lead.ts';

/** POST /api/leads/{id}/contact-attempts: staff opened the lead's WhatsApp, call or e-mail action; answers the entry. */
export function logContactAttempt(id: string, input: ContactAttemptInput): Promise<LeadContact> {
  return adminJson<LeadContact>('POST', `${leadUrl(id)}/contact-attempts`, input);
}
