import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { Router, type Navigator, type To } from 'react-router-dom';
import { createPath } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from '../lib/swr-config.ts';
import type { AppSystem } from '../theme.ts';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * A static page has no client router: a router link inside an island loads the other page in full, which arrives
 * as static HTML with its own islands.
 */
const fullPageNavigator: Navigator = {
  createHref: href,
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
  go: (delta) => window.history.go(delta),
};

/** Calls `onHydrated` once React has committed the island in the browser (its handlers are live from then on). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

const nothing = () => {};

/**
 * Each island keeps its own query cache: one shared with an island that woke earlier would hand this one the live
 * answer (staff's phone numbers) while it hydrates, so its HTML would not match the prerender and React would
 * replace it, losing what the visitor typed. The island hydrates with the prerender's values, then fetches.
 */
const ownCache = () => new Map();

/**
 * The design system as an island uses it: tokens, recipes and conditions, without the global styles. ChakraProvider
 * inserts those (50 KB of reset, tokens and keyframes) into a sheet of its own for every root it wraps, and a page has
 * many islands; the static page carries them instead (the part its HTML uses inline, the whole as a stylesheet the
 * bootstrap attaches before an island wakes: system-styles.ts).
 */
const withoutGlobalStyles = (system: AppSystem): AppSystem =>
  Object.create(system, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  }) as AppSystem;

const islandSystems = new WeakMap<AppSystem, AppSystem>();
/** The system every React root of a static page renders with (islands, the toast region). */
export function islandSystem(system: AppSystem): AppSystem {
  let known = islandSystems.get(system);
  if (!known) {
    known = withoutGlobalStyles(system);
    islandSystems.set(system, known);
  }
  return known;
}

/**
 * What every island renders inside, in the prerender and in the browser alike (no element of its own, so the
 * island's HTML is the component's): the design system, the query defaults and a router for links.
 */
export function IslandRoot(props: { system: AppSystem; location: string; onHydrated?: () => void; children: ReactNode }) {
  return (
    <StrictMode>
      <Hydrated onHydrated={props.onHydrated ?? nothing}>
        <ChakraProvider value={islandSystem(props.system)}>
          <SWRConfig value={{ ...swrConfig, provider: ownCache }}>
            <Router location={props.location} navigator={fullPageNavigator} static={typeof window === 'undefined'}>
              {props.children}
            </Router>
          </SWRConfig>
        </ChakraProvider>
      </Hydrated>
    </StrictMode>
  );
}
