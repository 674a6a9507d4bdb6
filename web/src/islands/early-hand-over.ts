/**
 * The bootstrap's hand-over from the static page's inline script (shared/islands-early-script.ts), which held the
 * visitor's clicks on islands, the browser's install offer and the service worker's messages until the bootstrap ran.
 */
import { EARLY_PAGE_GLOBAL, type EarlyInteraction, type EarlyPage, type HeldInstallOffer } from '#shared/islands-early-script.ts';

export type EarlyHandOver = {
  interactions: readonly EarlyInteraction[];
  interacted: boolean;
  installOffer: HeldInstallOffer | null;
  workerMessages: readonly unknown[];
};

/** Stops the inline script holding anything, and returns what it held (nothing on a page without it). */
export function takeOverFromEarlyScript(): EarlyHandOver {
  const early = (window as unknown as Record<string, EarlyPage | undefined>)[EARLY_PAGE_GLOBAL];
  if (!early) return { interactions: [], interacted: false, installOffer: null, workerMessages: [] };
  early.release();
  return {
    interactions: early.interactions,
    interacted: early.interacted(),
    installOffer: early.installOffer(),
    workerMessages: early.workerMessages,
  };
}
