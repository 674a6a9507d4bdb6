/** GET /api/auth/session: who is logged in, so the admin page knows whether to show the login form. */
import { apiHandler } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

export const handler = apiHandler({}, async ({ staff }) => json(200, staff));
