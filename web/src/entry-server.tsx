import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { IslandCollector, IslandCollectorProvider } from './islands/island.tsx';
import { islandPrefix, islandSlot } from './islands/island-names.ts';
import { IslandRoot } from './islands/island-providers.tsx';
import { createAppSystem } from './theme.ts';

/**
 * The prerender's entry (web/scripts/build.ts): renders one address to HTML, waiting for every lazily loaded page
 * and section, and returns the styles that HTML uses so the page is styled before any script runs.
 */

export type RenderedPage = {
  /** The content of the root element. */
  html: string;
  /**
   * The styles in two parts (the islands insert no global style of their own): the global styles' CSS (layer order,
   * reset, tokens, keyframes), and the element of the class rules its HTML uses, in the form Emotion picks up again in
   * the browser (no class rule is inserted twice).
   */
  globalCss: string;
  classStyles: string;
  /** The class rules alone (the CSS inside classStyles). */
  classCss: string;
};

/**
 * The global styles' CSS, and the class rules in Emotion's SSR format (one element naming their ids: the islands'
 * cache registers them as already inserted). Class rules of
 * elements that are not in the final HTML (a Suspense fallback that was replaced) are left out: they belong to no
 * element, and as an early '@layer recipes' they would put that layer before Chakra's layer order declaration.
 */
function styleElements(cache: EmotionCache, html: string): Omit<RenderedPage, 'html'> {
  const classIds: string[] = [];
  const globals: string[] = [];
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string' || rules === '') continue;
    const className = `${cache.key}-${id}`;
    if (!rules.includes(`.${className}`)) globals.push(rules);
    else if (html.includes(className)) classIds.push(id);
  }
  const classRules = classIds.map((id) => cache.inserted[id]).join('');
  const classStyles = `<style data-emotion="${cache.key} ${classIds.join(' ')}">${classRules}</style>`;
  return {
    globalCss: globals.join(''),
    classStyles,
    classCss: classRules,
  };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

// Every boundary inline: the page's HTML must be complete without React's reveal scripts, which the Content Security
// Policy (no inline scripts) would block.
const COMPLETE_HTML = { progressiveChunkSize: Number.POSITIVE_INFINITY };

/**
 * Renders one address as a static page whose interactive parts are islands (web/src/islands): each island's
 * component is rendered as a React root of its own into its marker, with the useId prefix and providers the browser
 * hydrates it with; the rest of the page is HTML no script takes over.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  const cache = createCache({ key: 'css' });
  // Compat mode collects the styles in the cache instead of writing <style> elements between the page's own.
  cache.compat = true;
  const collector = new IslandCollector();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <IslandCollectorProvider value={collector}>
          <StaticRouter location={url}>
            <App system={createAppSystem()} />
          </StaticRouter>
        </IslandCollectorProvider>
      </CacheProvider>
    </StrictMode>,
    COMPLETE_HTML,
  );
  let html = await readAll(prelude);
  for (const { index, element } of collector.islands) {
    const island = await prerenderToNodeStream(
      <CacheProvider value={cache}>
        <IslandRoot system={createAppSystem()} location={url}>
          {element}
        </IslandRoot>
      </CacheProvider>,
      { ...COMPLETE_HTML, identifierPrefix: islandPrefix(index) },
    );
    const islandHtml = await readAll(island.prelude);
    if (!html.includes(islandSlot(index))) throw new Error(`The page ${url} has no slot for its island ${index}`);
    html = html.replace(islandSlot(index), () => islandHtml);
  }
  return { html, ...styleElements(cache, html) };
}
