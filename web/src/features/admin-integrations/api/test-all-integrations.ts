import { INTEGRATION_ROUTES, type TestAllResult } from '#shared/admin/integrations-contract.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';

/** POST /api/email-integrations/test-all: every integration tested, each result with its connected flag and message. */
export function testAllIntegrations(): Promise<TestAllResult> {
  return adminJson<TestAllResult>('POST', INTEGRATION_ROUTES.testAll);
}
