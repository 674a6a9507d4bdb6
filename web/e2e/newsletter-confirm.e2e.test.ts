import type { BrowserContext, Page } from 'playwright-core';
import type { ReceivedEmail } from '#infra/local/mailbox.ts';
import { browserForThisFile, collectErrors, newContext } from './support/browser.ts';
import { e2eEnv } from './support/e2e-env.ts';
import { storedSubscriptions } from './support/table.ts';
import { eventually } from './support/wait.ts';
import { recordScripts } from './support/page-helpers.ts';

const browser = browserForThisFile();

/** Ours (the spec has no double opt-in), copied. */
const COPY = {
  button: 'Confirm my subscription',
  confirmed: 'Thank you: your subscription is confirmed.',
  used: 'This link has already been used: your subscription is confirmed.',
  unknown: 'This confirmation link is not valid or has expired. Please subscribe again from the form at the bottom of any page.',
};

let context: BrowserContext;
let page: Page;
let errors: string[];

beforeEach(async () => {
  context = await newContext(browser());
  page = await context.newPage();
  errors = collectErrors(page);
});

afterEach(async () => {
  await context.close();
});

/** Subscribes through the API as the footer form does, and answers the confirmation link mailed to the address. */
async function subscribeAndReadLink(email: string): Promise<URL> {
  const response = await fetch(`${e2eEnv().baseUrl}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(201);
  const mail = await eventually(async () => {
    const { emails } = (await (await fetch(`${e2eEnv().mailboxUrl}/store`)).json()) as { emails: ReceivedEmail[] };
    return emails.find((received) => received.destination.to.some((to) => to.includes(email)));
  }, `the confirmation e-mail to ${email}`);
  const link = mail.body.text?.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)?.[0];
  if (!link) throw new Error(`No confirmation link in: ${mail.body.text}`);
  return new URL(link);
}

/** The link's page on the stack under test (the link names the stack's own address). */
const onStack = (link: URL) => `${e2eEnv().baseUrl}${link.pathname}${link.search}`;
const stateOf = async (email: string) => (await storedSubscriptions()).find((row) => row.email === email)?.state;

describe('the newsletter confirmation page', () => {
  test('opening the link confirms nothing; pressing the button confirms, and a second press says the link was used', async () => {
    // Prepare
    const email = `confirm-${Date.now()}${Math.floor(Math.random() * 1e4)}@example.com`;
    const link = await subscribeAndReadLink(email);

    // Act: open the page (what a mail scanner does too) and wait until it is ready to be used.
    await page.goto(onStack(link));
    const button = page.getByRole('button', { name: COPY.button });
    await button.waitFor();

    // Assess: still waiting for the visitor's own confirmation.
    expect(await stateOf(email)).toBe('pending');

    // Act
    await button.click();

    // Assess
    await page.getByText(COPY.confirmed, { exact: true }).waitFor();
    expect(await stateOf(email)).toBe('confirmed');

    // Act: the link is opened and pressed again.
    await page.goto(onStack(link));
    await page.getByRole('button', { name: COPY.button }).click();

    // Assess
    await page.getByText(COPY.used, { exact: true }).waitFor();
    expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
  });

  test('is a static page: the button works with no React loaded, and without a token the page says the link is needed', async () => {
    // Prepare
    const scripts = recordScripts(page);

    // Act
    await page.goto(`${e2eEnv().baseUrl}/newsletter/confirm`);

    // Assess: the message for a missing token (ours, copied), no button, and no React.
    await page.getByText('This page needs the link from your confirmation e-mail.', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: COPY.button }).count()).toBe(0);
    await page.waitForFunction(() => document.querySelector('[data-island="newsletter-confirm"][data-island-live]') !== null);
    expect(scripts.filter((path) => /\/assets\/(react|hydrate-island|confirm-subscription-panel)-/.test(path))).toEqual([]);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  });

  test('an unknown link says it is not valid', async () => {
    // Act
    await page.goto(`${e2eEnv().baseUrl}/newsletter/confirm?token=never-issued`);
    await page.getByRole('button', { name: COPY.button }).click();

    // Assess
    await page.getByText(COPY.unknown, { exact: true }).waitFor();
  });
});
