import type { BrowserContext, Page } from 'playwright-core';
import { CONSENT_STORAGE_KEY, CONSENT_TIMESTAMP_KEY } from '#shared/main-site/consent.ts';
import { CONSENT_COPY } from '#shared/main-site/consent-copy.ts';
import { browserForThisFile, collectErrors, newContext, PHONE_VIEWPORT } from './support/browser.ts';
import { waitForConsentDecision } from './support/wait.ts';

const browser = browserForThisFile();

let context: BrowserContext;
let page: Page;
let errors: string[];

afterEach(async () => {
  await context?.close();
});

type GeoAnswer = 'real' | { country: string } | { status: number };

/** A page whose GET /api/geo answers as given ('real': the local stack's own answer, GB). */
async function openPage(options: { geo?: GeoAnswer; path?: string; viewport?: { width: number; height: number }; storage?: Record<string, string> } = {}) {
  context = await newContext(browser(), { viewport: options.viewport });
  if (options.storage) {
    await context.addInitScript((entries) => {
      // Only on the first document: a reload must see what the page itself stored.
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, options.storage);
  }
  page = await context.newPage();
  errors = collectErrors(page);
  const geo = options.geo ?? 'real';
  if (geo !== 'real') {
    await page.route('**/api/geo', (route) =>
      'country' in geo
        ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ country_code: geo.country, region: null }) })
        : route.fulfill({ status: geo.status, contentType: 'application/json', body: '{"message":"geo failed"}' }),
    );
  }
  const geoAnswered = page.waitForResponse('**/api/geo');
  await page.goto(options.path ?? '/');
  await geoAnswered;
}

const banner = () => page.getByRole('dialog', { name: CONSENT_COPY.title });
const stored = () =>
  page.evaluate(([consentKey, timestampKey]) => ({ consent: localStorage.getItem(consentKey), at: localStorage.getItem(timestampKey) }), [
    CONSENT_STORAGE_KEY,
    CONSENT_TIMESTAMP_KEY,
  ] as const);

/** Consent Mode commands the page queued, as plain arrays. */
const consentCommands = () =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((entry) => entry[0] === 'consent'),
  );

const MONTH_MS = 31 * 24 * 60 * 60 * 1000;

describe('cookie consent', () => {
  it('asks a visitor from Germany, remembers "Accept all" with its date, and does not ask again after a reload', async () => {
    await openPage({ geo: { country: 'DE' } });

    await banner().waitFor();
    await expect(stored()).resolves.toEqual({ consent: null, at: null });

    const before = Date.now();
    await banner().getByRole('button', { name: CONSENT_COPY.acceptAll }).click();
    await banner().waitFor({ state: 'detached' });

    const saved = await stored();
    expect(JSON.parse(saved.consent!)).toEqual({ necessary: true, analytics: true, marketing: true, functional: true });
    expect(Number(saved.at)).toBeGreaterThanOrEqual(before);
    expect(Number(saved.at)).toBeLessThanOrEqual(Date.now());
    // Google Consent Mode: denied by default, then granted by the choice.
    const commands = await consentCommands();
    expect(commands[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', security_storage: 'granted' })]);
    expect(commands.at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' })]);

    const geoAgain = page.waitForResponse('**/api/geo');
    await page.reload();
    // Still the German answer: the reloaded page (now under the service worker) asked the same lookup.
    await expect((await geoAgain).json()).resolves.toMatchObject({ country_code: 'DE' });
    // The store has decided (Consent Mode update pushed): a banner that is not there now will not come.
    await waitForConsentDecision(page);
    await expect(banner().count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it('asks again when the stored choice is 14 months old', async () => {
    await openPage({
      geo: { country: 'FR' },
      storage: {
        [CONSENT_STORAGE_KEY]: JSON.stringify({ necessary: true, analytics: true, marketing: false, functional: false }),
        [CONSENT_TIMESTAMP_KEY]: String(Date.now() - 14 * MONTH_MS),
      },
    });

    await banner().waitFor();
  });

  it('does not ask a returning visitor from Germany whose choice is a month old', async () => {
    await openPage({
      geo: { country: 'DE' },
      storage: {
        [CONSENT_STORAGE_KEY]: JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false }),
        [CONSENT_TIMESTAMP_KEY]: String(Date.now() - MONTH_MS),
      },
    });

    await waitForConsentDecision(page);
    await expect(banner().count()).resolves.toBe(0);
    const commands = await consentCommands();
    expect(commands.at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })]);
  });

  it('grants everything without a banner to a visitor from the UK (the real location lookup)', async () => {
    await openPage();

    await page.waitForFunction((key) => localStorage.getItem(key) !== null, CONSENT_STORAGE_KEY);
    const saved = await stored();
    expect(JSON.parse(saved.consent!)).toEqual({ necessary: true, analytics: true, marketing: true, functional: true });
    expect(Number(saved.at)).toBeGreaterThan(Date.now() - 60_000);
    await expect(banner().count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows the banner when the location lookup fails', async () => {
    await openPage({ geo: { status: 500 } });

    await banner().waitFor();
  });

  it('"Reject non-essential" keeps only necessary cookies', async () => {
    await openPage({ geo: { country: 'IE' } });

    await banner().getByRole('button', { name: CONSENT_COPY.rejectAll }).click();
    await banner().waitFor({ state: 'detached' });

    expect(JSON.parse((await stored()).consent!)).toEqual({ necessary: true, analytics: false, marketing: false, functional: false });
  });

  it('lets a keyboard user customise: analytics on, marketing off, necessary always on', async () => {
    await openPage({ geo: { country: 'NL' } });
    await banner().waitFor();
    // The banner takes focus when it appears, so the keyboard starts there.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('dialog');

    await banner().getByRole('button', { name: CONSENT_COPY.customise }).focus();
    await page.keyboard.press('Enter');
    const necessary = banner().getByRole('checkbox', { name: CONSENT_COPY.categories.necessary.label });
    await expect(necessary.isChecked()).resolves.toBe(true);
    await expect(necessary.isDisabled()).resolves.toBe(true);
    // Focus moved to the first choice (analytics): Space turns it on.
    await page.keyboard.press('Space');
    await expect(banner().getByRole('checkbox', { name: CONSENT_COPY.categories.analytics.label }).isChecked()).resolves.toBe(true);

    await banner().getByRole('button', { name: CONSENT_COPY.save }).click();
    await banner().waitFor({ state: 'detached' });
    expect(JSON.parse((await stored()).consent!)).toEqual({ necessary: true, analytics: true, marketing: false, functional: false });
  });

  it('links to the privacy policy and leaves the lead form usable on a phone', async () => {
    await openPage({ geo: { country: 'ES' }, viewport: PHONE_VIEWPORT });
    await banner().waitFor();

    const box = await banner().boundingBox();
    expect(box!.height).toBeLessThanOrEqual(PHONE_VIEWPORT.height / 2);
    // Nothing covers the page behind a modal: the lead form's first field takes typing while the banner is open.
    const name = page.locator('#lead-form input').first();
    // click() fails when another element would receive the click, so this proves the field is not covered.
    await name.click();
    await page.keyboard.type('Maria Lopez');
    await expect(name.inputValue()).resolves.toBe('Maria Lopez');

    await banner().getByRole('link', { name: CONSENT_COPY.privacyLink }).click();
    await page.waitForURL('**/privacy');
  });
});
