import type { BrowserContext, Page } from 'playwright-core';
import { browserForThisFile, newContext } from './support/browser.ts';
import { collectAdminProblems, openAdminLoggedIn } from './support/staff.ts';

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

describe('the data-request log of the Privacy view', () => {
  test('staff log a request, see it due 30 days later and overdue, tick the copies they dealt with and close it', async () => {
    // Prepare
    const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const name = `Dora Request ${run}`;
    const problems = collectAdminProblems(page);
    await openAdminLoggedIn(page, '/admin');
    await page.getByRole('button', { name: 'Privacy', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy: find a person' });
    await dialog.getByRole('tab', { name: 'Data requests' }).click();

    // Act: log an erasure request received on 5 January 2026, checked by a reply from the address on record.
    await dialog.getByRole('button', { name: 'Log a new request' }).click();
    const form = dialog.getByRole('form', { name: 'New data request' });
    await form.getByRole('combobox', { name: 'Type of request' }).selectOption('erasure');
    await form.getByLabel('Received on').fill('2026-01-05');
    await form.getByLabel('Requester’s name').fill(name);
    await form.getByLabel('Requester’s e-mail address').fill(`dora.${run}@example.com`);
    await form.getByRole('combobox', { name: 'How the identity was checked' }).selectOption('emailOnRecord');
    const logged = page.waitForResponse((response) => response.url().endsWith('/api/admin/privacy/requests') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Log request' }).click();
    expect((await logged).status()).toBe(201);

    // Assess: the request opens, due 30 days after the day received, and marked overdue in words.
    const detail = dialog.getByTestId('data-request-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('due-on').textContent()).toBe('4 Feb 2026');
    expect(await detail.getByTestId('urgency').textContent()).toBe('Overdue');
    expect(await detail.textContent()).toContain(`Erasure request of ${name}`);

    // Act: tick two copies, close it as done with what was done.
    await detail.getByRole('checkbox', { name: 'WhatsApp chats' }).press('Space');
    await detail.getByRole('checkbox', { name: 'Staff inboxes holding new-lead e-mails' }).press('Space');
    await detail.getByRole('combobox', { name: 'Status' }).selectOption('done');
    await detail.getByLabel('What was done').fill('Erased the lead; deleted the WhatsApp chat and the inbox e-mails');
    const saved = page.waitForResponse((response) => response.url().includes('/api/admin/privacy/requests/') && response.request().method() === 'PATCH');
    await detail.getByRole('button', { name: 'Save changes' }).click();
    expect((await saved).status()).toBe(200);

    // Assess: the ticks say who and when, the exported-files copy stays to do, and the list shows it done, no longer overdue.
    await detail.getByText(/^ticked by /).first().waitFor();
    expect(await detail.getByRole('checkbox', { name: 'WhatsApp chats' }).isChecked()).toBe(true);
    expect(await detail.getByRole('checkbox', { name: 'Staff inboxes holding new-lead e-mails' }).isChecked()).toBe(true);
    expect(await detail.getByRole('checkbox', { name: /Exported files/ }).isChecked()).toBe(false);
    await detail.getByRole('button', { name: 'Back to the list' }).click();
    const row = dialog.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain('Done');
    expect(await row.textContent()).toContain('4 Feb 2026');
    expect(await row.getByTestId('urgency').count()).toBe(0);
    expect(problems()).toEqual([]);
  });
});
