import { INTEGRATION_ROUTES, type LeadSyncResult } from '#shared/admin/integrations-contract.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';

/**
 * POST /api/leads/{leadId}/sync/{integrationId} on a provider that has not yet carried out a privacy request (erase,
 * unsubscribe): tries that request again now (the route re-arms the request, never an update of the contact).
 */
export function retryProviderRequest(leadId: string, integrationId: string): Promise<LeadSyncResult> {
  return adminJson<LeadSyncResult>('POST', INTEGRATION_ROUTES.syncLead(leadId, integrationId));
}
