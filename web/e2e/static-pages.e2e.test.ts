import type { BrowserContext, Page } from 'playwright-core';
import { browserForThisFile, collectErrors, newContext, PHONE_VIEWPORT } from './support/browser.ts';
import { scriptsDuringLoad, waitForIsland } from './support/page-helpers.ts';

const browser = browserForThisFile();

let context: BrowserContext;
let page: Page;
let errors: string[];

afterEach(async () => {
  await context?.close();
});

/** /uk/tax-savings on a phone, with the phone numbers the API answers (the seeded ones unless `numbers` says). */
async function openTaxPage(numbers?: Array<{ configKey: string; phoneNumber: string; displayName: string }>) {
  context = await newContext(browser(), { viewport: PHONE_VIEWPORT });
  page = await context.newPage();
  errors = collectErrors(page);
  if (numbers) await page.route('**/api/phone-numbers', (route) => route.fulfill({ json: numbers }));
  await page.goto('/uk/tax-savings');
}

describe('the UK tax page as static HTML with islands', () => {
  it('shows the £233,340 analysis without loading React while it loads', async () => {
    // Prepare / Act
    await openTaxPage();

    // Assess: the spec's headline figure is in the static HTML, and no island's code was part of the load.
    await page.getByTestId('headline-saving').getByText('£233,340').waitFor();
    expect((await scriptsDuringLoad(page)).filter((path) => /\/assets\/(react|hydrate-island|uk-header|lead-capture-block)-/.test(path))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('points the WhatsApp buttons of the static HTML at the number staff stored', async () => {
    // Prepare / Act: staff's main number is not the seeded +971500000582.
    await openTaxPage([{ configKey: 'main', phoneNumber: '+971509998877', displayName: 'Main WhatsApp' }]);

    // Assess: the case-study buttons, static HTML, now open a chat with the stored number.
    const persona = page.getByRole('link', { name: /Get a plan like/ }).first();
    await page.waitForFunction(
      () => document.querySelector('a[href^="https://wa.me/971509998877?text="]') !== null,
    );
    expect(await persona.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/971509998877\?text=/);
    // None of the static links kept the seeded number (the header's island fetches its own once it wakes).
    const seeded = await page.evaluate(
      () => Array.from(document.querySelectorAll('a[href^="https://wa.me/971500000582"]')).filter((link) => !link.closest('[data-island]')).length,
    );
    expect(seeded).toBe(0);
    expect(errors).toEqual([]);
  });

  it('wakes the header at the first interaction, and its calculate button then uses the stored number', async () => {
    // Prepare
    await openTaxPage([{ configKey: 'main', phoneNumber: '+971509998877', displayName: 'Main WhatsApp' }]);
    await page.getByTestId('headline-saving').waitFor();

    // Act: the visitor's first key press.
    await page.keyboard.press('Tab');
    await waitForIsland(page, 'uk-tax-header-contacts');

    // Assess
    const calculate = page.getByRole('link', { name: /Calculate/ });
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-island="uk-tax-header-contacts"] a')).some((link) =>
        link.getAttribute('href')?.startsWith('https://wa.me/971509998877?text='),
      ),
    );
    expect(await calculate.first().getAttribute('href')).toMatch(/^https:\/\/wa\.me\/971509998877\?text=/);
    expect(errors).toEqual([]);
  });
});

describe('the advisory page as static HTML', () => {
  it('loads no React while it loads, and its footer shows and calls the number staff stored', async () => {
    // Prepare: staff's main number is not the seeded +971500000582.
    context = await newContext(browser(), { viewport: PHONE_VIEWPORT });
    page = await context.newPage();
    errors = collectErrors(page);
      await page.route('**/api/phone-numbers', (route) =>
      route.fulfill({ json: [{ configKey: 'main', phoneNumber: '+971509998877', displayName: 'Main WhatsApp' }] }),
    );

    // Act
    await page.goto('/advisory');

    // Assess: the footer's phone link, static HTML, takes the stored number as its address and its text.
    const phone = page.locator('footer').getByRole('link', { name: '+971509998877' });
    await phone.waitFor();
    expect(await phone.getAttribute('href')).toBe('tel:+971509998877');
    expect((await scriptsDuringLoad(page)).filter((path) => /\/assets\/(react|hydrate-island)-/.test(path))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
