import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * Renders the fallback on the server and while hydrating, and the children once the page runs in the browser, so
 * the children's code is never part of the prerendered page.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useHydrated() ? children : fallback;
}
