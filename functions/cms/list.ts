/** GET /api/cms/page-content (staff): every page-content item, active or not, for the CMS Editor's list. */
import { listPageContent } from '../data/page-contents.ts';
import { apiHandler } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

export const handler = apiHandler({}, async () => json(200, await listPageContent()));
