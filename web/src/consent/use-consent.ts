import { useSyncExternalStore } from 'react';
import { consentStore } from './consent-instance.ts';
import { PENDING, type ConsentSnapshot } from './consent-store.ts';

export { consentStore };

const serverSnapshot = () => PENDING;

/** The consent in force and whether the banner is due; 'pending' in the prerender and until the lookup answers. */
export function useConsent(): ConsentSnapshot {
  return useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot, serverSnapshot);
}
