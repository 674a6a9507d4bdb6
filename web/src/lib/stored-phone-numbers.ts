/**
 * The phone and WhatsApp numbers staff stored (Phone config, GET /api/phone-numbers), asked once per page and kept
 * for everything on it: the static page's links (islands/live-phone-numbers.ts, without React) and every island
 * (usePhoneNumbers, through useSyncExternalStore). No React here: the page's bootstrap imports it.
 */

const PHONE_NUMBERS_URL = '/api/phone-numbers';

export type StoredPhoneNumber = { configKey: string; phoneNumber: string };

let stored: readonly StoredPhoneNumber[] | undefined;
let request: Promise<readonly StoredPhoneNumber[] | undefined> | undefined;
const listeners = new Set<() => void>();

async function fetchStoredPhoneNumbers(): Promise<readonly StoredPhoneNumber[] | undefined> {
  try {
    const response = await fetch(PHONE_NUMBERS_URL, { headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    const rows = (await response.json()) as unknown;
    return Array.isArray(rows) ? (rows as StoredPhoneNumber[]) : undefined;
  } catch {
    // Offline or the API down: the page keeps the seeded numbers.
    return undefined;
  }
}

/**
 * Asks for the stored numbers (once per page: every call answers the same request) and tells the subscribers when
 * they arrive; undefined when the API cannot answer.
 */
export function requestStoredPhoneNumbers(): Promise<readonly StoredPhoneNumber[] | undefined> {
  request ??= fetchStoredPhoneNumbers().then((rows) => {
    stored = rows;
    if (rows) for (const listener of listeners) listener();
    return rows;
  });
  return request;
}

/** The stored numbers once they have arrived (undefined before, and when the API could not answer). */
export const storedPhoneNumbers = (): readonly StoredPhoneNumber[] | undefined => stored;

/** Calls `listener` when the stored numbers arrive; returns how to stop. */
export function subscribeToStoredPhoneNumbers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
