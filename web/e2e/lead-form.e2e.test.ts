import type { BrowserContext, Page } from 'playwright-core';
import { LEAD_FORM } from '#shared/main-site/home-content.ts';
import { TOASTS } from '#shared/main-site/messages.ts';
import { LEAD_SUCCESS_WHATSAPP_DELAY_MS } from '#shared/main-site/timings.ts';
import { browserForThisFile, collectErrors, newContext } from './support/browser.ts';
import { waitForHydration } from './support/page-helpers.ts';
import { storedLeads } from './support/table.ts';

const browser = browserForThisFile();

const MESSAGES = {
  fullName: 'Full name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
};

let context: BrowserContext;
let page: Page;
let errors: string[];

beforeEach(async () => {
  context = await newContext(browser());
  page = await context.newPage();
  errors = collectErrors(page);
  await page.goto('/?utm_source=e2e');
  await waitForHydration(page, '#lead-form button[type="submit"]');
});

afterEach(async () => {
  await context.close();
});

const form = () => page.locator('#lead-form form');
const field = (label: string) => form().getByLabel(label, { exact: false });
const submitButton = () => form().locator('button[type="submit"]');
const fill = async (values: { fullName: string; email: string; phone: string }) => {
  await field(LEAD_FORM.fields.fullName.label).fill(values.fullName);
  await field(LEAD_FORM.fields.email.label).fill(values.email);
  await field(LEAD_FORM.fields.phone.label).fill(values.phone);
};

describe('lead form', () => {
  test('submitting the empty form shows a message under each required field and sends nothing', async () => {
    let sent = false;
    await page.route('**/api/leads', (route) => {
      sent = true;
      return route.continue();
    });
    await submitButton().click();
    for (const message of Object.values(MESSAGES)) {
      await form().getByText(message, { exact: true }).waitFor();
    }
    expect(sent).toBe(false);
  });

  test('invalid name, e-mail and phone are refused with the same messages and nothing is sent', async () => {
    let sent = false;
    await page.route('**/api/leads', (route) => {
      sent = true;
      return route.continue();
    });
    // One below each spec minimum: a 1-character name (spec: at least 2), a 9-character phone (spec: at least 10).
    await fill({ fullName: 'A', email: 'not-an-address', phone: '123456789' });
    await submitButton().click();
    for (const message of Object.values(MESSAGES)) {
      await form().getByText(message, { exact: true }).waitFor();
    }
    expect(sent).toBe(false);
  });

  test('a two-letter name and a ten-character phone, exactly the spec minimums, are stored', async () => {
    // Prepare
    const email = `lead-minimums-${Date.now()}@example.com`;
    await fill({ fullName: 'Al', email, phone: '0501234567' });

    // Act
    const answer = page.waitForResponse('**/api/leads');
    await submitButton().click();

    // Assess
    expect((await answer).status()).toBe(201);
    await page.getByText('Thank you!', { exact: true }).waitFor();
    expect((await storedLeads()).find((row) => row.email === email)).toMatchObject({ fullName: 'Al', phone: '0501234567' });
  });

  test('a valid request is stored with its attribution, thanked, and opens WhatsApp with the name two seconds later', async () => {
    const fullName = `E2E Visitor ${Date.now()}`;
    const email = `lead-${Date.now()}@example.com`;
    // Hold the request until the submitting state has been seen.
    let releaseRequest!: () => void;
    const requestHeld = new Promise<void>((resolve) => (releaseRequest = resolve));
    await page.route('**/api/leads', async (route) => {
      await requestHeld;
      await route.continue();
    });
    await fill({ fullName, email, phone: '+971501234567' });
    const chatTab = context.waitForEvent('page', { timeout: LEAD_SUCCESS_WHATSAPP_DELAY_MS + 8_000 });

    await submitButton().click();
    await form().getByRole('button', { name: 'Submitting...' }).waitFor();
    expect(await submitButton().isDisabled()).toBe(true);
    releaseRequest();

    await page.getByText('Thank you!', { exact: true }).waitFor();
    const thankedAt = Date.now();
    await page.getByText('Redirecting you to WhatsApp for immediate assistance...').waitFor();
    expect(await field(LEAD_FORM.fields.fullName.label).inputValue()).toBe(''); // the form is reset

    const lead = (await storedLeads()).find((row) => row.email === email);
    expect(lead).toMatchObject({ fullName, status: 'new', attribution: { utmSource: 'e2e', page: '/' } });

    const chat = await chatTab;
    const openedAfter = Date.now() - thankedAt;
    expect(openedAfter).toBeGreaterThanOrEqual(2000 - 500); // spec: WhatsApp opens 2 seconds after success
    // The business number (spec: ends 0582; the full number is the one set in shared/contact.ts) and the message.
    const expectedText = [
      "Hello! I've just requested a free consultation about setting up my company in Dubai.",
      '',
      `Name: ${fullName}`,
      'Phone: +971501234567',
      `Email: ${email}`,
    ].join('\n');
    const url = new URL(chat.url());
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/971500000582');
    expect(url.searchParams.get('text')).toBe(expectedText);
    expect(new URL(page.url()).pathname).toBe('/'); // the chat opened in a new tab
    expect(errors).toEqual([]);
  });

  test('when the request fails the visitor is told and keeps what was typed', async () => {
    await page.route('**/api/leads', (route) => route.fulfill({ status: 500, body: 'boom' }));
    const values = { fullName: 'Failing Visitor', email: 'failing@example.com', phone: '+971501234567' };
    await fill(values);
    await submitButton().click();

    await page.getByText('Error', { exact: true }).waitFor();
    await page.getByText('Something went wrong. Please try again.').waitFor();
    expect(await field(LEAD_FORM.fields.fullName.label).inputValue()).toBe(values.fullName);
    expect(await field(LEAD_FORM.fields.email.label).inputValue()).toBe(values.email);
    expect(await field(LEAD_FORM.fields.phone.label).inputValue()).toBe(values.phone);
    expect(await submitButton().textContent()).toBe(LEAD_FORM.submitLabel);
  });
});

describe('lead form on a page whose script is still loading', () => {
  test('a request typed and sent before the script runs is never sent by the browser itself, and is stored once the form is live', async () => {
    // A context of its own without the service worker, which the first page installed and which would answer the
    // page's scripts from its cache, past any hold.
    const slowContext = await newContext(browser(), { serviceWorkers: 'block' });
    const slow = await slowContext.newPage();
    const slowErrors = collectErrors(slow);
    let releaseScripts!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await slowContext.route(/\/assets\/.+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back, so wait for the prerendered form itself.
    await slow.goto('/', { waitUntil: 'commit' });
    const navigations: string[] = [];
    slow.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(request.url());
    });
    const earlyForm = slow.locator('#lead-form form');
    const earlyField = (label: string) => earlyForm.getByLabel(label, { exact: false });
    const fullName = `Early Typist ${Date.now()}`;
    const email = `early-${Date.now()}@example.com`;
    await earlyField(LEAD_FORM.fields.fullName.label).fill(fullName);
    await earlyField(LEAD_FORM.fields.email.label).fill(email);
    await earlyField(LEAD_FORM.fields.phone.label).fill('+971501234567');
    const earlySubmit = earlyForm.locator('button[type="submit"]');
    // The button takes the tap from the first paint: it is not disabled in the page's HTML.
    expect(await earlySubmit.isDisabled()).toBe(false);
    await slow.evaluate(() => {
      (window as unknown as { submits: number }).submits = 0;
      document.addEventListener('submit', () => (window as unknown as { submits: number }).submits++, true);
    });
    const sent: string[] = [];
    slow.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/leads') sent.push(request.url());
    });

    // Act: Enter in the last field, while no script has arrived.
    await earlyField(LEAD_FORM.fields.phone.label).press('Enter');

    // Assess: Enter's implicit submission ran inside the key press, which has completed here: the browser did not
    // send the form (no submit event, no navigation with the answers in the address), and the button shows it was
    // pressed.
    expect(await slow.evaluate(() => (window as unknown as { submits: number }).submits)).toBe(0);
    expect(navigations).toEqual([]);
    expect(await earlySubmit.getAttribute('aria-busy')).toBe('true');

    // Act: the scripts arrive.
    releaseScripts();

    // Assess: the held submission is sent once the form is live, with what was typed, once.
    await slow.getByText(TOASTS.leadSuccess.title, { exact: true }).waitFor();
    const leads = (await storedLeads()).filter((row) => row.email === email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ fullName, phone: '+971501234567' });
    expect(sent).toHaveLength(1);
    expect(await earlySubmit.getAttribute('aria-busy')).toBeNull();
    expect(slowErrors).toEqual([]);
    await slowContext.close();
  });
});
