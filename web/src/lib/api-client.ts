/**
 * The one HTTP client of the web app (spec main-site.md section 7): every call sends cookies, bodies are JSON, and
 * any non-ok answer throws an Error whose message is "{status}: {body text or status text}". State-changing requests
 * carry the CSRF token the staff session set (shared/admin/api-contract.ts), so admin changes prove they come from
 * our own pages.
 */
import { CSRF_COOKIE, CSRF_HEADER } from '#shared/admin/api-contract.ts';

type RequestOptions = {
  body?: unknown;
  headers?: Record<string, string>;
};

/** A non-ok answer: the spec's "{status}: {text}" message, with the status and text kept for the caller. */
export class HttpError extends Error {
  readonly status: number;
  readonly text: string;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = 'HttpError';
    this.status = status;
    this.text = text;
  }
}

/** Throws the spec's error for a non-ok answer; the body is read as text so a server's message reaches the user. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new HttpError(response.status, text);
}

/** The readable message an API error answer carries ({ message }), or undefined when there is none. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  try {
    const body = JSON.parse(error.text) as { message?: unknown };
    return typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/** The value of one cookie the page can read, or undefined (also outside a browser). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return pair === undefined ? undefined : decodeURIComponent(pair.slice(name.length + 1));
}

/** The CSRF header for a state-changing request, when a staff session set its cookie. */
function csrfHeaders(method: string): Record<string, string> {
  if (method === 'GET' || method === 'HEAD') return {};
  const token = readCookie(CSRF_COOKIE);
  return token ? { [CSRF_HEADER]: token } : {};
}

async function parseBody<T>(response: Response): Promise<T> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204 || !type.includes('json')) return undefined as T;
  return (await response.json()) as T;
}

/**
 * Sends one request and returns the raw response whatever its status; only a failure to reach the server (offline,
 * a dropped connection) throws. For callers that decide per status themselves, such as the submission outbox.
 */
export function apiSend(method: string, url: string, options: RequestOptions = {}): Promise<Response> {
  const hasBody = options.body !== undefined;
  return fetch(url, {
    method,
    credentials: 'include',
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...csrfHeaders(method), ...options.headers },
    body: hasBody ? JSON.stringify(options.body) : undefined,
  });
}

/** Sends one request and returns the raw response, after the non-ok check. */
export async function apiRequest(method: string, url: string, options: RequestOptions = {}): Promise<Response> {
  const response = await apiSend(method, url, options);
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
