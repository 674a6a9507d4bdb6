import { INTEGRATION_ROUTES, type CreateIntegrationInput, type IntegrationView } from '#shared/admin/integrations-contract.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';

/** POST /api/email-integrations: stores a new integration (its key encrypted); answers it with the key masked. */
export function createIntegration(input: CreateIntegrationInput): Promise<IntegrationView> {
  return adminJson<IntegrationView>('POST', INTEGRATION_ROUTES.create, input);
}
