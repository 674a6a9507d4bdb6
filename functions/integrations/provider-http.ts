/**
 * The one way provider clients call a provider: fetch with a time limit, JSON in and out, and every failure turned
 * into a ProviderError that says whether trying again can help (429, 5xx, network) and when (Retry-After,
 * X-RateLimit-Reset), with the provider's own message.
 */

/** How long one provider call may take before it counts as a (transient) failure. */
export const PROVIDER_TIMEOUT_MS = 15_000;

export class ProviderError extends Error {
  readonly status: number | undefined;
  /** True for 429, 5xx and network failures: the same request may succeed later. */
  readonly transient: boolean;
  /** The wait the provider asked for, in milliseconds, when it said. */
  readonly retryAfterMs?: number;

  constructor(message: string, status: number | undefined, transient: boolean, retryAfterMs?: number) {
    super(message);
    this.name = 'ProviderError';
    this.status = status;
    this.transient = transient;
    this.retryAfterMs = retryAfterMs;
  }
}

/** The wait a 429/503 asks for: Retry-After (seconds or an HTTP date) or X-RateLimit-Reset (epoch seconds). */
export function retryAfterMs(headers: Headers, now: Date = new Date()): number | undefined {
  const retryAfter = headers.get('retry-after');
  if (retryAfter) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.max(0, at - now.getTime());
  }
  const reset = Number(headers.get('x-ratelimit-reset'));
  if (reset > 0) return Math.max(0, reset * 1000 - now.getTime());
  return undefined;
}

/** The provider's own words in an error body, whatever its shape (each provider has its own). */
export function providerMessage(body: unknown, fallback: string): string {
  if (typeof body === 'string' && body.trim()) return body.trim().slice(0, 500);
  if (!body || typeof body !== 'object') return fallback;
  const b = body as Record<string, unknown>;
  // SendGrid: { errors: [{ field, message }] }; MailerLite: { message, errors: { field: [..] } }
  if (Array.isArray(b.errors) && b.errors.length) {
    return (b.errors as { message?: string; field?: string }[])
      .map((e) => [e.field, e.message].filter(Boolean).join(': '))
      .join('; ')
      .slice(0, 500);
  }
  // Zoho CRM record errors: { data: [{ code, message, details: { api_name } }] }
  if (Array.isArray(b.data) && b.data.length && typeof (b.data[0] as { message?: unknown }).message === 'string') {
    const first = b.data[0] as { code?: string; message: string; details?: { api_name?: string } };
    return `${first.code ? `${first.code}: ` : ''}${first.message}${first.details?.api_name ? ` (${first.details.api_name})` : ''}`.slice(0, 500);
  }
  // Mailchimp problem details: { title, detail }
  if (typeof b.detail === 'string') return `${typeof b.title === 'string' ? `${b.title}: ` : ''}${b.detail}`.slice(0, 500);
  if (typeof b.message === 'string') return b.message.slice(0, 500);
  // Zoho OAuth: { error: 'invalid_code' }; Zoho CRM: { code, message, details }
  if (typeof b.error === 'string') return b.error.slice(0, 500);
  return fallback;
}

export type ProviderRequest = {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  /** application/x-www-form-urlencoded instead of JSON (Zoho's token endpoint). */
  form?: Record<string, string>;
  now?: Date;
};

/** Calls the provider; answers the parsed JSON (or undefined) and status, or throws ProviderError. */
export async function callProvider<T>(request: ProviderRequest): Promise<{ status: number; body: T; headers: Headers }> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: {
        Accept: 'application/json',
        ...(request.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(request.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        ...request.headers,
      },
      body: request.form ? new URLSearchParams(request.form).toString() : request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderError(`The provider could not be reached (${(error as Error).name})`, undefined, true);
  }
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  if (!response.ok) {
    const transient = response.status === 429 || response.status >= 500;
    throw new ProviderError(
      providerMessage(body, `${response.status} ${response.statusText}`.trim()),
      response.status,
      transient,
      retryAfterMs(response.headers, request.now),
    );
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** The base address without a trailing slash. */
export const baseOf = (url: string) => url.replace(/\/+$/, '');
