/**
 * The connection test both test routes share: one real, harmless, authenticated call to the provider, its outcome
 * recorded as the card's health; a failure answers the provider's own words.
 */
import { INTEGRATION_MESSAGES } from '#shared/admin/integration-rules.ts';
import type { IntegrationTestResult } from '#shared/admin/integrations-contract.ts';
import { configOf, recordHealth, type StoredIntegration } from '../data/email-integrations.ts';
import { ProviderError } from '../integrations/provider-http.ts';
import { PROVIDER_CLIENTS } from '../integrations/providers/index.ts';

export async function testConnection(integration: StoredIntegration, now: Date): Promise<IntegrationTestResult> {
  let result: IntegrationTestResult;
  try {
    const message = await PROVIDER_CLIENTS[integration.provider].test(await configOf(integration), now);
    result = { success: true, message };
  } catch (error) {
    result = { success: false, message: error instanceof ProviderError ? error.message : INTEGRATION_MESSAGES.unreachable };
  }
  const checkedAt = now.toISOString();
  await recordHealth(integration.id, {
    health: result.success ? { status: 'ok', checkedAt } : { status: 'failing', message: result.message, checkedAt },
  });
  return result;
}
