import type { BrowserContext, Page } from 'playwright-core';
import { LEAD_FORM } from '#shared/main-site/home-content.ts';
import { browserForThisFile, newContext } from './support/browser.ts';
import { e2eEnv } from './support/e2e-env.ts';
import { waitForHydration } from './support/page-helpers.ts';
import { collectAdminProblems, openAdminLoggedIn, submitLeadThroughApi } from './support/staff.ts';

const browser = browserForThisFile();

let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

/** Sends the UK guide form's capture (e-mail and name, no phone), as the /uk page does. */
async function captureGuide(name: string, email: string) {
  const response = await fetch(`${e2eEnv().baseUrl}/api/leads/capture`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, page: 'uk-hub', formType: 'uk_guide', gdprConsent: true, source: '/uk' }),
  });
  expect(response.status).toBe(201);
}

describe('the Privacy view', () => {
  test('finds a person by another spelling of their number, with every record type and its count', async () => {
    // Prepare: a visitor sends the home form with an international number, the UK guide form with the same address,
    // and the home form again from a work address with the number spelled with 00 and dashes.
    const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const local = String(100000 + Math.floor(Math.random() * 899999));
    const email = `privacy.${run}@example.com`;
    await page.goto('/');
    await waitForHydration(page, '#lead-form button[type="submit"]');
    const form = page.locator('#lead-form form');
    await form.getByLabel(LEAD_FORM.fields.fullName.label, { exact: false }).fill('Petra Privacy');
    await form.getByLabel(LEAD_FORM.fields.email.label, { exact: false }).fill(email);
    await form.getByLabel(LEAD_FORM.fields.phone.label, { exact: false }).fill(`+44 7700 ${local}`);
    const answer = page.waitForResponse('**/api/leads');
    await form.locator('button[type="submit"]').click();
    expect((await answer).status()).toBe(201);
    await captureGuide('Petra Privacy', email);
    await submitLeadThroughApi({ fullName: 'Petra Privacy', email: `petra.${run}@work.example.com`, phone: `0044 7700-${local}` });
    const admin = await context.newPage();
    const problems = collectAdminProblems(admin);
    await openAdminLoggedIn(admin, '/admin');

    // Act: staff open Privacy from the header and search by the national spelling.
    await admin.getByRole('button', { name: 'Privacy', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Privacy: find a person' });
    await dialog.getByLabel('E-mail address or phone number').fill(`07700 ${local}`);
    await dialog.getByRole('button', { name: 'Search' }).click();

    // Assess: both home forms and the capture, with their counts; what cannot be searched is named; the address bar
    // says which dialog is open.
    await dialog.getByTestId('privacy-person').waitFor();
    expect(await dialog.getByTestId('count-lead').textContent()).toBe('2');
    expect(await dialog.getByTestId('count-capture').textContent()).toBe('1');
    const text = await dialog.textContent();
    expect(text).toContain(email);
    expect(text).toContain(`petra.${run}@work.example.com`);
    expect(text).toContain('Newsletter confirmation tokens');
    expect(text).toContain('Not searchable');
    expect(new URL(admin.url()).searchParams.get('dialog')).toBe('privacy');
    expect(problems()).toEqual([]);
  });
});
