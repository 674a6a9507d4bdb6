import { countConsentDecision } from '../lib/analytics-beacon/consent-count.ts';
import { updateConsentMode } from './consent-mode.ts';
import { createConsentStore } from './consent-store.ts';
import { lookupCountry } from './geo.ts';

/**
 * The page's one consent store, in a module without React: the islands bootstrap (plain script) and the React
 * components (use-consent.ts) share this instance.
 */
export const consentStore = createConsentStore({
  storage: () => window.localStorage,
  lookupCountry,
  now: () => Date.now(),
  updateConsentMode,
  // The first-party count of decisions (issue 26): the share of consenting visitors the view counts stand for.
  onDecided: (analytics, by) => countConsentDecision(analytics, by, () => window.localStorage),
});
