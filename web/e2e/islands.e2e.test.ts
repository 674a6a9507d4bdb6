import type { BrowserContext, Page, Route } from 'playwright-core';
import { browserForThisFile, collectErrors, newContext, PHONE_VIEWPORT } from './support/browser.ts';
import { scriptsDuringLoad, waitForHydration, waitForIsland } from './support/page-helpers.ts';

const browser = browserForThisFile();

let context: BrowserContext;
let page: Page;
let errors: string[];

afterEach(async () => {
  await context?.close();
});

/** /privacy on a phone for a visitor from Germany (the cookie banner is due). */
async function openPrivacy(options: { before?: (page: Page) => Promise<void> } = {}) {
  context = await newContext(browser(), { viewport: PHONE_VIEWPORT });
  page = await context.newPage();
  errors = collectErrors(page);
  await page.route('**/api/geo', (route) => route.fulfill({ json: { country_code: 'DE', region: null } }));
  await options.before?.(page);
  await page.goto('/privacy');
}

const banner = () => page.getByRole('dialog', { name: 'We value your privacy' });

describe('the privacy page as static HTML with islands', () => {
  it('shows the policy and the cookie banner without loading React while it loads, then makes the banner live untouched', async () => {
    // Prepare / Act: open the page and let it settle.
    await openPrivacy();
    await banner().waitFor();

    // Assess: the banner is on screen from the static HTML, and React was not part of the load.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Policy');
    expect((await scriptsDuringLoad(page)).filter((path) => /\/assets\/(react|hydrate-island|site-footer|cookie-consent-banner)-/.test(path))).toEqual([]);
    // Once the page has settled, the banner in view comes alive while the browser is idle, with no tap to wait for.
    await waitForIsland(page, 'cookie-banner');
    expect(errors).toEqual([]);
  });

  it('takes the first click on "Accept all" as the choice, although the banner was static HTML until then', async () => {
    // Prepare
    await openPrivacy();
    await banner().waitFor();

    // Act
    await banner().getByRole('button', { name: 'Accept all' }).click();

    // Assess: the banner goes and the choice is stored.
    await banner().waitFor({ state: 'hidden' });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null') as Record<string, boolean> | null);
    expect(stored).toMatchObject({ necessary: true, analytics: true, marketing: true, functional: true });
    expect(errors).toEqual([]);
  });

  it('keeps an address typed into the footer before its island woke, and subscribes it', async () => {
    // Prepare: the footer's code is held back until the visitor has typed.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested: () => void = () => {};
    const footerRequested = new Promise<void>((resolve) => (requested = resolve));
    await openPrivacy({
      before: async (page) => {
        await page.context().route('**/assets/site-footer-*.js', async (route: Route) => {
          requested();
          await released;
          await route.continue();
        });
      },
    });
    await banner().waitFor();
    await banner().getByRole('button', { name: 'Reject non-essential' }).click();
    await banner().waitFor({ state: 'hidden' });
    const email = `islands-${Date.now()}@example.com`;
    const input = page.getByRole('textbox', { name: 'Email Address' });
    await input.scrollIntoViewIfNeeded();
    await footerRequested;

    // Act: type while the footer is static HTML, then let its code arrive and subscribe.
    await input.fill(email);
    release();
    await waitForIsland(page, 'site-footer');
    await waitForHydration(page, 'footer input[type="email"]');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/newsletter') && response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Subscribe' }).click(),
    ]);

    // Assess
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toMatchObject({ email });
    await page.getByText('Successfully subscribed to our newsletter.').waitFor();
    expect(errors).toEqual([]);
  });
});

/** Holds the islands bootstrap's request until `release` is called; `requested` settles once the page asked for it. */
function holdBootstrap() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested: () => void = () => {};
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  const before = async (page: Page) => {
    await page.context().route('**/assets/islands-*.js', async (route: Route) => {
      markRequested();
      await released;
      await route.continue();
    });
  };
  return { before, release, requested };
}

describe('a static page before any of its scripts has arrived', () => {
  it('paints its content first, and asks for its scripts only then', async () => {
    // Prepare / Act
    await openPrivacy();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/islands-')));

    // Assess: the bootstrap was requested after the first contentful paint, and nothing else came before it.
    const timings = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(timings.paint).toBeGreaterThan(0);
    expect(timings.firstScript).toBeGreaterThanOrEqual(timings.paint!);
    expect(errors).toEqual([]);
  });

  it("follows a link in an island clicked before the page's scripts failed to load", async () => {
    // Prepare: the bootstrap's request is held, then fails.
    let fail: () => void = () => {};
    const failed = new Promise<void>((resolve) => (fail = resolve));
    let markRequested: () => void = () => {};
    const requested = new Promise<void>((resolve) => (markRequested = resolve));
    context = await newContext(browser());
    page = await context.newPage();
    await page.context().route('**/assets/islands-*.js', async (route: Route) => {
      markRequested();
      await failed;
      await route.abort();
    });
    await page.goto('/terms');
    await requested;
    const packages = page.locator('[data-island="simple-header"] a[href="/#packages"]').first();

    // Act: the click is held while the scripts load (the link shows it was pressed); then they fail.
    await packages.click();
    expect(new URL(page.url()).pathname).toBe('/terms');
    expect(await packages.getAttribute('aria-busy')).toBe('true');
    fail();

    // Assess: the held click is given back to the page, and the link leads where it says.
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#packages');
  });

  it('keeps the menu working when the scripts cannot load at all', async () => {
    // Prepare: the bootstrap cannot load.
    context = await newContext(browser(), { viewport: PHONE_VIEWPORT });
    page = await context.newPage();
    await page.context().route('**/assets/islands-*.js', (route: Route) => route.abort());
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/assets/islands-'));
    await page.goto('/terms');
    await failed;
    const toggle = page.locator('header button[aria-controls]');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);

    // Act / Assess: the menu opens and closes.
    await toggle.click();
    await menu.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    await menu.waitFor({ state: 'hidden' });
  });

  it("opens the menu in the tap that a phone visitor makes before any script arrived, and the header follows once live", async () => {
    // Prepare: the bootstrap is held back.
    const bootstrap = holdBootstrap();
    context = await newContext(browser(), { viewport: PHONE_VIEWPORT });
    page = await context.newPage();
    errors = collectErrors(page);
    await bootstrap.before(page);
    await page.goto('/terms');
    await bootstrap.requested;
    const toggle = page.locator('header button[aria-controls]');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);

    // Act: tap while the header is static HTML and no script has arrived.
    await toggle.click();

    // Assess: the menu is open before any script arrived; once the header is live it holds the menu as open (its
    // button then closes it: the tap was taken once, not twice).
    expect(await menu.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    bootstrap.release();
    await waitForIsland(page, 'simple-header');
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    expect(await menu.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });
});

/** A static page on a phone. */
async function openStaticPage(path: string) {
  context = await newContext(browser(), { viewport: PHONE_VIEWPORT });
  page = await context.newPage();
  errors = collectErrors(page);
  return page.goto(path);
}

describe('the small public pages as static HTML with islands', () => {
  test.each(['/terms', '/refund-policy', '/careers', '/blog', '/calculator'])(
    '%s shows its page without loading its header while it loads, then makes the header live untouched',
    async (path) => {
      // Act
      await openStaticPage(path);
      await page.getByRole('heading', { level: 1 }).waitFor();

      // Assess: the header and footer are islands from the static HTML; the header's code was not part of the load,
      // and comes once the page has settled, while the browser is idle, with no tap to wait for.
      expect(await page.locator('[data-island="simple-header"] header').count()).toBe(1);
      expect(await page.locator('[data-island="site-footer"] footer').count()).toBe(1);
      expect((await scriptsDuringLoad(page)).filter((path) => /\/assets\/(simple-header|cost-calculator)-/.test(path))).toEqual([]);
      await waitForIsland(page, 'simple-header');
      expect(errors).toEqual([]);
    },
  );

  test("a phone visitor's first tap on the header's menu button opens the menu, though the header was static HTML", async () => {
    // Prepare
    await openStaticPage('/terms');
    const toggle = page.locator('header button[aria-controls]');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    expect(await menu.isVisible()).toBe(false);

    // Act: the tap both wakes the header and is replayed on it once it is live.
    await toggle.click();

    // Assess: the menu shows the home page's links (spec: Packages, About, Free Consultation).
    await menu.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('link', { name: 'Packages' }).getAttribute('href')).toBe('/#packages');
    expect(await menu.getByRole('link', { name: 'Free Consultation' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('an unknown address answers 404 with the static not-found page, its way home a plain link', async () => {
    // Act
    const response = await openStaticPage('/no-such-page');
    await page.getByRole('heading', { level: 1 }).waitFor();

    // Assess
    expect(response?.status()).toBe(404);
    expect(await page.locator('main a[href="/"]').count()).toBe(1);
    expect((await scriptsDuringLoad(page)).filter((path) => /\/assets\/(react|hydrate-island)-/.test(path))).toEqual([]);
    // The one error is Chromium's report of the page's own 404.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });
});

describe("the design system's styles on a static page", () => {
  /** A token of the design system the privacy page's HTML never uses (Chakra's pink palette). */
  const unusedToken = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-pink-500').trim());

  it('inlines only the styles its HTML uses, and attaches the whole design system before an island comes to life', async () => {
    // Prepare: hold the whole stylesheet back until the visitor has clicked.
    let releaseStylesheet!: () => void;
    const stylesheetHeld = new Promise<void>((resolve) => (releaseStylesheet = resolve));
    await openPrivacy({
      before: async (page) => {
        await page.context().route('**/assets/system-*.css', async (route: Route) => {
          await stylesheetHeld;
          await route.continue();
        });
      },
    });
    await banner().waitFor();
    expect(await unusedToken()).toBe('');

    // Act: the first click wakes the banner's island, which must wait for the stylesheet.
    await banner().getByRole('button', { name: 'Accept all' }).click();
    await page.waitForFunction(() => document.querySelector('[data-island="cookie-banner"][data-island-awake]') !== null);
    const liveBeforeStylesheet = await page.locator('[data-island="cookie-banner"][data-island-live]').count();
    releaseStylesheet();

    // Assess: the island came to life only with the whole design system in place, and then took the click.
    await banner().waitFor({ state: 'hidden' });
    expect(liveBeforeStylesheet).toBe(0);
    expect(await unusedToken()).toBe('#ec4899');
    expect(errors).toEqual([]);
  });

  test.each(['/', '/uk', '/uk/tax-savings', '/calculator', '/uk-dubai', '/uk-dubai-3', '/privacy'])(
    '%s is laid out the same with only its inlined styles as with the whole design system',
    async (path) => {
      // Prepare: the page as it first paints, with no script (an island's styles then cannot mask a missing token).
      context = await newContext(browser(), { viewport: PHONE_VIEWPORT });
      page = await context.newPage();
      await page.context().route('**/assets/islands-*.js', (route) => route.abort());
      await page.goto(path);
      const layout = () =>
        page.evaluate(() =>
          Array.from(document.body.querySelectorAll('*'))
            .filter((element): element is HTMLElement => element instanceof HTMLElement)
            .map((element) => {
              const name = `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
              return `${name} ${element.offsetLeft},${element.offsetTop} ${element.offsetWidth}x${element.offsetHeight}`;
            }),
        );
      const inlinedOnly = await layout();

      // Act: attach the whole design system, as the bootstrap does before the first island wakes.
      await page.evaluate(async () => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = document.querySelector<HTMLMetaElement>('meta[name="system-styles"]')!.content;
        const loaded = new Promise((resolve, reject) => {
          link.onload = resolve;
          link.onerror = reject;
        });
        document.head.append(link);
        await loaded;
      });

      // Assess: not one element moved or changed size.
      const whole = await layout();
      expect(whole.length).toBe(inlinedOnly.length);
      expect(whole.filter((box, index) => box !== inlinedOnly[index])).toEqual([]);
    },
  );

  it('adds no global style of its own however many islands wake', async () => {
    // Prepare
    await openPrivacy();
    await banner().waitFor();

    // Act: wake the banner, then the footer.
    await banner().getByRole('button', { name: 'Accept all' }).click();
    await waitForIsland(page, 'cookie-banner');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await waitForIsland(page, 'site-footer');

    // Assess: one design-system stylesheet, and no island inserted Chakra's global styles again.
    expect(await page.locator('link[rel="stylesheet"][href^="/assets/system-"]').count()).toBe(1);
    expect(await page.locator('style[data-emotion^="css-global"]').count()).toBe(0);
  });
});
