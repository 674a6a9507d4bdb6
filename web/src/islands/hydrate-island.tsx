import { ChakraProvider } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Toaster } from '../components/ui/toaster.tsx';
import { createAppSystem } from '../theme.ts';
import { IslandRoot, IslandStyles } from './island-providers.tsx';

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
    <IslandStyles>
      <ChakraProvider value={system}>
        <Toaster />
      </ChakraProvider>
    </IslandStyles>,
  );
}

/**
 * Hydrates one island's prerendered HTML in its marker element, inside the same providers and with the same useId
 * prefix as the prerender (web/src/entry-server.tsx), so the markup, ids and style class names match. The lazy parts
 * the island renders at once were preloaded with its code (registry.ts), so React adopts the whole island's HTML.
 */
export function hydrateIsland(marker: HTMLElement, Component: ComponentType<any>, props: object, prefix: string): Promise<void> {
  mountToaster();
  const location = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return new Promise((resolve) => {
    hydrateRoot(
      marker,
      <IslandStyles>
        <IslandRoot system={system} location={location} onHydrated={resolve}>
          <Component {...props} />
        </IslandRoot>
      </IslandStyles>,
      { identifierPrefix: prefix },
    );
  });
}
