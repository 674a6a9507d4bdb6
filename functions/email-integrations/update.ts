/**
 * PUT /api/email-integrations/{id} (staff): renames, rotates the key or secret, changes the list or address, or
 * turns the integration on or off, without deleting it. Only the fields sent change; an empty key keeps the stored
 * one. A new endpoint needs the secrets entered again in the same request (else 400, a message under each secret's
 * field, and nothing changes): a stored key never follows an address change. The provider's own rules (e.g. Mailchimp
 * needs an audience, the endpoint is the provider's https address) are checked on the result: 400 with field messages.
 */
import { endpointChangeIssues, INTEGRATION_MESSAGES, providerIssues } from '#shared/admin/integration-rules.ts';
import { updateIntegrationSchema, type UpdateIntegrationParsed } from '#shared/admin/integration.zod.ts';
import { applyChange, getIntegration, saveIntegration, toView } from '../data/email-integrations.ts';
import { integrationTestHosts } from '../integrations/provider-http.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { badRequest, conflict, notFound } from '../lib/errors.ts';
import { INVALID_INPUT_MESSAGE } from '../lib/middleware/validate.ts';
import { json } from '../lib/responses.ts';
import { integrationIdPathSchema, type IntegrationIdPath } from './integration-input.zod.ts';

export const UPDATE_CONFLICT_MESSAGE = 'This integration was changed by someone else at the same moment. Please reload it and try again.';

async function update(request: ApiRequest<UpdateIntegrationParsed, IntegrationIdPath, undefined>) {
  const current = await getIntegration(request.path.id);
  if (!current) throw notFound(INTEGRATION_MESSAGES.integrationNotFound);
  const missingSecrets = endpointChangeIssues(current, request.body);
  if (missingSecrets.length)
    throw badRequest(INTEGRATION_MESSAGES.endpointNeedsSecrets, Object.fromEntries(missingSecrets.map((issue) => [issue.path, issue.message])));
  const { record, secrets } = await applyChange(current, request.body, request.receivedAt);
  const issues = providerIssues({ ...record, ...secrets }, { testHosts: integrationTestHosts() });
  if (issues.length) throw badRequest(INVALID_INPUT_MESSAGE, Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
  if (!(await saveIntegration(current, record, request.staff!.username))) throw conflict(UPDATE_CONFLICT_MESSAGE);
  return json(200, toView(record));
}

export const handler = apiHandler({ path: integrationIdPathSchema, body: updateIntegrationSchema }, update);
