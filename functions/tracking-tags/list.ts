/** GET /api/tracking-tags (staff): every marketing tag, active or not, with all its fields, for the Marketing Tags tab. */
import { listTrackingTags } from '../data/tracking-tags.ts';
import { apiHandler } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

async function listTags() {
  return json(200, await listTrackingTags());
}

export const handler = apiHandler({}, listTags);
