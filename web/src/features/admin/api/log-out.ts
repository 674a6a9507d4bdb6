import { mutate } from 'swr';
import { ME_URL, showLoginForm } from '../../../admin-common/admin-request.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const LOGOUT_URL = '/api/auth/logout';

/**
 * POST /api/auth/logout: ends the session at the server (tokens revoked, cookies expired), then forgets every admin
 * answer cached in the page and shows the login form. The login form follows even when the call fails: the staff
 * member asked to leave.
 */
export async function logOut(): Promise<void> {
  try {
    await apiRequest('POST', LOGOUT_URL);
  } finally {
    await mutate((key) => typeof key === 'string' && key.startsWith('/api/') && key !== ME_URL, undefined, {
      revalidate: false,
    });
    await showLoginForm();
  }
}
