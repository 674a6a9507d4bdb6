import { ChakraProvider } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Toaster } from '../components/ui/toaster.tsx';
import { createAppSystem } from '../theme.ts';
import { IslandRoot, islandSystem } from './island-providers.tsx';

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
    <ChakraProvider value={islandSystem(system)}>
      <Toaster />
    </ChakraProvider>,
  );
}

/**
 * Renders the island once, off the page, so every React.lazy part inside it has started and resolved its import
 * (loaded already, see registry.ts). Hydrating a lazy part that is not resolved yet leaves it waiting, and React
 * then replaces its HTML instead of adopting it, losing what the visitor typed into it.
 */
async function resolveLazyParts(Component: ComponentType<any>, props: object, location: string): Promise<void> {
  const root = createRoot(document.createElement('div'));
  flushSync(() =>
    root.render(
      <IslandRoot system={system} location={location}>
        <Component {...props} />
      </IslandRoot>,
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  root.unmount();
}

/**
 * Hydrates one island's prerendered HTML in its marker element, inside the same providers and with the same useId
 * prefix as the prerender (web/src/entry-server.tsx), so the markup, ids and style class names match.
 */
export async function hydrateIsland(marker: HTMLElement, Component: ComponentType<any>, props: object, prefix: string): Promise<void> {
  mountToaster();
  const location = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  await resolveLazyParts(Component, props, location);
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
