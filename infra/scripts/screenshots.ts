/**
 * `npm run screenshots -- [folder]`: full-page screenshots of the pages the visual review looks at, at a phone width
 * (390 px) and a desktop width (1440 px), so a change to how the site looks can be compared before and after.
 *
 * Starts the local stack (the same one `npm start` runs) from the current build (dist/web: run `npm run build:web`
 * first) on a free port with a throwaway data folder, opens each page in Debian's Chromium with third-party hosts
 * blocked, waits for the network to settle, scrolls through the page as a visitor would (readThrough) and waits for web fonts
 * to load, and writes `<folder>/<page>-<width>.png`
 * (e.g. `uk-tax-savings-390.png`). The folder defaults to dist/screenshots/<label>, the label to the current time;
 * `--label=after` names it. The local stand-in for CloudFront reports a UK visitor, so no cookie banner covers the page.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startLocalStack } from '../local/stack.ts';

const root = resolve(import.meta.dirname, '../..');
/** The pages a visual review compares, in the order a reader compares them. */
export const SCREENSHOT_PAGES = ['/', '/uk', '/uk/tax-savings', '/calculator', '/uk-dubai', '/uk-dubai-3'] as const;
export const SCREENSHOT_WIDTHS = [390, 1440] as const;

/** The file name of one screenshot: the path's words joined by dashes ('/' is 'home'), then the width. */
export function screenshotName(path: string, width: number): string {
  const slug = path.replace(/^\/+|\/+$/g, '').replace(/\//g, '-') || 'home';
  return `${slug}-${width}.png`;
}

function outputFolder(argv: readonly string[]): string {
  const positional = argv.find((arg) => !arg.startsWith('--'));
  if (positional) return resolve(process.cwd(), positional);
  const label = argv.find((arg) => arg.startsWith('--label='))?.slice('--label='.length) ?? new Date().toISOString().replace(/[:.]/g, '-');
  return join(root, 'dist/screenshots', label);
}

/**
 * Scrolls through the page as a visitor reading it would, so the parts that come to life as they scroll into view
 * (islands: the testimonials load then) show what that visitor sees; back at the top once every such part is live
 * and the requests it made have ended.
 */
async function readThrough(page: Page): Promise<void> {
  let pending = 0;
  page.on('request', () => pending++);
  page.on('requestfinished', () => pending--);
  page.on('requestfailed', () => pending--);
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await nextFrame();
    }
  });
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-island-strategy^="visible"]')).every((island) => island.hasAttribute('data-island-live')),
  );
  // Quiet for half a second: the islands' own requests (the testimonials) have ended.
  for (let quiet = 0; quiet < 5; quiet = pending === 0 ? quiet + 1 : 0) await page.waitForTimeout(100);
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function main() {
  const folder = outputFolder(process.argv.slice(2));
  mkdirSync(folder, { recursive: true });
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  const dataDir = mkdtempSync(join(tmpdir(), 'screenshots-'));
  const stack = await startLocalStack({ port: 0, dataDir, admin: { username: 'screenshots-admin', password: 'Screenshots-Passw0rd-2026!' } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    for (const width of SCREENSHOT_WIDTHS) {
      const context = await browser.newContext({ baseURL: stack.url, viewport: { width, height: width < 768 ? 844 : 900 } });
      await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
      for (const path of SCREENSHOT_PAGES) {
        const page = await context.newPage();
        await page.goto(path, { waitUntil: 'networkidle' });
        await readThrough(page);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const file = join(folder, screenshotName(path, width));
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        console.log(file);
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
