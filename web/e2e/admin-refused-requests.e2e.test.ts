import type { BrowserContext, Page } from 'playwright-core';
import { calculateTax } from '#shared/uk/tax-engine.ts';
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
