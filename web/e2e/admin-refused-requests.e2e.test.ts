import type { BrowserContext, Page } from 'playwright-core';
import { calculateTax } from '#shared/uk/tax-engine.ts';
import { DIALOG_PAGE_SIZE, storeRefusedRequests } from './support/admin-lists.ts';
import { browserForThisFile, newContext } from './support/browser.ts';
import { e2eEnv } from './support/e2e-env.ts';
import { collectAdminProblems, openAdminLoggedIn } from './support/staff.ts';

const browser = browserForThisFile();

let context: BrowserContext;
let page: Page;
let problems: () => string[];

beforeEach(async () => {
  context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  problems = collectAdminProblems(page);
});

afterEach(async () => {
  await context.close();
});

/** Asks the stack for a tax report to this address, as the calculator's form does; answers the status. */
async function requestReport(email: string): Promise<number> {
  const response = await fetch(`${e2eEnv().baseUrl}/api/tax-report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      calculation: calculateTax({ profit: 120_000, method: 'dividend' }),
      timestamp: new Date().toISOString(),
      personalDetails: { name: 'Target Person', email, phone: '' },
    }),
  });
  return response.status;
}

describe('the Refused requests panel', () => {
  test('shows staff the 4th report to one address refused, with the address masked', async () => {
    // Prepare: someone has the site mail one address four times today.
    const local = `victim${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const email = `${local}@example.org`;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await requestReport(email));
    expect(statuses).toEqual([201, 201, 201, 429]);
    await openAdminLoggedIn(page, '/admin');

    // Act
    await page.getByRole('button', { name: 'Refused requests' }).click();

    // Assess: the refusal is listed newest first, the recipient masked, the address nowhere on the page.
    const dialog = page.getByRole('dialog', { name: 'Refused requests' });
    const row = dialog.locator('tbody tr').filter({ hasText: `${local[0]}***@example.org` }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('POST /api/tax-report');
    expect(await row.textContent()).toContain('Daily limit for this recipient reached');
    expect(await dialog.textContent()).not.toContain(email);
    expect(problems()).toEqual([]);
  });
});

describe('the Refused requests panel, more than one page long', () => {
  let removeRefusals: (() => Promise<void>) | undefined;

  afterEach(async () => {
    await removeRefusals?.();
    removeRefusals = undefined;
  });

  const dialog = () => page.getByRole('dialog', { name: 'Refused requests' });
  /** The rows on screen once the page the address bar names has loaded (not the previous page kept while it loads). */
  async function shownRows(pageNumber: number): Promise<string[]> {
    await dialog().getByText(`Page ${pageNumber}`, { exact: true }).waitFor();
    await dialog().locator('table[aria-busy="false"] tbody tr').first().waitFor();
    return dialog().locator('tbody tr').allTextContents();
  }

  test('keeps its page in the address bar: a reload stays on page 2, Back returns to page 1, then closes the panel', async () => {
    // Prepare: one page of refusals and one more, each to its own domain so every row can be told apart.
    const tag = `pager${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const recipients = Array.from({ length: DIALOG_PAGE_SIZE + 1 }, (_, i) => `v@${tag}-${String(i).padStart(2, '0')}.example.org`);
    removeRefusals = await storeRefusedRequests(recipients);
    await openAdminLoggedIn(page, '/admin');
    await page.getByRole('button', { name: 'Refused requests' }).click();
    await page.waitForURL((url) => url.searchParams.get('dialog') === 'refused');
    const firstPage = await shownRows(1);

    // Act
    await dialog().getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.has('refusedCursor'));
    const secondPage = await shownRows(2);
    const cursor = new URL(page.url()).searchParams.get('refusedCursor');
    const askedAgain = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/admin/refused-requests' && url.searchParams.get('cursor') === cursor;
    });
    await page.reload();

    // Assess: the reload asks for the same page and shows it, in the open panel.
    expect((await askedAgain).status()).toBe(200);
    expect(await shownRows(2)).toEqual(secondPage);
    expect(secondPage.some((row) => firstPage.includes(row))).toBe(false);
    expect([...firstPage, ...secondPage].join(' ')).toContain(`v***@${tag}-50.example.org`);

    // Back returns to page 1 of the panel, and Back again closes it.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('refusedCursor') && url.searchParams.get('dialog') === 'refused');
    await shownRows(1);
    expect(await dialog().getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('dialog'));
    await dialog().waitFor({ state: 'hidden' });
    expect(problems()).toEqual([]);
  });
});
