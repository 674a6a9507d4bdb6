import { LEAD_TEST_PATH, type AdminLead } from '#shared/admin/api-contract.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';

/** PUT /api/leads/{id}/test marks the lead as a test lead, DELETE unmarks it; both answer the lead as stored. */
export function markTestLead(id: string, test: boolean): Promise<AdminLead> {
  return adminJson<AdminLead>(test ? 'PUT' : 'DELETE', LEAD_TEST_PATH(id));
}
