import { useSyncExternalStore } from 'react';
import { installOffer } from './install-offer.ts';

/** Nothing is offered in the prerendered HTML, so an island hydrates what the page showed, then the live offer. */
const notOffered = () => false;

/** The install offer of install-offer.ts, for the banner: whether to show it, and its two actions. */
export function useInstallPrompt() {
  const visible = useSyncExternalStore(installOffer.subscribe, installOffer.isVisible, notOffered);
  return { visible, install: installOffer.install, dismiss: installOffer.dismiss };
}
