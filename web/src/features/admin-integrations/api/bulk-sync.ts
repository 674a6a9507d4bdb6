import { INTEGRATION_ROUTES, type BulkSyncInput, type BulkSyncResult } from '#shared/admin/integrations-contract.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';

/** POST /api/leads/bulk-sync: the selected leads to one integration; answers how many arrived of how many. */
export function bulkSync(input: BulkSyncInput): Promise<BulkSyncResult> {
  return adminJson<BulkSyncResult>('POST', INTEGRATION_ROUTES.bulkSync, input);
}
