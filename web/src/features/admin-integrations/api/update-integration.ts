import { INTEGRATION_ROUTES, type IntegrationView, type UpdateIntegrationInput } from '#shared/admin/integrations-contract.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';

/** PUT /api/email-integrations/{id}: changes name, keys, list or active in place (an empty key keeps the stored one). */
export function updateIntegration(id: string, input: UpdateIntegrationInput): Promise<IntegrationView> {
  return adminJson<IntegrationView>('PUT', INTEGRATION_ROUTES.update(id), input);
}
