/** POST /api/email-integrations/test-all (staff): tests every integration; each result has a `connected` flag. */
import type { TestAllResult } from '#shared/admin/integrations-contract.ts';
import { listIntegrations } from '../data/email-integrations.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';
import { testConnection } from './test-connection.ts';

async function testAll(request: ApiRequest<undefined, undefined, undefined>) {
  const integrations = await listIntegrations();
  const results: TestAllResult['results'] = await Promise.all(
    integrations.map(async (integration) => {
      const outcome = await testConnection(integration, request.receivedAt);
      return { integrationId: integration.id, name: integration.name, provider: integration.provider, connected: outcome.success, message: outcome.message };
    }),
  );
  return json(200, { results } satisfies TestAllResult);
}

export const handler = apiHandler({}, testAll);
