/**
 * How the admin talks to its API: through the one HTTP client, and when an answer says the session has ended (401),
 * it renews the session once (POST /api/auth/refresh) and repeats the request. When renewing fails, the staff member
 * is shown the login form again (the "who is logged in" query becomes null).
 */
import { mutate } from 'swr';
import { HttpError, apiRequest } from '../lib/api-client.ts';

export const ME_URL = '/api/auth/me';
export const REFRESH_URL = '/api/auth/refresh';

/**
 * The admin's reads are asked again whenever a view shows them (a tab opened, a lead reopened), still without focus
 * refetches, polling or retries: after a change made in one view, another view must not show its old answer.
 */
export const FRESH_ON_MOUNT = { revalidateOnMount: true } as const;

/** One renewal at a time: the requests that fail together with 401 wait for the same refresh. */
let renewing: Promise<boolean> | undefined;

function renewSession(): Promise<boolean> {
  renewing ??= apiRequest('POST', REFRESH_URL)
    .then(() => true)
    .catch(() => false)
    .finally(() => {
      renewing = undefined;
    });
  return renewing;
}

/** Shows the login form: the session query answers "nobody" without asking the server again. */
export function showLoginForm(): Promise<unknown> {
  return mutate(ME_URL, null, { revalidate: false });
}

type AdminRequestOptions = { body?: unknown; headers?: Record<string, string> };

/**
 * Sends an admin request; on 401 renews the session once and repeats it. Throws the HTTP client's error otherwise
 * (after a failed renewal, the first 401, once the login form is on its way).
 */
export async function adminRequest(method: string, url: string, options: AdminRequestOptions = {}): Promise<Response> {
  try {
    return await apiRequest(method, url, options);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 401) throw error;
    if (!(await renewSession())) {
      await showLoginForm();
      throw error;
    }
    return apiRequest(method, url, options);
  }
}

/** The admin's JSON reads and writes, each through adminRequest. */
export async function adminJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await adminRequest(method, url, { body });
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204 || !type.includes('json')) return undefined as T;
  return (await response.json()) as T;
}
