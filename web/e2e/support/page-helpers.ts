import type { Page } from 'playwright-core';

/**
 * Waits until React has hydrated the element (it then carries React's props on the DOM node), so a click reaches the
 * app's handler rather than the prerendered HTML alone. On a static page with islands (web/src/islands) an element
 * outside every island is plain HTML that no script takes over (a link works as it is): it is ready once it is
 * there. An element in an island that wakes at the first interaction is ready too (the island replays a click that woke
 * it). An element in an island that wakes when it comes into view (or at the first interaction, which a test need not
 * make) is scrolled to, as a visitor reaching it would.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      const element = document.querySelector(sel);
      if (element === null) return false;
      const island = element.closest('[data-island]');
      // In an island, React has props on the element while it still hydrates the rest (an event then can be lost):
      // the island is ready once it is live.
      if (island?.hasAttribute('data-island-live')) return true;
      if (island === null && Object.keys(element).some((key) => key.startsWith('__reactProps'))) return true;
      const staticPage = document.querySelector('[data-island]') !== null;
      if (staticPage && island === null) return true;
      // An island that wakes at the first interaction holds a click on it and replays it once live: it is ready.
      if (island?.getAttribute('data-island-strategy') === 'interaction') return true;
      const strategy = island?.getAttribute('data-island-strategy');
      if ((strategy === 'visible' || strategy === 'visible-or-interaction') && !island?.hasAttribute('data-island-awake')) {
        element.scrollIntoView({ block: 'center' });
      }
      return false;
    },
    selector,
  );
}

/**
 * Waits until the static page's island of this name (web/src/islands) has loaded and hydrated: its marker then
 * carries data-island-live.
 */
export async function waitForIsland(page: Page, name: string): Promise<void> {
  await page.waitForFunction((island) => document.querySelector(`[data-island="${island}"][data-island-live]`) !== null, name);
}

/** Waits until the element with this id has come to rest with its top in the upper part of the viewport. */
export async function waitForSectionInView(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (sectionId) => {
      const section = document.getElementById(sectionId);
      if (!section) return false;
      const { top } = section.getBoundingClientRect();
      return top >= -2 && top <= window.innerHeight / 3;
    },
    id,
    { timeout: 5_000 },
  );
}

/**
 * Waits until a static page's islands bootstrap has run (it is requested once the page has painted, after the load
 * event): it first links what the page held back from its first paint, the web app manifest among it.
 */
export async function waitForPageScripts(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('link[rel="manifest"]') !== null);
}

/**
 * The scripts the page requested while it loaded (requests started before its load event ended), by path: what a
 * visitor's phone fetches before the page is complete. The islands in view wake after that, once the page has settled
 * (web/src/islands/islands-loader.ts).
 */
export async function scriptsDuringLoad(page: Page): Promise<string[]> {
  await page.waitForLoadState('load');
  return page.evaluate(() => {
    const { loadEventEnd } = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= loadEventEnd)
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'));
  });
}

/** Every script the page requests from now on, by path (filled as the requests are made). */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}
