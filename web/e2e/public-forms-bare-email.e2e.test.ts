/**
 * The public forms take a bare e-mail address only, in the browser as in the API: an address with a display name
 * (`"1"<victim@…>`) would reach one inbox under a new name each time. And the stack believes only what CloudFront
 * itself says about the viewer: a caller's own CloudFront-Viewer-Address is not what is stored or counted.
 * Messages are the spec's, copied (main-site.md section 5, uk-and-admin.md section 5).
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { browserForThisFile, collectErrors, newContext } from './support/browser.ts';
import { e2eEnv } from './support/e2e-env.ts';
import { waitForHydration } from './support/page-helpers.ts';
import { storedLeads } from './support/table.ts';
import { eventually } from './support/wait.ts';

const browser = browserForThisFile();

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

/** Notes whether the page calls the API path; the form must refuse before it does. */
async function watchCalls(path: string): Promise<() => boolean> {
  let called = false;
  await page.route(`**${path}`, (route) => {
    called = true;
    return route.continue();
  });
  return () => called;
}

describe('a display name in the e-mail field', () => {
  it('is refused by the footer newsletter form with "Invalid email", and nothing is sent', async () => {
    // Prepare
    await page.goto('/');
    await waitForHydration(page, 'footer input[type="email"]');
    const called = await watchCalls('/api/newsletter');
    await page.getByRole('form', { name: 'Newsletter' }).getByRole('textbox', { name: 'Email Address' }).fill('"1"<victim@example.com>');

    // Act
    await page.getByRole('button', { name: 'Subscribe' }).click();

    // Assess
    await page.getByRole('form', { name: 'Newsletter' }).getByText('Invalid email', { exact: true }).waitFor();
    expect(called()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('is refused by the home lead form with "Please enter a valid email address", and nothing is sent', async () => {
    // Prepare
    await page.goto('/');
    await waitForHydration(page, '#lead-form button[type="submit"]');
    const called = await watchCalls('/api/leads');
    const form = page.locator('#lead-form form');
    await form.getByLabel('Full Name', { exact: false }).fill('Vic Tim');
    await form.getByLabel('Email', { exact: false }).fill('"2"<victim@example.com>');
    await form.getByLabel('Phone', { exact: false }).fill('+971501234567');

    // Act
    await form.locator('button[type="submit"]').click();

    // Assess
    await form.getByText('Please enter a valid email address', { exact: true }).waitFor();
    expect(called()).toBe(false);
  });

  it('is refused by a UK sales page\'s lead form with "Please enter a valid email address", and nothing is sent', async () => {
    // Prepare
    await page.goto('/uk/tax-savings');
    await waitForHydration(page, '#lead-capture button[type="submit"]');
    const called = await watchCalls('/api/leads/capture');
    const form = page.locator('#lead-capture form');
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Vic Tim');
    await form.getByRole('textbox', { name: 'Email Address' }).fill('victim@example.com, other@example.com');

    // Act
    await form.locator('button[type="submit"]').click();

    // Assess
    await form.getByText('Please enter a valid email address', { exact: true }).waitFor();
    expect(called()).toBe(false);
  });
});

describe('a CloudFront-Viewer-Address sent by the caller', () => {
  it('is not what the stack stores on the lead: the connection\'s own address is', async () => {
    // Prepare
    const email = `forged-viewer-${Date.now()}-${Math.floor(Math.random() * 1e4)}@example.com`;

    // Act
    const response = await fetch(`${e2eEnv().baseUrl}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': '203.0.113.77:4431' },
      body: JSON.stringify({ fullName: 'Forged Viewer', email, phone: '+971501234567' }),
    });

    // Assess
    expect(response.status).toBe(201);
    const lead = await eventually(async () => (await storedLeads()).find((row) => row.email === email), `the lead of ${email}`);
    expect(lead.ipAddress).toBe('127.0.0.1');
  });
});
