import { INTEGRATION_ROUTES, type IntegrationTestResult } from '#shared/admin/integrations-contract.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';

/** POST /api/email-integrations/{id}/test: one harmless authenticated call; the provider's own words when it fails. */
export function testIntegration(id: string): Promise<IntegrationTestResult> {
  return adminJson<IntegrationTestResult>('POST', INTEGRATION_ROUTES.test(id));
}
