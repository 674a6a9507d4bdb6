/**
 * GET /api/admin/phone-config (staff): every phone configuration, active or not, by key, so staff see and edit the
 * numbers the site shows.
 */
import { listPhoneConfigs } from '../data/phone-configs.ts';
import { apiHandler } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

async function listConfigs() {
  return json(200, await listPhoneConfigs());
}

export const handler = apiHandler({}, listConfigs);
