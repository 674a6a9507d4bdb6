/**
 * DELETE /api/email-integrations/{id} (staff): removes the integration and its encrypted keys (204). Leads waiting
 * for it are not sent any more: the drain marks their records failed with the reason.
 */
import { INTEGRATION_MESSAGES } from '#shared/admin/integration-rules.ts';
import { deleteIntegration } from '../data/email-integrations.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { notFound } from '../lib/errors.ts';
import { integrationIdPathSchema, type IntegrationIdPath } from './integration-input.zod.ts';

async function remove(request: ApiRequest<undefined, IntegrationIdPath, undefined>) {
  if (!(await deleteIntegration(request.path.id, request.staff!.username))) throw notFound(INTEGRATION_MESSAGES.integrationNotFound);
  return { statusCode: 204 };
}

export const handler = apiHandler({ path: integrationIdPathSchema }, remove);
