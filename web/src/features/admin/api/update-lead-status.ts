import type { AdminLead, LeadStatus } from '#shared/admin/api-contract.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { leadUrl } from './get-lead.ts';

/** PATCH /api/leads/{id}/status: moves a lead to any status; answers the lead as stored. */
export function updateLeadStatus(id: string, status: LeadStatus): Promise<AdminLead> {
  return adminJson<AdminLead>('PATCH', `${leadUrl(id)}/status`, { status });
}
