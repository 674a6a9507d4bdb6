/**
 * Erasure (issue 23) from the Privacy view, end to end: a visitor's lead, staff log their erasure request, find them,
 * confirm by typing the address again and name the request; nothing is then found about them, their lead stays as an
 * anonymous "Erased person" entry, and the request lists the erasure among its actions.
 */
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

describe('erasing a person from the Privacy view', () => {
  test('staff erase a person for their logged request: nothing is found any more, the lead shows "Erased person", the request lists the erasure', async () => {
    // Prepare: a visitor's lead
    const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const fullName = `Erased${run} Elif`;
    const email = `elif.${run}@example.com`;
    const leadId = await submitLeadThroughApi({ fullName, email, phone: `+971 50 ${String(Date.now()).slice(-7)}` });
    const problems = collectAdminProblems(page);
    await openAdminLoggedIn(page, '/admin?tab=leads');

    // Act: staff log the person's erasure request in the Data requests tab
    await page.getByRole('button', { name: 'Privacy', exact: true }).click();
    const privacy = page.getByRole('dialog', { name: 'Privacy: find a person' });
    await privacy.getByRole('tab', { name: 'Data requests' }).click();
    await privacy.getByRole('button', { name: 'Log a new request' }).click();
    const form = privacy.getByRole('form', { name: 'New data request' });
    await form.getByRole('combobox', { name: 'Type of request' }).selectOption('erasure');
    await form.getByLabel('Received on').fill('2026-11-20');
    await form.getByLabel('Requester’s name').fill(fullName);
    await form.getByLabel('Requester’s e-mail address').fill(email);
    await form.getByRole('combobox', { name: 'How the identity was checked' }).selectOption('emailOnRecord');
    const logged = page.waitForResponse((response) => response.url().endsWith('/api/admin/privacy/requests') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Log request' }).click();
    const requestId = ((await (await logged).json()) as { id: string }).id;
    await privacy.getByTestId('data-request-detail').getByRole('button', { name: 'Back to the list' }).click();

    // Act: find them, open the erasure and confirm it by typing the address again, for the request logged
    await privacy.getByRole('tab', { name: 'Find a person' }).click();
    await privacy.getByLabel('E-mail address or phone number').fill(email);
    await privacy.getByRole('button', { name: 'Search' }).click();
    await privacy.getByTestId('privacy-person').waitFor();
    await privacy.getByRole('button', { name: 'Erase this person' }).click();
    const ask = page.getByRole('dialog', { name: 'Erase this person everywhere?' });
    const erase = ask.getByRole('button', { name: 'Erase', exact: true });
    await ask.getByLabel('Type the e-mail address or phone number you searched to confirm').fill(email.slice(0, -4));
    expect(await erase.isDisabled()).toBe(true);
    await ask.getByLabel('Type the e-mail address or phone number you searched to confirm').fill(email.toUpperCase());
    expect(await erase.isDisabled()).toBe(false);
    await ask.getByRole('combobox', { name: 'Data request (optional)' }).selectOption(requestId);
    const erased = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/privacy/erase');
    await erase.click();

    // Assess: erased and said so; searching again finds nothing
    expect((await erased).status()).toBe(200);
    await page.getByText(/^Erased \d+ items?\./).waitFor();
    await privacy.getByText('0 items found', { exact: true }).waitFor();
    expect(await privacy.getByRole('button', { name: 'Erase this person' }).count()).toBe(0);

    // the request lists the erasure: who, and what was erased
    await privacy.getByRole('tab', { name: 'Data requests' }).click();
    await privacy.getByRole('button', { name: `Open the Erasure request of ${fullName}` }).click();
    const actions = privacy.getByTestId('data-request-actions');
    await actions.waitFor();
    const action = actions.getByRole('listitem');
    expect(await action.count()).toBe(1);
    expect(await action.getByText('Erasure', { exact: true }).count()).toBe(1);
    expect(await action.textContent()).toMatch(/Erased \d+ items?; 0 provider copies asked to be deleted/);
    expect(await action.textContent()).toContain(leadId);

    // the leads tab: the lead stays, anonymous, as "Erased person" with when it was erased
    await privacy.getByRole('button', { name: 'Close' }).first().click();
    await page.waitForURL((url) => url.searchParams.get('dialog') !== 'privacy');
    await page.goto(new URL(`/admin?tab=leads&lead=${leadId}`, page.url()).toString());
    const detail = page.getByRole('dialog').filter({ hasText: 'Erased person' });
    await detail.getByText(/^This person was erased .+: the lead stays as an anonymous entry in the totals\.$/).waitFor();
    const text = await detail.textContent();
    expect(text).not.toContain(fullName);
    expect(text).not.toContain(email);
    expect(await detail.getByRole('button', { name: 'Edit details' }).count()).toBe(0);
    expect(problems()).toEqual([]);
  });
});
