/**
 * No dead ends: every footer link leads to a real page (Terms, Refund policy, Careers, Blog), the social
 * icons show only for configured accounts (none yet), the copyright line runs to the current year, and no page shows
 * an `example` address (the business e-mail is hidden until the owner sets it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { siteUrlForBuild } from '../../infra/bin/site-url.ts';
import { browserForThisFile, collectErrors, newContext, PHONE_VIEWPORT } from './support/browser.ts';
import { e2eEnv } from './support/e2e-env.ts';
import { waitForHydration } from './support/page-helpers.ts';

const browser = browserForThisFile();

let context: BrowserContext;
let page: Page;
let errors: string[];

async function open(path: string, options: { viewport?: { width: number; height: number } } = {}) {
  context = await newContext(browser(), { viewport: options.viewport });
  page = await context.newPage();
  errors = collectErrors(page);
  const response = await page.goto(path);
  return response!;
}

afterEach(async () => {
  await context?.close();
});

const footer = () => page.locator('footer');

describe('the footer leads somewhere real', () => {
  test.each([
    ['Careers', '/careers', 'Careers'],
    ['Blog', '/blog', 'Blog'],
    ['Terms of Service', '/terms', 'Terms of Service'],
    ['Refund Policy', '/refund-policy', 'Refund Policy'],
  ])('the home footer link "%s" opens %s, a page headed "%s"', async (label, path, heading) => {
    // Prepare
    await open('/');
    const link = footer().getByRole('link', { name: label, exact: true });
    await waitForHydration(page, `footer a[href="${path}"]`);

    // Act
    await link.click();

    // Assess
    await page.waitForURL(`**${path}`);
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
  });

  test('no footer link on the home page points at "#" and no social icon shows while no account is configured', async () => {
    // Act
    await open('/');
    await footer().waitFor();

    // Assess
    const hrefs = await footer().locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(10);
    expect(hrefs.filter((href) => href === '#' || href === '' || href === null)).toEqual([]);
    await expect(footer().getByRole('link', { name: /on (Facebook|Instagram|LinkedIn|X)$/ }).count()).resolves.toBe(0);
  });

  test.each(['/terms', '/refund-policy', '/careers', '/blog'])('%s is served as a prerendered page with status 200', async (path) => {
    // Act
    const response = await fetch(`${e2eEnv().baseUrl}${path}`);

    // Assess
    expect(response.status).toBe(200);
    await expect(response.text()).resolves.toMatch(/<h1[^>]*>/);
  });
});

describe('the new pages', () => {
  test('Terms and Refund policy state the money-back and the 24-hour guarantee the site promises', async () => {
    for (const path of ['/terms', '/refund-policy']) {
      // Act
      await open(path);
      const text = await page.locator('main').innerText();

      // Assess (the spec's claims: a money-back guarantee on every package; 24-hour setup or a full refund plus £500)
      expect(text).toContain('Money-Back Guarantee');
      expect(text).toContain('full refund plus £500 compensation');
      expect(text).toContain('24 hours');
      await context.close();
    }
  });

  test('Careers says how to apply, and with no business e-mail configured it offers WhatsApp, never an example address', async () => {
    // Act
    await open('/careers');
    const apply = page.getByTestId('careers-apply');

    // Assess
    await expect(apply.innerText()).resolves.toContain('WhatsApp');
    await expect(apply.getByRole('link').getAttribute('href')).resolves.toMatch(/^https:\/\/wa\.me\/971500000582/);
    await expect(page.locator('main').innerHTML()).resolves.not.toMatch(/example/);
  });

  test('the Blog lists the UK guides and the advisory page, each linked with its description', async () => {
    // Act
    await open('/blog', { viewport: PHONE_VIEWPORT });
    const guides = page.locator('main li');

    // Assess
    await expect(guides.count()).resolves.toBe(10);
    const links = await guides.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).toEqual([
      '/uk',
      '/uk/tax-savings',
      '/uk/fast-setup',
      '/uk/market-access',
      '/uk/lifestyle',
      '/uk/ownership',
      '/uk/corporate-tax',
      '/uk/wealth-preservation',
      '/uk/banking-visas',
      '/advisory',
    ]);
    await expect(guides.nth(1).innerText()).resolves.toContain('£233,340');
  });
});

describe('the copyright line', () => {
  test('runs from 2024 to the visitor’s current year, whatever year the page was built in', async () => {
    // Prepare: the browser's clock says 2031
    context = await newContext(browser());
    await context.clock.install({ time: new Date('2031-03-01T10:00:00Z') });
    page = await context.newPage();

    // Act: the visitor scrolls down to the footer (an island that wakes as it comes into view).
    await page.goto('/');
    await page.locator('[data-testid="copyright"]').scrollIntoViewIfNeeded();

    // Assess
    await page.waitForFunction(() => document.querySelector('[data-testid="copyright"]')?.textContent === '© 2024–2031 All rights reserved.');
  });
});

describe('no visitor sees an example address', () => {
  const WEB_ROOT = process.env.WEB_ROOT ?? resolve(process.cwd(), 'dist/web');
  const htmlFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? htmlFiles(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : [],
    );

  test('no prerendered page’s HTML holds an .example or example.com address', () => {
    // Prepare: every page the build wrote (public pages, the offline page, 404). The address the site is built for
    // (canonical links, share cards) is the separate "site's address" launch item, so it is taken out first.
    const siteUrl = siteUrlForBuild();
    const files = htmlFiles(WEB_ROOT);
    expect(files.length).toBeGreaterThanOrEqual(25);

    // Act
    const found = files.flatMap((file) => {
      const html = readFileSync(file, 'utf8').split(siteUrl).join('');
      return [...html.matchAll(/[\w.@/:-]*(?:\.example\b|example\.com)[\w./-]*/gi)].map(([match]) => `${file}: ${match}`);
    });

    // Assess
    expect(found).toEqual([]);
  });

  test.each(['/', '/corporate', '/advisory', '/uk', '/uk/tax-savings', '/uk-dubai', '/uk-dubai-3', '/uk-4', '/privacy'])(
    '%s shows no e-mail link while the owner has set no business e-mail',
    async (path) => {
      // Act
      await open(path);
      await footer().waitFor();

      // Assess: the page as it runs, its lazy parts included, links no address.
      await page.locator('footer[data-site-footer] [data-testid="copyright"]').waitFor();
      await expect(page.locator('a[href^="mailto:"]').count()).resolves.toBe(0);
      await expect(page.locator('body').innerText()).resolves.not.toMatch(/@[\w-]+\.example|example\.com/i);
    },
  );
});

