/**
 * POST /api/email-integrations (staff): connects a provider. The key and secret are encrypted before they are
 * stored; the answer (201) shows the key masked. Bad input answers 400 with the spec's field messages; an endpoint
 * must be the provider's own https address (plain http only on a host of INTEGRATION_TEST_HOSTS, set locally).
 */
import { createIntegrationSchemaFor, type CreateIntegrationParsed } from '#shared/admin/integration.zod.ts';
import { createIntegration } from '../data/email-integrations.ts';
import { integrationTestHosts } from '../integrations/provider-http.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

async function create(request: ApiRequest<CreateIntegrationParsed, undefined, undefined>) {
  return json(201, await createIntegration(request.body, request.staff!.username));
}

export const handler = apiHandler({ body: createIntegrationSchemaFor(() => integrationTestHosts()) }, create);
