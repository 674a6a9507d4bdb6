import type { AdminLead } from '#shared/admin/api-contract.ts';
import type { LeadEditBody } from '#shared/admin/lead-edit-rules.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { leadUrl } from './get-lead.ts';

/** PATCH /api/leads/{id}: corrects the lead's personal fields sent (only those); answers the lead as stored. */
export function updateLead(id: string, changes: LeadEditBody): Promise<AdminLead> {
  return adminJson<AdminLead>('PATCH', leadUrl(id), changes);
}
