import type { AdminLead } from '#shared/admin/api-contract.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { leadUrl } from './get-lead.ts';

/** PATCH /api/leads/{id}/owner: takes, assigns or reassigns a lead, or leaves it unassigned (null); answers the lead as stored. */
export function updateLeadOwner(id: string, owner: string | null): Promise<AdminLead> {
  return adminJson<AdminLead>('PATCH', `${leadUrl(id)}/owner`, { owner });
}
