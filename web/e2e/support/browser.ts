import { afterAll, beforeAll } from '@jest/globals';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { e2eEnv } from './e2e-env.ts';

/** Debian's Chromium, headless, with no background traffic to the closed network, plus any `extraArgs`. */
function launchBrowser(extraArgs: readonly string[]): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', ...extraArgs],
  });
}

/**
 * One Chromium for the calling test file: launched before its tests, closed after them. Call at the top of the file;
 * the returned function gives the running browser inside hooks and tests.
 */
export function browserForThisFile(extraArgs: readonly string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(extraArgs);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll; use it inside hooks and tests.');
    return browser;
  };
}

export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 900 };

/**
 * A fresh browser context against the local stack. Third-party hosts (WhatsApp, trackers) are answered by a stub page
 * so a test can see a tab open at the right address without any network.
 */
export async function newContext(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    offline?: boolean;
    /**
     * 'block' for a test that holds the page's own scripts back: once the service worker has kept a page's files, it
     * answers them from its cache, where no route can hold them.
     */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: e2eEnv().baseUrl,
    viewport: options.viewport ?? DESKTOP_VIEWPORT,
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  // Scripts (trackers) get an empty script, anything else (a WhatsApp tab) a blank page.
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
    route.request().resourceType() === 'script'
      ? route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
      : route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' }),
  );
  return context;
}

/** Collects the page's console errors and uncaught exceptions, so a test can assert the page ran cleanly. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
