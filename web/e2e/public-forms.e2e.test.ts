/**
 * What every public form shares: the honeypot field people never see, the PDF request's answer for each
 * outcome, and the premium forms keeping what a visitor typed before the page's script ran.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { browserForThisFile, collectErrors, newContext } from './support/browser.ts';
import { waitForHydration } from './support/page-helpers.ts';
import { storedLeads } from './support/table.ts';
import { eventually } from './support/wait.ts';

const browser = browserForThisFile();

let context: BrowserContext;

beforeEach(async () => {
  context = await newContext(browser());
});
afterEach(async () => {
  await context.close();
});

/** The honeypot's name (shared/public-forms/honeypot.ts), copied here so a renamed field fails this test. */
const HONEYPOT = 'website';

type HoneypotState = { inForm: boolean; tabIndex: number; autocomplete: string | null; ariaHidden: boolean; offScreen: boolean; value: string };

/** How each honeypot on the page sits: in a form, out of the tab order and the accessibility tree, off-screen, empty. */
async function honeypots(page: Page): Promise<HoneypotState[]> {
  return page.$$eval(`input[name="${HONEYPOT}"]`, (inputs) =>
    inputs.map((input) => {
      const field = input as HTMLInputElement;
      const box = field.getBoundingClientRect();
      return {
        inForm: field.form !== null,
        tabIndex: field.tabIndex,
        autocomplete: field.getAttribute('autocomplete'),
        ariaHidden: field.closest('[aria-hidden="true"]') !== null,
        offScreen: box.right <= 0 || box.bottom <= 0 || box.left >= window.innerWidth + window.scrollX,
        value: field.value,
      };
    }),
  );
}

const HIDDEN_AND_EMPTY: HoneypotState = { inForm: true, tabIndex: -1, autocomplete: 'off', ariaHidden: true, offScreen: true, value: '' };

/** Opens a UK hub calculation and the PDF request form, filled in and ready to send. */
async function openPdfRequest(page: Page, email: string) {
  await page.goto('/uk');
  await page.locator('[data-hub-variant]:not([data-hub-variant="pending"])').waitFor();
  const calculator = page.getByRole('form', { name: 'UK vs Dubai Tax Calculator' });
  await calculator.getByLabel('Annual company profit').fill('250000');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await page.getByTestId('tax-result').waitFor();
  await page.getByRole('button', { name: 'Request the PDF report' }).click();
  const form = page.getByRole('form', { name: 'Get your report as a PDF' });
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Pat Failure');
  await form.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await form.getByText('I agree to the privacy policy').click();
  return form.getByRole('button', { name: 'Send my PDF report' });
}

describe('the honeypot of every public form', () => {
  it.each([
    ['the home page (lead form and newsletter)', '/', 2],
    ['the UK hub (guide form)', '/uk', 1],
    ['a sales page (lead block)', '/uk/tax-savings', 1],
    ['the premium page (report card and consultation form)', '/uk-dubai', 2],
  ])('on %s is in each form, hidden from people, screen readers, the keyboard and autofill', async (_name, path, forms) => {
    // Prepare
    const page = await context.newPage();

    // Act
    await page.goto(path);
    await page.waitForLoadState('networkidle');

    // Assess
    expect(await honeypots(page)).toEqual(Array.from({ length: forms }, () => HIDDEN_AND_EMPTY));
    expect(await page.getByRole('textbox', { name: HONEYPOT }).count()).toBe(0);
  });

  it('on the PDF request form is hidden too', async () => {
    const page = await context.newPage();
    await openPdfRequest(page, `pdf-honeypot-${Date.now()}@example.com`);

    const form = page.getByRole('form', { name: 'Get your report as a PDF' });
    expect(await form.locator(`input[name="${HONEYPOT}"]`).count()).toBe(1);
    expect((await honeypots(page)).every((state) => JSON.stringify(state) === JSON.stringify(HIDDEN_AND_EMPTY))).toBe(true);
  });

  it('is never reached with the keyboard: Tab from the newsletter\'s Subscribe button, which it follows, skips it', async () => {
    // Prepare
    const page = await context.newPage();
    await page.goto('/');
    await waitForHydration(page, 'footer button[type="submit"]');
    await page.getByRole('button', { name: 'Subscribe' }).focus();

    // Act
    await page.keyboard.press('Tab');

    // Assess: focus moved on, and not into the honeypot.
    expect(await page.evaluate(() => document.activeElement?.textContent)).not.toBe('Subscribe');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).not.toBe('website');
  });

  it('a person\'s lead is sent with the honeypot empty and stored as a lead', async () => {
    // Prepare
    const page = await context.newPage();
    await page.goto('/uk/tax-savings');
    await waitForHydration(page, '#lead-capture button[type="submit"]');
    const form = page.locator('#lead-capture form');
    const email = `honeypot-person-${Date.now()}@example.com`;
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Robin Person');
    await form.getByRole('textbox', { name: 'Email Address' }).fill(email);

    // Act
    const [request] = await Promise.all([page.waitForRequest('**/api/leads/capture'), form.locator('button[type="submit"]').click()]);

    // Assess
    expect(JSON.parse(request.postData() ?? '{}')).toMatchObject({ email, [HONEYPOT]: '' });
    await eventually(async () => (await storedLeads()).find((lead) => lead.email === email), `the lead of ${email}`);
  });

  it('what a bot types into it goes with the submission, for the server to flag', async () => {
    // Prepare
    const page = await context.newPage();
    await page.goto('/');
    await waitForHydration(page, 'footer input[type="email"]');
    const email = `honeypot-bot-${Date.now()}@example.com`;
    await page.locator(`footer input[name="${HONEYPOT}"]`).fill('https://spam.example');
    await page.getByRole('form', { name: 'Newsletter' }).getByRole('textbox', { name: 'Email Address' }).fill(email);

    // Act
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/newsletter') && r.method() === 'POST'),
      page.getByRole('button', { name: 'Subscribe' }).click(),
    ]);

    // Assess
    expect(JSON.parse(request.postData() ?? '{}')).toMatchObject({ email, [HONEYPOT]: 'https://spam.example' });
  });
});

describe('the PDF request answer', () => {
  it.each([503, 500, 429])(
    'says "Failed to request PDF. Please try again." when the server answers %i, and keeps nothing to send later',
    async (status) => {
      // Prepare
      const page = await context.newPage();
      const errors = collectErrors(page);
      const submit = await openPdfRequest(page, `pdf-${status}-${Date.now()}@example.com`);
      await page.route('**/api/tax-report', (route) => route.fulfill({ status, contentType: 'application/json', body: '{"message":"no"}' }));

      // Act
      await submit.click();

      // Assess
      const outcome = page.getByTestId('pdf-request-outcome');
      await outcome.waitFor();
      expect(await outcome.textContent()).toContain('Failed to request PDF. Please try again.');
      expect(await outcome.textContent()).not.toContain('queued');
      expect(await page.evaluate(() => window.localStorage.getItem('submission-outbox'))).toBeNull();
      // The browser logs the refused request itself; nothing else went wrong.
      expect(errors.filter((error) => !error.includes(`status of ${status}`))).toEqual([]);
    },
    60_000,
  );
});

describe('the premium forms before the page\'s script runs', () => {
  it('keep what the visitor typed into the consultation form and store it once they submit', async () => {
    // Prepare: the page's scripts are held back, so the visitor types into the prerendered form.
    const page = await context.newPage();
    let releaseScripts!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.context().route(/\/assets\/.+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/uk-dubai', { waitUntil: 'commit' });
    const form = page.locator('#premium-consultation form');
    const email = `consultation-early-${Date.now()}@example.co.uk`;
    await form.getByLabel('Full name').fill('Early Consultant');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Company').fill('Early Ltd');

    // Act
    releaseScripts();
    await waitForHydration(page, '#premium-consultation button[type="submit"]');
    await Promise.all([context.waitForEvent('page'), form.getByRole('button', { name: 'GET VIP CONSULTATION' }).click()]);

    // Assess
    const lead = await eventually(async () => (await storedLeads()).find((row) => row.email === email), `the lead of ${email}`);
    expect(lead).toMatchObject({ formType: 'consultation', fullName: 'Early Consultant', companyName: 'Early Ltd' });
  });
});
