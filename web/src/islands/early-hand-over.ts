/**
 * The bootstrap's hand-over from the static page's inline script (shared/islands-early-script.ts), which kept the
 * visitor's taps on islands that were not live yet, the browser's install offer and the service worker's messages
 * until the bootstrap ran.
 */
import { EARLY_PAGE_GLOBAL, type EarlyHandOver, type EarlyInteraction, type EarlyPage } from '#shared/islands-early-script.ts';

export type { EarlyHandOver };

/**
 * Takes over from the inline script: `onInteraction` gets every tap and keystroke it kept, in order, then each new
 * one. Returns what else it kept (nothing on a page without it).
 */
export function takeOverFromEarlyScript(onInteraction: (interaction: EarlyInteraction) => void): EarlyHandOver {
  const early = (window as unknown as Record<string, EarlyPage | undefined>)[EARLY_PAGE_GLOBAL];
  if (!early) return { interacted: false, installOffer: null, workerMessages: [] };
  return early.takeOver(onInteraction);
}
