/**
 * GET /api/site-settings (public): the settings the public pages apply at runtime (when marketing tags load), so an
 * optimisation staff apply takes effect without a deploy.
 */
import { getSiteSettings } from '../data/site-settings.ts';
import { apiHandler } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

async function readSettings() {
  return json(200, await getSiteSettings());
}

export const handler = apiHandler({}, readSettings);
