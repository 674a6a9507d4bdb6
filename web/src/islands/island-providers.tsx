import { ChakraProvider } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
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
 * answer (the testimonials staff manage) while it hydrates, so its HTML would not match the prerender and React would
 * replace it, losing what the visitor typed. The island hydrates with the prerender's values, then fetches.
 */
const ownCache = () => new Map();

/**
 * The Emotion cache of every React root of a static page in the browser (the islands, the toast region): the design
 * system's class rules go into the page as usual, its global styles never do. ChakraProvider inserts those (50 KB of
 * layer order, reset, tokens and keyframes, through Emotion's <Global>) for every root it wraps, and a page has many
 * islands; the static page carries them instead (the part its HTML uses inline, the whole as a stylesheet the
 * bootstrap attaches before an island wakes: system-styles.ts). Its key is Emotion's default, so class names are the
 * prerender's and the class rules the page already holds (its SSR style element) count as inserted.
 */
function createIslandStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const insertRules = cache.insert;
  // Emotion inserts a <Global>'s styles (and keyframes) with an empty selector, a class rule with its class: only
  // the latter go in. No documented Chakra option turns the token variables or the layer order off, hence the cache.
  cache.insert = (selector, serialized, sheet, shouldCache) =>
    selector === '' ? undefined : insertRules(selector, serialized, sheet, shouldCache);
  return cache;
}

let islandStyleCache: EmotionCache | undefined;

/** Around every React root of a static page in the browser: its styles without the global ones (see above). */
export function IslandStyles({ children }: { children: ReactNode }) {
  islandStyleCache ??= createIslandStyleCache();
  return <CacheProvider value={islandStyleCache}>{children}</CacheProvider>;
}

/**
 * What every island renders inside, in the prerender and in the browser alike (no element of its own, so the
 * island's HTML is the component's): the design system, the query defaults and a router for links. In the browser it
 * is wrapped in IslandStyles; the prerender collects every style in its own cache (entry-server.tsx), where the
 * island's global styles are the page's own, inserted once.
 */
export function IslandRoot(props: { system: AppSystem; location: string; onHydrated?: () => void; children: ReactNode }) {
  return (
    <StrictMode>
      <Hydrated onHydrated={props.onHydrated ?? nothing}>
        <ChakraProvider value={props.system}>
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
