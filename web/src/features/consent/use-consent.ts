import { useSyncExternalStore } from 'react';
import { updateConsentMode } from './consent-mode.ts';
import { createConsentStore, PENDING, type ConsentSnapshot } from './consent-store.ts';
import { lookupCountry } from './geo.ts';

/** The page's one consent store. */
export const consentStore = createConsentStore({
  storage: () => window.localStorage,
  lookupCountry,
  now: () => Date.now(),
  updateConsentMode,
});

const serverSnapshot = () => PENDING;

/** The consent in force and whether the banner is due; 'pending' in the prerender and until the lookup answers. */
export function useConsent(): ConsentSnapshot {
  return useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot, serverSnapshot);
}
