import type { Page } from 'playwright-core';

/**
 * Waits until React has hydrated the element (it then carries React's props on the DOM node), so a click reaches the
 * app's handler rather than the prerendered HTML alone.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      const element = document.querySelector(sel);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
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
