import { LEAD_LIMITS, type Attribution } from '#shared/lead/lead-rules.ts';

/**
 * Where the visitor came from, captured once on arrival (first touch) and kept for the visit, so every form of the
 * visit sends the same answer as `attribution`.
 */

const STORAGE_KEY = 'attribution';

export type Landing = {
  pathname: string;
  search: string;
  referrer: string;
  /** For the home path: which home the edge served ('corporate' or 'default-home'). */
  homeVariant: 'corporate' | 'default-home';
};

/** The attribution of a landing; empty values are left out and long ones cut to what the API accepts. */
export function attributionFromLanding(landing: Landing): Attribution {
  const query = new URLSearchParams(landing.search);
  const values: Attribution = {
    page: landing.pathname,
    landingVariant: landing.pathname === '/' ? landing.homeVariant : landing.pathname.replace(/^\/+|\/+$/g, ''),
    utmSource: query.get('utm_source') ?? undefined,
    utmMedium: query.get('utm_medium') ?? undefined,
    utmCampaign: query.get('utm_campaign') ?? undefined,
    referrer: landing.referrer,
  };
  return Object.fromEntries(
    Object.entries(values)
      .map(([field, value]) => [field, value?.trim().slice(0, LEAD_LIMITS.attributionMax)])
      .filter(([, value]) => value),
  );
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage: attribution then lives for this page only.
    return null;
  }
}

function readStored(storage: Storage | null): Attribution | undefined {
  const stored = storage?.getItem(STORAGE_KEY);
  if (!stored) return undefined;
  try {
    return JSON.parse(stored) as Attribution;
  } catch {
    return undefined;
  }
}

let current: Attribution | undefined;

/** Records the landing unless this visit already has one (the first touch wins). */
export function captureAttribution(landing: Landing): void {
  const storage = sessionStore();
  current = readStored(storage);
  if (current) return;
  current = attributionFromLanding(landing);
  storage?.setItem(STORAGE_KEY, JSON.stringify(current));
}

/** The visit's attribution, sent with every form. */
export function getAttribution(): Attribution {
  return current ?? {};
}
