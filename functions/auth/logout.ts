/** POST /api/auth/logout: ends the staff session by expiring its cookie. */
import { apiHandler } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';
import { expiredSessionCookie } from './session.ts';

export const handler = apiHandler({}, async () => json(200, { loggedOut: true }, {}, [expiredSessionCookie()]));
