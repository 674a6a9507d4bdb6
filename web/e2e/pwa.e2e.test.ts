import type { BrowserContext, Page } from 'playwright-core';
import { INSTALL_BANNER_DELAY_MS, PWA_INSTALL_DISMISSED_KEY } from '#shared/main-site/timings.ts';
import { OFFLINE_COPY } from '../src/features/pwa/offline-page.ts';
import { PWA_COPY } from '#shared/main-site/pwa-copy.ts';
import { browserForThisFile, DESKTOP_VIEWPORT, newContext } from './support/browser.ts';
import { e2eEnv } from './support/e2e-env.ts';
import { eventually } from './support/wait.ts';

const browser = browserForThisFile();

let context: BrowserContext;
let page: Page;

afterEach(async () => {
  await context?.close();
});

async function open(path = '/') {
  context = await newContext(browser());
  page = await context.newPage();
  await page.goto(path);
}

/** Waits until the service worker of this origin is active (installed, its precache filled, and activated). */
const workerActive = () =>
  page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    if (worker.state === 'activated') return;
    await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
  });

describe('installable app', () => {
  it('is installable: the page links a manifest with the app name, standalone display and 192/512 icons', async () => {
    await open();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest).toMatchObject({ short_name: 'Dubai Setup', start_url: '/', display: 'standalone', theme_color: '#12213f' });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
    );
    for (const icon of icons) {
      const answer = await page.request.get(icon.src);
      expect(answer.status()).toBe(200);
    }
  });

  it('a first visit downloads the page and the shell only: the worker keeps the visited page and its files, no other page', async () => {
    // Prepare: every request the worker itself makes is noted.
    context = await newContext(browser());
    const workerFetched: string[] = [];
    // What the page itself asked for, as it asked (the islands in view wake a few seconds after the load).
    const pageRequested = new Set<string>();
    context.on('request', (request) => {
      if (request.serviceWorker()) workerFetched.push(new URL(request.url()).pathname);
      else pageRequested.add(new URL(request.url()).pathname);
    });
    page = await context.newPage();

    // Act: a first visit to the home page, until the worker is active and has kept the page's script.
    await page.goto('/');
    await workerActive();
    const pageFiles = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
        .map((url) => url.pathname),
    );
    // Asked from here (page.evaluate awaits the cache's answers; a polling predicate would not).
    await eventually(
      () =>
        page.evaluate(async (files) => {
          for (const file of files) if (!(await caches.match(file))) return undefined;
          return true;
        }, pageFiles),
      "every file of the page in the worker's caches",
    );
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });

    // Assess: the offline page, the icons and the home page with its files are kept; no other page, no API answer.
    expect(pageFiles.some((path) => path.startsWith('/assets/islands-'))).toBe(true);
    expect(kept).toEqual(expect.arrayContaining(['/offline.html', '/manifest.webmanifest', '/icons/icon-192.png', '/', ...pageFiles]));
    expect(kept.filter((path) => path.endsWith('.html') || path.startsWith('/api/'))).toEqual(['/offline.html']);
    expect(kept.filter((path) => /^\/(calculator|uk|privacy)(\/|$)/.test(path))).toEqual([]);
    const otherPages = workerFetched.filter((path) => !path.includes('.') && path !== '/');
    expect(otherPages).toEqual([]);
    expect(workerFetched.filter((path) => path.startsWith('/assets/') && path.endsWith('.js') && !pageRequested.has(path))).toEqual([]);

    await page.goto('/offline.html');
    await expect(page.getByRole('heading', { name: OFFLINE_COPY.heading }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: OFFLINE_COPY.whatsapp }).getAttribute('href')).resolves.toMatch(/^https:\/\/wa\.me\//);
  });

  it('offline after visiting home then /uk: both pages open, a page not visited shows the offline page with WhatsApp', async () => {
    // Prepare: no request routing in this context (while a route is set, Playwright may send requests past the
    // worker); these pages request no third-party host. Home is visited first, then /uk under the active worker.
    context = await browser().newContext({ baseURL: e2eEnv().baseUrl, viewport: DESKTOP_VIEWPORT });
    page = await context.newPage();
    await page.goto('/');
    await workerActive();
    const homeHeading = await page.locator('h1').first().textContent();
    await page.goto('/uk');
    const ukHeading = await page.locator('h1').first().textContent();

    // Act
    await context.setOffline(true);

    // Assess: both visited pages open, styled by their kept files; the calculator, never visited, is the offline page.
    await page.goto('/');
    await expect(page.locator('h1').first().textContent()).resolves.toBe(homeHeading);
    await page.goto('/uk');
    await expect(page.locator('h1').first().textContent()).resolves.toBe(ukHeading);
    const styled = await page.evaluate(() =>
      [...document.styleSheets].every((sheet) => {
        try {
          return sheet.cssRules.length > 0;
        } catch {
          return false;
        }
      }),
    );
    expect(styled).toBe(true);

    await page.goto('/calculator');
    await expect(page.getByRole('heading', { name: OFFLINE_COPY.heading }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: OFFLINE_COPY.whatsapp }).getAttribute('href')).resolves.toMatch(/^https:\/\/wa\.me\//);
  });

  it('answers an unknown address with HTTP 404 and "Page Not Found", with or without the worker', async () => {
    await open('/');
    await workerActive();
    const answer = await page.goto('/no-such-page');
    expect(answer!.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();

    const direct = await page.request.get('/another-missing-page');
    expect(direct.status()).toBe(404);
  });

  it('offers the install banner 45 seconds after the browser allows installing; Install opens the prompt, Not now is remembered', async () => {
    context = await newContext(browser());
    page = await context.newPage();
    await page.clock.install();
    await page.goto('/');
    await page.waitForFunction(() => document.querySelector('#root [data-testid], #root a') !== null);

    const fireInstallPrompt = () =>
      page.evaluate(() => {
        const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
        event.prompt = async () => {
          (window as { __prompted?: number }).__prompted = ((window as { __prompted?: number }).__prompted ?? 0) + 1;
        };
        event.userChoice = Promise.resolve({ outcome: 'accepted' });
        window.dispatchEvent(event);
      });
    const installBanner = page.getByTestId('install-banner');

    await fireInstallPrompt();
    await page.clock.runFor(INSTALL_BANNER_DELAY_MS - 1_000);
    await expect(installBanner.count()).resolves.toBe(0);
    await page.clock.runFor(1_000);
    await installBanner.waitFor();

    await installBanner.getByRole('button', { name: PWA_COPY.install.action }).click();
    await installBanner.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => (window as { __prompted?: number }).__prompted)).resolves.toBe(1);

    // Offered again, dismissed: remembered, and not shown after the next offer.
    await fireInstallPrompt();
    await page.clock.runFor(INSTALL_BANNER_DELAY_MS);
    await installBanner.getByRole('button', { name: PWA_COPY.install.dismiss }).first().click();
    await expect(page.evaluate((key) => localStorage.getItem(key), PWA_INSTALL_DISMISSED_KEY)).resolves.toBe('true');
    await fireInstallPrompt();
    await page.clock.runFor(INSTALL_BANNER_DELAY_MS + 1_000);
    await expect(installBanner.count()).resolves.toBe(0);
  });

  it("still offers the install banner 45 seconds after the browser's offer when the offer came before the page's scripts", async () => {
    // Prepare: the page's scripts are held back until the offer has come and the delay has passed.
    context = await newContext(browser());
    page = await context.newPage();
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/islands-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.clock.install();
    await page.goto('/');

    // Act: the browser offers installing before any script arrived; 45 seconds pass; then the scripts arrive.
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      event.prompt = async () => {};
      event.userChoice = Promise.resolve({ outcome: 'dismissed' });
      window.dispatchEvent(event);
    });
    await page.clock.runFor(INSTALL_BANNER_DELAY_MS);
    const installBanner = page.getByTestId('install-banner');
    expect(await installBanner.count()).toBe(0);
    release();

    // Assess: the banner shows without a further wait: the offer was held from when it came.
    await installBanner.waitFor();
  });
});

describe('update banner and offline indicator', () => {
  it('shows the update banner when the worker says UPDATE_AVAILABLE, and Update reloads the page', async () => {
    // Prepare: a page controlled by the active worker.
    await open('/');
    await workerActive();
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();

    // Act: the worker announces a new version to its pages.
    await worker!.evaluate(async () => {
      const scope = self as unknown as { clients: { matchAll(): Promise<{ postMessage(data: unknown): void }[]> } };
      for (const client of await scope.clients.matchAll()) client.postMessage({ type: 'UPDATE_AVAILABLE' });
    });

    // Assess: the spec's banner, and Update loads the page afresh (the marker set before is gone).
    const banner = page.getByText('A new version of the site is available.');
    await banner.waitFor();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Update', exact: true }).click()]);
    expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
    await page.getByText('A new version of the site is available.').waitFor({ state: 'detached' });
  });

  it('says the visitor is offline even when none of the page\'s scripts could load', async () => {
    // Prepare: no script of the page loads.
    context = await newContext(browser());
    page = await context.newPage();
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.goto('/privacy');
    const indicator = page.getByTestId('offline-indicator');

    // Act
    await context.setOffline(true);

    // Assess
    await indicator.waitFor();
    expect(await indicator.innerText()).toContain('You are offline.');
  });

  it('says the visitor is offline when the connection drops and stops saying it when it returns', async () => {
    await open('/');
    await page.waitForFunction(() => document.readyState === 'complete');
    const indicator = page.getByTestId('offline-indicator');
    expect(await indicator.isVisible()).toBe(false);

    await context.setOffline(true);
    await indicator.waitFor();
    expect(await indicator.innerText()).toContain('You are offline.');

    await context.setOffline(false);
    await indicator.waitFor({ state: 'hidden' });
  });
});
