/**
 * POST /api/email-integrations (staff): connects a provider. The key and secret are encrypted before they are
 * stored; the answer (201) shows the key masked. Bad input answers 400 with the spec's field messages.
 */
import { createIntegrationSchema, type CreateIntegrationParsed } from '#shared/admin/integration.zod.ts';
import { createIntegration } from '../data/email-integrations.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

async function create(request: ApiRequest<CreateIntegrationParsed, undefined, undefined>) {
  return json(201, await createIntegration(request.body, request.staff!.username));
}

export const handler = apiHandler({ body: createIntegrationSchema }, create);
