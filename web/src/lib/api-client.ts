/**
 * The one HTTP client of the web app (spec main-site.md section 7): every call sends cookies, bodies are JSON, and
 * any non-ok answer throws an Error whose message is "{status}: {body text or status text}".
 */

type RequestOptions = {
  body?: unknown;
  headers?: Record<string, string>;
};

/** Throws the spec's error for a non-ok answer; the body is read as text so a server's message reaches the user. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

async function parseBody<T>(response: Response): Promise<T> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204 || !type.includes('json')) return undefined as T;
  return (await response.json()) as T;
}

/** Sends one request and returns the raw response, after the non-ok check. */
export async function apiRequest(method: string, url: string, options: RequestOptions = {}): Promise<Response> {
  const hasBody = options.body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: hasBody ? JSON.stringify(options.body) : undefined,
  });
  await throwIfNotOk(response);
  return response;
}

const send =
  (method: string) =>
  async <T>(url: string, body?: unknown, headers?: Record<string, string>): Promise<T> =>
    parseBody<T>(await apiRequest(method, url, { body, headers }));

export const api = {
  get: async <T>(url: string): Promise<T> => parseBody<T>(await apiRequest('GET', url)),
  post: send('POST'),
  put: send('PUT'),
  patch: send('PATCH'),
  delete: send('DELETE'),
};

/**
 * The query fetcher: by default a 401 fails like any other error; with on401 'returnNull' it resolves to null, for
 * queries that ask "who is logged in?".
 */
export function queryFetcher(on401: 'throw' | 'returnNull') {
  return async <T>(url: string): Promise<T | null> => {
    if (on401 === 'throw') return api.get<T>(url);
    const response = await fetch(url, { credentials: 'include' });
    if (response.status === 401) return null;
    await throwIfNotOk(response);
    return parseBody<T>(response);
  };
}
