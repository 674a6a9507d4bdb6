/** Field name to the message shown under that field. */
export type FieldErrors = Record<string, string>;

/** The generic message for a failure that is ours, not the caller's. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** The message (and the `cursor` field's message) for a page cursor that is not one we handed out. */
export const BAD_CURSOR_MESSAGE = 'This page link is no longer valid. Please start from the first page.';

/** An error meant for the caller: its status, a readable message and, for bad input, a message per field. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly fieldErrors?: FieldErrors;
  /** Response headers the answer needs, such as Retry-After. */
  readonly headers?: Record<string, string>;

  constructor(statusCode: number, message: string, fieldErrors?: FieldErrors, headers?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.fieldErrors = fieldErrors;
    this.headers = headers;
  }
}

export const badRequest = (message: string, fieldErrors?: FieldErrors) => new ApiError(400, message, fieldErrors);
export const unauthorized = (message = 'Please log in.') => new ApiError(401, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const payloadTooLarge = (limitBytes: number) =>
  new ApiError(413, `The request body is larger than ${limitBytes} bytes.`);
export const unsupportedMediaType = () => new ApiError(415, 'Send the request body as application/json.');
/** 429 with Retry-After: the caller may try again after that many seconds. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });

/** True for errors that carry an HTTP status meant for the caller. */
export function isHttpError(
  error: unknown,
): error is Error & { statusCode: number; fieldErrors?: FieldErrors; headers?: Record<string, string> } {
  return error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode === 'number';
}
