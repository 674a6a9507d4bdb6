import { ChakraProvider } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Toaster } from '../components/ui/toaster.tsx';
import { createAppSystem } from '../theme.ts';
import { IslandRoot } from './island-providers.tsx';

/* eslint-disable @typescript-eslint/no-explicit-any -- the props come from the marker's JSON */

const system = createAppSystem();
let toasterMounted = false;

/** The page's one toast region (forms in islands announce their outcome there), mounted with the first island. */
function mountToaster(): void {
  if (toasterMounted) return;
  toasterMounted = true;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <ChakraProvider value={system}>
      <Toaster />
    </ChakraProvider>,
  );
}

/**
 * Hydrates one island's prerendered HTML in its marker element, inside the same providers and with the same useId
 * prefix as the prerender (web/src/entry-server.tsx), so the markup, ids and style class names match.
 */
export function hydrateIsland(marker: HTMLElement, Component: ComponentType<any>, props: object, prefix: string): Promise<void> {
  mountToaster();
  const location = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return new Promise((resolve) => {
    hydrateRoot(
      marker,
      <IslandRoot system={system} location={location} onHydrated={resolve}>
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: prefix },
    );
  });
}
