/**
 * The first tap on a public page, made before the page's scripts have arrived (they are held back here): it answers
 * in the page as it is, and what it asked for follows once the island under it is live, once.
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { PACKAGES_SECTION } from '#shared/main-site/home-content.ts';
import { SELECTED_PACKAGE_KEY } from '#shared/main-site/packages.ts';
import { browserForThisFile, collectErrors, newContext, PHONE_VIEWPORT } from './support/browser.ts';
import { waitForIsland, waitForSectionInView } from './support/page-helpers.ts';
import { PAGE_ROUTES } from '../src/config/paths.ts';
import { e2eEnv } from './support/e2e-env.ts';

const browser = browserForThisFile();

let context: BrowserContext;
let page: Page;
let errors: string[];

afterEach(async () => {
  await context?.close();
});

/**
 * Opens `path` on a phone with every script of the build held back until `release` is called (the service worker
 * blocked, so it cannot answer past the hold). Returns once the page's HTML is there.
 */
async function openWithScriptsHeld(path: string) {
  context = await newContext(browser(), { viewport: PHONE_VIEWPORT, serviceWorkers: 'block' });
  page = await context.newPage();
  errors = collectErrors(page);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/.+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('h1').first().waitFor();
  return { release };
}

describe('the first tap, before any script has arrived', () => {
  test('a cost-of-living section opens in the tap and closes in the next, with no script at all', async () => {
    // Prepare: no script of the build ever arrives.
    context = await newContext(browser(), { viewport: PHONE_VIEWPORT, serviceWorkers: 'block' });
    page = await context.newPage();
    await context.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/uk/lifestyle');
    const food = page.getByRole('button', { name: /^Food & Dining/ });

    // Act / Assess
    expect(await food.getAttribute('aria-expanded')).toBe('false');
    await food.click();
    expect(await food.getAttribute('aria-expanded')).toBe('true');
    const panel = page.getByRole('region', { name: /^Food & Dining/ });
    expect(await panel.getByRole('table').isVisible()).toBe(true);
    await food.click();
    expect(await food.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.count()).toBe(0);
  });

  test('a calculator structure is checked and drawn as chosen in the tap, and is the one calculated once live', async () => {
    // Prepare
    const scripts = await openWithScriptsHeld('/calculator');
    const mainland = page.locator('input[type="radio"][value="mainland"]');
    const card = page.locator('label:has(> input[value="mainland"])');
    const unchosen = await card.evaluate((element) => getComputedStyle(element).backgroundColor);

    // Act
    await mainland.click();

    // Assess: checked and drawn as chosen before any script; once live, the calculator holds the choice.
    expect(await mainland.isChecked()).toBe(true);
    expect(await card.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(unchosen);
    scripts.release();
    await waitForIsland(page, 'cost-calculator');
    const calculate = page.getByRole('button', { name: 'Calculate', exact: true });
    await page.waitForFunction(() => document.querySelector('form button[type="submit"]')?.getAttribute('aria-disabled') === null);
    await calculate.click();
    await page.getByRole('table', { name: 'Your Cost Breakdown' }).waitFor();
    expect(await mainland.isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('"Choose This Package" shows it was pressed, is remembered and brings the form into view at once', async () => {
    // Prepare
    const scripts = await openWithScriptsHeld('/');
    const card = page.locator('[data-package="freezone"]');
    const choose = card.getByRole('button', { name: PACKAGES_SECTION.chooseButton });
    await choose.scrollIntoViewIfNeeded();

    // Act
    await choose.click();

    // Assess: pressed, remembered and scrolling before any script arrived; once the card is live its tap is replayed
    // (the button is no longer busy) and the choice stays.
    expect(await choose.getAttribute('aria-busy')).toBe('true');
    expect(await page.evaluate((key) => localStorage.getItem(key), SELECTED_PACKAGE_KEY)).toBe('freezone');
    await waitForSectionInView(page, 'lead-form');
    scripts.release();
    await page.waitForFunction(() => !document.querySelector('[data-package="freezone"] button[aria-busy]'));
    expect(await page.evaluate((key) => localStorage.getItem(key), SELECTED_PACKAGE_KEY)).toBe('freezone');
    expect(errors).toEqual([]);
  });
});

describe('the static HTML of every public page', () => {
  test.each(PAGE_ROUTES.map((route) => route.path))('%s ships no disabled submit button (a disabled one would swallow the first tap)', async (path) => {
    const html = await (await fetch(new URL(path, e2eEnv().baseUrl))).text();
    const submitButtons = html.match(/<button[^>]*type="submit"[^>]*>/g) ?? [];
    for (const button of submitButtons) expect(button).not.toMatch(/\sdisabled(=|\s|>)/);
  });
});
