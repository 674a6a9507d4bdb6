import { api } from '../lib/api-client.ts';

type GeoAnswer = { country_code?: unknown; region?: unknown };

/**
 * The visitor's country from GET /api/geo: first-party, from the edge's viewer-country headers, so no address goes
 * to a third party before consent. Any failure (404 unknown, 5xx, network, odd body) is null: a failed lookup.
 */
export async function lookupCountry(): Promise<string | null> {
  try {
    const answer = await api.get<GeoAnswer>('/api/geo');
    return typeof answer?.country_code === 'string' ? answer.country_code : null;
  } catch {
    return null;
  }
}
