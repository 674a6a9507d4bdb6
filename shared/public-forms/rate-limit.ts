/**
 * The per-address rate limit of the public writes (the route table's rateLimit column, enforced by the handler stack):
 * a fixed window per route and address. The spec has no such limit, so the words are ours, the same on every route.
 */

/** At most `requests` requests from one address to one route within each fixed window of `windowSeconds`. */
export type RateLimit = { requests: number; windowSeconds: number };

/** The answer's message with status 429; the Retry-After header says how many seconds to wait. */
export const RATE_LIMIT_MESSAGE = 'Too many requests from your address. Please wait a few minutes and try again.';
