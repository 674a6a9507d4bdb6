import type { BrowserContext, Page } from 'playwright-core';
import { PutCommand, DeleteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { pageContentItem } from '#functions/data/page-contents.ts';
import { localDynamoClient } from '#infra/local/dynamodb.ts';
import { browserForThisFile, collectErrors, newContext, PHONE_VIEWPORT } from './support/browser.ts';
import { e2eEnv } from './support/e2e-env.ts';
import { waitForHydration } from './support/page-helpers.ts';

const browser = browserForThisFile();

let context: BrowserContext;
let page: Page;

afterEach(async () => {
  await context?.close();
});

async function open(path: string, viewport?: { width: number; height: number }) {
  context = await newContext(browser(), { viewport });
  page = await context.newPage();
  const errors = collectErrors(page);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return errors;
}

// Every public page of the site (web/src/config/paths.ts less the admin), copied here so a page that loses its
// header fails by name.
const PUBLIC_PAGES = [
  '/',
  '/calculator',
  '/privacy',
  '/uk',
  '/uk/tax-savings',
  '/uk/fast-setup',
  '/uk/market-access',
  '/uk/lifestyle',
  '/uk/ownership',
  '/uk/corporate-tax',
  '/uk/wealth-preservation',
  '/uk/banking-visas',
  '/uk-dubai',
  '/uk-dubai-3',
  '/uk-4',
  '/uk-dubai-4',
  '/corporate',
  '/advisory',
];

describe('one brand on every public page', () => {
  test.each(PUBLIC_PAGES)('%s has the brand header with its way home, and the one site footer', async (path) => {
    // Act
    await open(path);

    // Assess: one brand header (the logo named '<brand> home', leading to /) and a footer, in the served HTML.
    const header = page.locator('header[data-brand-header]');
    expect(await header.count()).toBe(1);
    const home = header.getByRole('link', { name: 'Dubai Setup Premium Boutique Service, home' });
    expect(await home.getAttribute('href')).toBe('/');
    await page.locator('footer').first().waitFor({ state: 'attached' });
    // One footer, the site footer (its tone marks it), with the site links and the copyright line.
    expect(await page.locator('footer').count()).toBe(1);
    const footer = page.locator('footer[data-site-footer]');
    expect(await footer.count()).toBe(1);
    expect(await footer.locator('a[href="/privacy"]').count()).toBe(1);
    expect(await footer.locator('a[href="/terms"]').count()).toBe(1);
    expect(await footer.getByTestId('copyright').count()).toBe(1);
  });

  test('the landing pages keep their dark look under the same header', async () => {
    await open('/uk-dubai-3');
    expect(await page.locator('header[data-brand-header]').getAttribute('data-brand-header')).toBe('dark');
  });
});

describe('the brand typefaces', () => {
  test('the first page keeps its fallback faces; once the service worker has the brand fonts the next page paints in Fraunces and Inter from the start, so text never swaps faces under the visitor', async () => {
    // Act: a first visit, until its service worker (which precaches the fonts) is active.
    await open('/uk/tax-savings');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    // Assess: no preloaded font (the static page paints in the metric-matched fallbacks), each face fetched from our
    // own assets (by the worker's precache), and none of them added to this page (it would re-lay its text out under
    // the visitor).
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
    const fontFiles = await page.evaluate(async () =>
      (await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys())))
        .flat()
        .map((request) => new URL(request.url))
        .filter((url) => url.pathname.endsWith('.woff2'))
        .map((url) => ({ origin: url.origin, path: url.pathname })),
    );
    expect(fontFiles.length).toBe(3);
    for (const { origin, path } of fontFiles) {
      expect(origin).toBe(new URL(page.url()).origin);
      expect(path).toMatch(/^\/assets\/(fraunces|inter)-latin-\d00-normal-[\w-]+\.woff2$/);
    }
    const brandFacesOn = () =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => ['Fraunces', 'Inter'].includes(face.family.replaceAll('"', '')))
          .map((face) => `${face.family.replaceAll('"', '')} ${face.weight} ${face.status}`),
      );
    expect(await brandFacesOn()).toEqual([]);

    // Act: the next page.
    await page.goto('/uk/lifestyle');
    await page.waitForFunction(() =>
      [...document.fonts].filter((face) => ['Fraunces', 'Inter'].includes(face.family.replaceAll('"', ''))).every((face) => face.status === 'loaded'),
    );

    // Assess: the brand faces were there before the page painted (added by the inline script), loaded from the
    // worker's cache, and used.
    expect((await brandFacesOn()).sort()).toEqual(['Fraunces 600 loaded', 'Inter 400 loaded', 'Inter 600 loaded']);
    const fonts = await page.evaluate(() => ({
      heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
      body: getComputedStyle(document.body).fontFamily,
      headingInBrandFace: document.fonts.check('600 32px Fraunces'),
      textInBrandFace: document.fonts.check('400 16px Inter'),
    }));
    expect(fonts).toEqual({ heading: expect.stringMatching(/^Fraunces/), body: expect.stringMatching(/^Inter/), headingInBrandFace: true, textInBrandFace: true });
  });
});

/** The page's sideways overflow, and where the table's totals row and the table region sit. */
async function tableLayout(tableSelector: string) {
  return page.evaluate((selector) => {
    const table = document.querySelector(selector)!;
    const region = table.closest('[data-responsive-table]')!;
    const total = table.querySelector('tfoot tr');
    return {
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      regionOverflow: region.scrollWidth - region.clientWidth,
      totalRight: total ? total.getBoundingClientRect().right : undefined,
      viewport: window.innerWidth,
    };
  }, tableSelector);
}

describe('tables on a 390 px phone', () => {
  test.each([
    { path: '/', table: '#comparison table', total: undefined },
    { path: '/uk/tax-savings', table: 'table:has(tfoot)', total: '£233,340' },
    { path: '/uk-dubai-3', table: '#comparison-section table', total: '£328,025' },
  ])('$path: the table becomes cards, nothing scrolls sideways and the total is in full view', async ({ path, table, total }) => {
    // Act
    const errors = await open(path, PHONE_VIEWPORT);
    const tableElement = page.locator(table).first();
    await tableElement.scrollIntoViewIfNeeded();

    // Assess
    const layout = await tableLayout(table);
    expect(layout.pageOverflow).toBe(0);
    expect(layout.regionOverflow).toBe(0);
    if (total) {
      const totalRow = tableElement.locator('tfoot tr');
      await totalRow.scrollIntoViewIfNeeded();
      expect(await totalRow.innerText()).toContain(total);
      expect(layout.totalRight).toBeLessThanOrEqual(layout.viewport);
    }
    expect(errors).toEqual([]);
  });
});

describe('image slots staff point at a photograph', () => {
  const elementId = 'home-about-image';
  const photo = 'https://images.example.com/our-team.jpg';
  const item = {
    id: elementId,
    sectionId: 'home-about',
    elementType: 'image' as const,
    elementId,
    content: photo,
    isActive: true,
    updatedAt: new Date().toISOString(),
  };
  const client = () => DynamoDBDocumentClient.from(localDynamoClient(e2eEnv().dynamoEndpoint));
  const stored = () => pageContentItem(item);

  afterEach(async () => {
    await client().send(new DeleteCommand({ TableName: e2eEnv().tableName, Key: { pk: stored().pk, sk: stored().sk } }));
  });

  test('shows the designed art until staff set a photograph, then the photograph in the same place', async () => {
    // Prepare: the built-in art, served in the HTML.
    await open('/');
    const slot = page.locator(`[data-cms-id="${elementId}"]`);
    expect(await slot.getAttribute('data-image-slot')).toBe('art');
    expect(await slot.locator('svg').count()).toBe(1);
    const before = await slot.boundingBox();
    await context.close();

    // Act: staff point the slot at a photograph (as the CMS Editor stores it).
    await client().send(new PutCommand({ TableName: e2eEnv().tableName, Item: stored() }));
    await open('/');
    await waitForHydration(page, `[data-cms-id="${elementId}"]`);

    // Assess: the photograph, lazily loaded, with its alt text and size, where the art was.
    const image = page.locator(`[data-cms-id="${elementId}"][data-image-slot="photo"] img`);
    await image.waitFor({ state: 'attached' });
    expect(await image.getAttribute('src')).toBe(photo);
    expect(await image.getAttribute('alt')).toBe('Our team of advisers');
    expect(await image.getAttribute('loading')).toBe('lazy');
    expect([await image.getAttribute('width'), await image.getAttribute('height')]).toEqual(['480', '320']);
    const after = await page.locator(`[data-cms-id="${elementId}"]`).boundingBox();
    expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
  });

  test('testimonials without a photograph show the person’s monogram, those with one their photograph', async () => {
    // Prepare: two testimonials from the API, one with a photograph.
    context = await newContext(browser());
    const testimonials = [
      { id: 't1', name: 'Sarah van Dijk', position: 'Founder', company: 'Atlas Ltd', rating: 5, content: 'Set up in a day.' },
      { id: 't2', name: 'James Carter', position: 'Director', company: 'Carter Co', rating: 5, content: 'Smooth.', imageUrl: 'https://images.example.com/james.jpg' },
    ];
    await context.route('**/api/testimonials', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(testimonials) }));
    page = await context.newPage();

    // Act
    await page.goto('/');
    // The testimonials are an island woken as they come into view: scrolled to, as a visitor reaching them would.
    const section = page.locator('#testimonials');
    await section.scrollIntoViewIfNeeded();
    await section.locator('figure').nth(1).waitFor({ state: 'attached' });

    // Assess
    expect(await section.locator('figure').first().locator('svg[data-monogram]').getAttribute('data-monogram')).toBe('SD');
    expect(await section.locator('figure').nth(1).locator('img').getAttribute('src')).toBe('https://images.example.com/james.jpg');
    expect(await section.locator('figure').nth(1).locator('svg[data-monogram]').count()).toBe(0);
  });
});
