/** POST /api/email-integrations/{id}/test (staff): tests one integration's connection: { success, message }. */
import { INTEGRATION_MESSAGES } from '#shared/admin/integration-rules.ts';
import { getIntegration } from '../data/email-integrations.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { notFound } from '../lib/errors.ts';
import { json } from '../lib/responses.ts';
import { integrationIdPathSchema, type IntegrationIdPath } from './integration-input.zod.ts';
import { testConnection } from './test-connection.ts';

async function test(request: ApiRequest<undefined, IntegrationIdPath, undefined>) {
  const integration = await getIntegration(request.path.id);
  if (!integration) throw notFound(INTEGRATION_MESSAGES.integrationNotFound);
  return json(200, await testConnection(integration, request.receivedAt));
}

export const handler = apiHandler({ path: integrationIdPathSchema }, test);
