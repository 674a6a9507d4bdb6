import { INTEGRATION_ROUTES, type LeadSyncResult } from '#shared/admin/integrations-contract.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';

/** POST /api/leads/{leadId}/sync/{integrationId}: one attempt now (also Resync); answers the lead's sync record. */
export function syncLead(leadId: string, integrationId: string): Promise<LeadSyncResult> {
  return adminJson<LeadSyncResult>('POST', INTEGRATION_ROUTES.syncLead(leadId, integrationId));
}
