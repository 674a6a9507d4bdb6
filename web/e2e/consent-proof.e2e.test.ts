/**
 * Consent proof and an honest policy: a form's submission is stored with the consent texts the visitor saw and
 * ticked (id, wording version, time), and the built privacy policy names who really receives the data, how long it
 * is kept and the day its words last changed.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { LEAD_FORM } from '#shared/main-site/home-content.ts';
import { UK_SALES_COPY } from '#shared/uk/copy/sales-pages.ts';
import { browserForThisFile, collectErrors, newContext } from './support/browser.ts';
import { waitForHydration } from './support/page-helpers.ts';
import { storedLeads } from './support/table.ts';
import { eventually } from './support/wait.ts';

const browser = browserForThisFile();
const WEB_ROOT = process.env.WEB_ROOT ?? resolve(process.cwd(), 'dist/web');

let context: BrowserContext | undefined;
let page: Page;
let errors: string[];

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(route: string) {
  context = await newContext(browser());
  page = await context.newPage();
  errors = collectErrors(page);
  await page.goto(route);
}

const waitForLead = (email: string): Promise<Record<string, unknown>> =>
  eventually(async () => (await storedLeads()).find((candidate) => candidate.email === email), `a lead stored for ${email}`, 15_000);

/** A stored consent's time: an ISO instant. */
const anInstant = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

describe('consent proof', () => {
  test('a UK sales page visitor who ticks the e-mail updates box is stored with that box, its version and the time', async () => {
    // Prepare
    const email = `consent-midpage-${Date.now()}@example.com`;
    await open('/uk/tax-savings');
    await waitForHydration(page, '#lead-capture button[type="submit"]');
    const form = page.locator('#lead-capture form');

    // Act
    await form.getByRole('textbox', { name: UK_SALES_COPY.leadCapture.name }).fill('Alex Visitor');
    await form.getByRole('textbox', { name: UK_SALES_COPY.leadCapture.email }).fill(email);
    await form.getByText('Send me e-mail updates about moving my business to Dubai (optional).').click();
    await form.locator('button[type="submit"]').click();

    // Assess: ours, the id and version of shared/privacy/consent-texts.ts.
    const lead = await waitForLead(email);
    expect(lead.consents).toEqual([{ id: 'uk-sales-email-updates', version: 1, shown: true, given: true, at: anInstant }]);
    expect(lead).toMatchObject({ marketingOptIn: true });
    expect(errors).toEqual([]);
  });

  test('the home lead form shows its privacy notice and the lead is stored with that notice shown, nothing ticked', async () => {
    // Prepare
    const email = `consent-home-${Date.now()}@example.com`;
    await open('/');
    await waitForHydration(page, '#lead-form button[type="submit"]');
    const section = page.locator('#lead-form');
    await section.getByText('We use these details only to answer your request.', { exact: false }).waitFor();
    expect(await section.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(await section.getByRole('checkbox').count()).toBe(0);
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 204, body: '' }));

    // Act
    const form = section.locator('form');
    await form.getByLabel(LEAD_FORM.fields.fullName.label, { exact: false }).fill('Nora Notice');
    await form.getByLabel(LEAD_FORM.fields.email.label, { exact: false }).fill(email);
    await form.getByLabel(LEAD_FORM.fields.phone.label, { exact: false }).fill('+971501234567');
    await form.locator('button[type="submit"]').click();

    // Assess
    const lead = await waitForLead(email);
    expect(lead.consents).toEqual([{ id: 'home-lead-privacy-notice', version: 1, shown: true, given: false, at: anInstant }]);
  });
});

describe('the built privacy policy', () => {
  const html = () => readFileSync(join(WEB_ROOT, 'privacy', 'index.html'), 'utf8');
  /** The page's text as a reader (or a crawler) gets it without running scripts. */
  const text = () =>
    html()
      .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ');

  test('keeps the spec’s four sections', () => {
    for (const heading of ['Cookies', 'Your GDPR Rights', 'Third Parties', 'Contact']) expect(text()).toContain(heading);
  });

  test('names AWS, the CRM and e-mail services staff may connect, WhatsApp, and no third-party geolocation', () => {
    const page = text();
    for (const service of ['Amazon Web Services (AWS)', 'Zoho CRM', 'MailerLite', 'Mailchimp', 'SendGrid', 'WhatsApp']) expect(page).toContain(service);
    expect(page).toContain('No geolocation service: your country comes from our own content delivery network');
    expect(page).not.toContain('A geolocation service');
  });

  test('states the retention period and the response time, under the date the words last changed', () => {
    // Ours: 24 months (the spec gives no period); the 30 days are the spec's. The date is the day the words changed.
    expect(text()).toContain('anonymised after 24 months without any activity on your request');
    expect(text()).toContain('We answer privacy requests within 30 days.');
    expect(text()).toContain('Last updated: November 26, 2026');
    expect(text()).not.toContain('July 18, 2025');
  });
});
