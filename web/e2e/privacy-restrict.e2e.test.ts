import type { BrowserContext, Page } from 'playwright-core';
import { browserForThisFile, newContext } from './support/browser.ts';
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

describe('restricting processing from the Privacy view', () => {
  test('staff restrict a person with a reason; the leads tab marks their lead "Do not contact" and says why', async () => {
    // Prepare: a visitor's lead
    const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const fullName = `Restricted${run} Rana`;
    const email = `rana.${run}@example.com`;
    await submitLeadThroughApi({ fullName, email, phone: `+971 50 ${String(Date.now()).slice(-7)}` });
    const problems = collectAdminProblems(page);
    await openAdminLoggedIn(page, '/admin?tab=leads');

    // Act: staff find the person in the Privacy view and restrict processing, giving the reason
    await page.getByRole('button', { name: 'Privacy', exact: true }).click();
    const privacy = page.getByRole('dialog', { name: 'Privacy: find a person' });
    await privacy.getByLabel('E-mail address or phone number').fill(email);
    await privacy.getByRole('button', { name: 'Search' }).click();
    await privacy.getByTestId('privacy-person').waitFor();
    await privacy.getByRole('button', { name: 'Restrict processing' }).click();
    const ask = page.getByRole('dialog', { name: 'Restrict processing' });
    await ask.getByRole('button', { name: 'Restrict', exact: true }).click();
    await ask.getByText('Enter the reason for restricting processing (the person’s request)').waitFor();
    await ask.getByLabel('Reason (the person’s request)').fill('Objected by e-mail on 24 November');
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/privacy/restriction');
    await ask.getByRole('button', { name: 'Restrict', exact: true }).click();

    // Assess: saved and said so; the action now offers to lift it
    expect((await saved).status()).toBe(200);
    await page.getByText('Processing restricted (1 lead)', { exact: true }).waitFor();
    await privacy.getByRole('button', { name: 'Lift restriction' }).waitFor();
    await privacy.getByRole('button', { name: 'Close' }).first().click();
    await page.waitForURL((url) => url.searchParams.get('dialog') !== 'privacy');

    // the leads tab: the row carries the badge, the lead's detail says why, when and by whom
    await page.getByRole('searchbox', { name: 'Search leads' }).fill(email);
    const row = page.locator('table tbody tr').filter({ hasText: email });
    await row.getByText('Do not contact', { exact: true }).waitFor();
    await row.getByRole('button', { name: fullName, exact: true }).click();
    const banner = page.getByRole('dialog').getByTestId('restriction-banner');
    await banner.waitFor();
    const text = await banner.textContent();
    expect(text).toContain('Do not contact / do not process');
    expect(text).toContain("Processing restricted at the person's request: Objected by e-mail on 24 November");
    expect(text).toMatch(/, by \S+\)$/);
    expect(problems()).toEqual([]);
  });
});
