import { useSyncExternalStore, type ReactNode } from 'react';

const subscribeToNothing = () => () => {};

/**
 * Renders the fallback on the server and while hydrating, and the children once the page runs in the browser, so
 * the children's code is never part of the prerendered page.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return inBrowser ? children : fallback;
}
