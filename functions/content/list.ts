/** GET /api/content (staff): every website content item, for the Website Content tab. */
import { listContentItems } from '../data/content-items.ts';
import { apiHandler } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

export const handler = apiHandler({}, async () => json(200, await listContentItems()));
