import { request } from 'node:http';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { HOME_PAGE_ERROR_LOG } from '#shared/main-site/messages.ts';
import { SELECTED_PACKAGE_KEY } from '#shared/main-site/packages.ts';
import { browserForThisFile, collectErrors, DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './support/browser.ts';
import { e2eEnv } from './support/e2e-env.ts';
import { scriptsDuringLoad, waitForHydration, waitForIsland } from './support/page-helpers.ts';

// corporate.example.com is in cdk.json's corporateHosts; other.example.com is in neither host list.
const CORPORATE_HOST = 'corporate.example.com';
const OTHER_HOST = 'other.example.com';

// The named hosts resolve to the local stack, so the browser sends their real Host header to the edge code.
const browser = browserForThisFile([`--host-resolver-rules=MAP ${CORPORATE_HOST} 127.0.0.1, MAP ${OTHER_HOST} 127.0.0.1`]);

let context: BrowserContext;
let page: Page;
let errors: string[];

const port = () => new URL(e2eEnv().baseUrl).port;
const at = (host: string, path = '/') => `http://${host}:${port()}${path}`;

afterEach(async () => {
  await context?.close();
});

type OpenOptions = {
  blockCorporateCode?: boolean;
  viewport?: { width: number; height: number };
  /** Runs before the page loads (routes to hold back or answer). */
  before?: (page: Page) => Promise<unknown>;
};

/**
 * A context in which every third-party host (WhatsApp, trackers) gets a stub page, and the mapped hosts the stack.
 */
async function open(url: string, options: OpenOptions = {}): Promise<void> {
  context = await browser().newContext({ viewport: options.viewport ?? DESKTOP_VIEWPORT });
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1|corporate\.example\.com|other\.example\.com)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' }),
  );
  if (options.blockCorporateCode) await context.route(/\/assets\/corporate-[\w-]+\.js$/, (route) => route.abort());
  page = await context.newPage();
  errors = collectErrors(page);
  await options.before?.(page);
  await page.goto(url);
}

/**
 * Waits until the page is ready (the app has hydrated it, or it is the default home's static HTML, which no script
 * takes over), then tells which home the visitor sees.
 */
async function visibleHome(): Promise<'corporate' | 'default'> {
  await waitForHydration(page, 'main h1');
  const corporateHeading = await page.getByRole('heading', { level: 1, name: 'Company Formation in Dubai, Handled End to End' }).count();
  const ukClientsLink = await page.getByRole('link', { name: 'UK Clients' }).count();
  if (corporateHeading === 1 && ukClientsLink === 0) return 'corporate';
  if (corporateHeading === 0 && ukClientsLink > 0) return 'default';
  throw new Error(`Neither home clearly shown (corporate heading ${corporateHeading}, UK link ${ukClientsLink})`);
}

/** The prerendered HTML the edge answers for a path when the request names this host. */
function htmlFor(host: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: port(), path, headers: { host: `${host}:${port()}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

const servedPage = (html: string) => /<div id="root" data-page="([a-z-]+)"/.exec(html)?.[1];

describe('corporate mode', () => {
  test('the edge serves the corporate home to the corporate host and the default home to every other host', async () => {
    const corporate = await htmlFor(CORPORATE_HOST, '/');
    const localhost = await htmlFor('localhost', '/');
    const other = await htmlFor(OTHER_HOST, '/');
    expect(servedPage(corporate)).toBe('corporate');
    expect(corporate).toContain('Company Formation in Dubai, Handled End to End');
    expect(servedPage(localhost)).toBe('home');
    expect(localhost).not.toContain('Company Formation in Dubai, Handled End to End');
    expect(servedPage(other)).toBe('home');
    // ?corporate=true forces the corporate home on development hosts only.
    expect(servedPage(await htmlFor('localhost', '/?corporate=true'))).toBe('corporate');
    expect(servedPage(await htmlFor(OTHER_HOST, '/?corporate=true'))).toBe('home');
  });

  test('the corporate host shows the corporate page at /', async () => {
    await open(at(CORPORATE_HOST));
    expect(await visibleHome()).toBe('corporate');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
  });

  test('localhost shows the default home at /', async () => {
    await open(at('localhost'));
    expect(await visibleHome()).toBe('default');
    expect(errors.filter((message) => message.includes(HOME_PAGE_ERROR_LOG))).toEqual([]);
  });

  test('a host in neither list gets the default home, even with ?corporate=true', async () => {
    await open(at(OTHER_HOST, '/?corporate=true'));
    expect(await visibleHome()).toBe('default');
  });

  test('on localhost ?corporate=true shows the corporate page', async () => {
    await open(at('localhost', '/?corporate=true'));
    expect(await visibleHome()).toBe('corporate');
    expect(errors).toEqual([]);
  });

  test('/corporate shows the corporate page on any host', async () => {
    await open(at('localhost', '/corporate'));
    expect(await visibleHome()).toBe('corporate');
    await open(at(OTHER_HOST, '/corporate'));
    expect(await visibleHome()).toBe('corporate');
  });

  test("when the corporate page's code cannot load, the visitor gets the default home and 'HomePage error' is logged", async () => {
    // The corporate home is static HTML: its code is asked for at the visitor's first interaction (here a scroll).
    await open(at(CORPORATE_HOST), { blockCorporateCode: true });
    await page.getByRole('heading', { level: 1, name: 'Company Formation in Dubai, Handled End to End' }).waitFor();
    await page.mouse.wheel(0, 200);
    await page.getByRole('link', { name: 'UK Clients' }).first().waitFor();
    expect(await visibleHome()).toBe('default');
    expect(errors.some((message) => message.includes(HOME_PAGE_ERROR_LOG))).toBe(true);
  });

  test('the corporate page shows the three packages; choosing one remembers it and goes to the lead form', async () => {
    await open(at(CORPORATE_HOST));
    await visibleHome();
    const packages = page.locator('#packages');
    for (const title of ['UAE Mainland', 'Free Zone', 'Offshore']) {
      expect(await packages.getByRole('heading', { level: 3, name: title }).isVisible()).toBe(true);
    }
    expect(await packages.textContent()).toContain('AED 16,900');

    await page.getByRole('link', { name: 'Choose This Package: Free Zone' }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('lead-form')?.getBoundingClientRect().top;
      return top !== undefined && top >= -2 && top <= window.innerHeight / 3;
    });
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SELECTED_PACKAGE_KEY)).toBe('freezone');

    const [calculatorTab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Calculate your exact cost for Offshore (opens in a new tab)' }).click(),
    ]);
    await calculatorTab.waitForURL((url) => url.pathname === '/calculator');
    await calculatorTab.waitForFunction(() => (document.querySelector('input[value="offshore"]') as HTMLInputElement | null)?.checked === true);
    expect(errors).toEqual([]);
  });
});

describe('the corporate page as static HTML with islands', () => {
  test('shows the hero, the packages and the lead form without loading React while it loads', async () => {
    // Prepare / Act: open the corporate home on a phone and let it settle.
    await open(at(CORPORATE_HOST), { viewport: PHONE_VIEWPORT });
    await page.getByRole('heading', { level: 1, name: 'Company Formation in Dubai, Handled End to End' }).waitFor();

    // Assess: the page is there from the static HTML, and React was not part of the load.
    expect(await page.locator('#packages article').count()).toBe(3);
    expect(await page.locator('#lead-form form').count()).toBe(1);
    expect((await scriptsDuringLoad(page)).filter((path) => /\/assets\/(react|hydrate-island|corporate|lead-form|site-footer)[\w-]*\.js$/.test(path))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('on a phone the first tap on the menu button wakes the header and opens the menu', async () => {
    // Prepare: the static page, nothing woken yet.
    await open(at('localhost', '/corporate'), { viewport: PHONE_VIEWPORT });
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.waitFor();
    expect(await page.locator('[data-island-awake]').count()).toBe(0);

    // Act: one tap, held while the header's code loads and replayed once it is live.
    await menuButton.click();

    // Assess: the menu is open with the section links; choosing one closes it.
    const menu = page.locator('#corporate-mobile-menu');
    await menu.waitFor({ state: 'visible' });
    for (const name of ['About', 'Packages', 'How It Works', 'Contact']) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    await menu.getByRole('link', { name: 'Packages', exact: true }).click();
    await menu.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  test('the contact card shows and chats to the number staff stored, without waking an island', async () => {
    // Prepare: the API answers a changed main number.
    await open(at(CORPORATE_HOST), {
      viewport: PHONE_VIEWPORT,
      before: (page) =>
        page.route('**/api/phone-numbers', (route) =>
          route.fulfill({ json: [{ configKey: 'main', phoneNumber: '+971509998877', displayName: 'Main WhatsApp' }] }),
        ),
    });

    // Act: the page settles; the visitor does nothing.
    const chat = page.locator('#contact').getByRole('link', { name: '+971509998877' });
    await chat.waitFor({ state: 'attached' });

    // Assess: the static link carries the stored number as its text and its chat address; nothing woke for it.
    expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/971509998877(\?|$)/);
    expect(await page.locator('[data-island-awake]').count()).toBe(0);
  });

  test('keeps what was typed into the lead form before its island woke, and sends it', async () => {
    // Prepare: the form's code is held back until the visitor has typed.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested: () => void = () => {};
    const formRequested = new Promise<void>((resolve) => (requested = resolve));
    // On localhost: the lead's idempotency key needs a secure context, which http://corporate.example.com is not.
    await open(at('localhost', '/corporate'), {
      before: async (page) => {
        await page.context().route('**/assets/lead-form-*.js', async (route: Route) => {
          requested();
          await released;
          await route.continue();
        });
        await page.route('**/api/leads', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"e2e-lead"}' }));
      },
    });
    const form = page.locator('#lead-form form');
    await form.scrollIntoViewIfNeeded();
    await formRequested;

    // Act: type while the form is static HTML, then let its code arrive and send.
    await form.getByLabel('Full Name', { exact: false }).fill('Early Corporate Typist');
    await form.getByLabel('Email Address', { exact: false }).fill('early.corporate@example.com');
    await form.getByLabel('Phone Number', { exact: false }).fill('+971501234567');
    release();
    await waitForIsland(page, 'home-lead-form');
    const keptName = await form.getByLabel('Full Name', { exact: false }).inputValue();
    const [request] = await Promise.all([
      page.waitForRequest((request) => request.url().endsWith('/api/leads') && request.method() === 'POST'),
      form.locator('button[type="submit"]').click(),
    ]);

    // Assess: the live form still showed what was typed, and that is what is sent.
    expect(keptName).toBe('Early Corporate Typist');
    expect(request.postDataJSON()).toMatchObject({
      fullName: 'Early Corporate Typist',
      email: 'early.corporate@example.com',
      phone: '+971501234567',
    });
  });
});
