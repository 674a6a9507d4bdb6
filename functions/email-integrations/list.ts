/**
 * GET /api/email-integrations (staff): every integration for the Integrations tab's cards: provider, name, active
 * or not, last sync, health, and the API key masked (never more than its last 4 characters). Decrypts nothing.
 */
import type { IntegrationView } from '#shared/admin/integrations-contract.ts';
import { listIntegrations, toView } from '../data/email-integrations.ts';
import { apiHandler } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

async function list() {
  const views: IntegrationView[] = (await listIntegrations()).map(toView);
  return json(200, views);
}

export const handler = apiHandler({}, list);
