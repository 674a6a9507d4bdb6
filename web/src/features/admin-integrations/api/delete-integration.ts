import { INTEGRATION_ROUTES } from '#shared/admin/integrations-contract.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';

/** DELETE /api/email-integrations/{id}: removes the integration; no lead is sent to it afterwards. */
export function deleteIntegration(id: string): Promise<void> {
  return adminJson<void>('DELETE', INTEGRATION_ROUTES.remove(id));
}
