/**
 * Forms: after a failed submit, focus is on the first field to fix, and the e-mail field is called
 * 'Email Address' on every public form.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { browserForThisFile, newContext, PHONE_VIEWPORT } from './support/browser.ts';
import { waitForHydration } from './support/page-helpers.ts';

const browser = browserForThisFile();

let context: BrowserContext;
let page: Page;

afterEach(async () => {
  await context?.close();
});

async function open(path: string) {
  context = await newContext(browser(), { viewport: PHONE_VIEWPORT });
  page = await context.newPage();
  await page.goto(path);
}

/** The name attribute of the element that has focus. */
const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('name') ?? null);

describe('focus after a failed submit', () => {
  test('the home lead form, sent with a name and no e-mail, puts focus on "Email Address"', async () => {
    // Prepare
    await open('/');
    await page.locator('#lead-form').scrollIntoViewIfNeeded();
    await waitForHydration(page, '#lead-form form button[type="submit"]');
    const form = page.locator('#lead-form form');
    await form.getByLabel('Full Name').fill('Jamie Focus');

    // Act
    await form.getByRole('button', { name: 'Get My Free Consultation' }).click();

    // Assess
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'email');
    await expect(form.getByLabel('Email Address').evaluate((input) => input === document.activeElement)).resolves.toBe(true);
  });

  test('the footer newsletter, sent empty, puts focus on its "Email Address" field', async () => {
    // Prepare
    await open('/privacy');
    const input = page.getByRole('textbox', { name: 'Email Address' });
    await waitForHydration(page, 'footer input[name="email"]');

    // Act
    await page.getByRole('button', { name: 'Subscribe' }).click();

    // Assess
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'email');
    await expect(input.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  });

  test('the UK guide form, sent empty, puts focus on "Full Name", its first field', async () => {
    // Prepare
    await open('/uk');
    const form = page.getByRole('form', { name: 'Free UK to Dubai Migration Guide' });
    await waitForHydration(page, 'form[aria-label="Free UK to Dubai Migration Guide"] button[type="submit"]');

    // Act
    await form.getByRole('button', { name: 'Send me the guide' }).click();

    // Assess
    await page.waitForFunction(() => document.activeElement?.closest('form')?.getAttribute('aria-label') === 'Free UK to Dubai Migration Guide');
    await expect(form.getByRole('textbox', { name: 'Full Name' }).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  });

  test('the admin login, sent with a username and no password, puts focus on "Password"', async () => {
    // Prepare
    await open('/admin');
    const username = page.getByLabel('Username');
    await waitForHydration(page, 'input[name="username"]');
    await username.fill('someone');

    // Act
    await page.getByRole('button', { name: 'Login' }).click();

    // Assess
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'password');
    await expect(focusedName()).resolves.toBe('password');
  });
});
