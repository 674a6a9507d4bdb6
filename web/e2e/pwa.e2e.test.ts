import type { BrowserContext, Page } from 'playwright-core';
import { INSTALL_BANNER_DELAY_MS, PWA_INSTALL_DISMISSED_KEY } from '#shared/main-site/timings.ts';
import { OFFLINE_COPY } from '../src/features/pwa/offline-page.ts';
import { PWA_COPY } from '#shared/main-site/pwa-copy.ts';
import { browserForThisFile, DESKTOP_VIEWPORT, newContext } from './support/browser.ts';
import { e2eEnv } from './support/e2e-env.ts';

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

  it('after a first visit the worker is active and holds the offline page (with WhatsApp) and the main pages', async () => {
    await open('/');
    await workerActive();

    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(kept).toEqual(expect.arrayContaining(['/offline.html', '/index.html', '/calculator/index.html', '/manifest.webmanifest']));
    expect(kept.some((path) => path.startsWith('/assets/index-'))).toBe(true);
    expect(kept.some((path) => path.startsWith('/api/'))).toBe(false);

    await page.goto('/offline.html');
    await expect(page.getByRole('heading', { name: OFFLINE_COPY.heading }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: OFFLINE_COPY.whatsapp }).getAttribute('href')).resolves.toMatch(/^https:\/\/wa\.me\//);
  });

  it('offline after a first visit: a page not visited shows the offline page with WhatsApp, a visited or precached page opens', async () => {
    // No request routing in this context: while a route is set, Playwright may send requests past the worker.
    // These pages request no third-party host.
    context = await browser().newContext({ baseURL: e2eEnv().baseUrl, viewport: DESKTOP_VIEWPORT });
    page = await context.newPage();
    await page.goto('/');
    await workerActive();
    // A second page visited online (now under the worker) is kept.
    await page.goto('/uk/fast-setup');
    const ukHeading = await page.locator('h1').first().textContent();

    await context.setOffline(true);
    await page.goto('/uk/ownership');
    await expect(page.getByRole('heading', { name: OFFLINE_COPY.heading }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: OFFLINE_COPY.whatsapp }).getAttribute('href')).resolves.toMatch(/^https:\/\/wa\.me\//);

    await page.goto('/uk/fast-setup');
    await expect(page.locator('h1').first().textContent()).resolves.toBe(ukHeading);

    // The calculator was never visited but its page is part of the precached app shell.
    await page.goto('/calculator');
    await expect(page.locator('#root').getAttribute('data-page')).resolves.toBe('calculator');
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
