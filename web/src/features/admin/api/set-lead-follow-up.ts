import type { AdminLead, FollowUpInput } from '#shared/admin/api-contract.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { leadUrl } from './get-lead.ts';

/** PUT /api/leads/{id}/follow-up: sets or moves the lead's next follow-up (`at` in UTC ISO); answers the lead as stored. */
export function setLeadFollowUp(id: string, input: FollowUpInput): Promise<AdminLead> {
  return adminJson<AdminLead>('PUT', `${leadUrl(id)}/follow-up`, input);
}

/** DELETE /api/leads/{id}/follow-up: clears the lead's follow-up; answers the lead as stored. */
export function clearLeadFollowUp(id: string): Promise<AdminLead> {
  return adminJson<AdminLead>('DELETE', `${leadUrl(id)}/follow-up`);
}
