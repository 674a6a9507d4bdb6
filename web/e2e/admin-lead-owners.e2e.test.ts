/**
 * Lead owners in Lead Management (issue 25, "Owners"), at 1280 px and 375 px, on a local stack of this file's own
 * (support/own-stack.ts): the round-robin setting and the roster are one item of the stack, which another file's
 * leads and staff would change at any time.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { browserForThisFile, newContext } from './support/browser.ts';
import { E2E_ADMIN } from './support/e2e-env.ts';
import { ownStackForThisFile } from './support/own-stack.ts';
import { collectAdminProblems, openAdminLoggedIn, submitLeadThroughApi } from './support/staff.ts';
import { storedLeads } from './support/table.ts';

ownStackForThisFile();
const browser = browserForThisFile();

/** Ours (issue 25), copied. */
const COPY = {
  search: 'Search leads',
  ownerFilter: 'Filter by owner',
  mine: 'My leads',
  unassigned: 'Unassigned',
  ownerSaved: 'Owner changed',
  roundRobin: 'Assign new leads in turn to the enabled staff',
  roundRobinSaved: 'Assignment setting saved',
};

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const;

/** A word no other test uses, so a search or a row filter finds exactly this test's lead. */
const uniqueWord = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const uniqueEmail = () => `${uniqueWord('owners-').toLowerCase()}@example.com`;

describe.each(VIEWPORTS)('lead owners at $width px', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  let problems: () => string[];

  beforeEach(async () => {
    context = await newContext(browser(), { viewport });
    page = await context.newPage();
    problems = collectAdminProblems(page);
  });

  afterEach(async () => {
    await context.close();
  });

  const leadRow = (name: string) => page.locator('table tbody tr').filter({ hasText: name });
  /** The list's answer on screen, not the previous list kept while it loaded. */
  const listSettled = () => page.locator('table[aria-busy="false"]').waitFor();

  /** No field of the lead list's toolbar (the view, the filters, the search) runs off the right edge of the window. */
  async function toolbarFits() {
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('select, input')]
        .filter((element) => !element.closest('table') && !element.closest('[role="dialog"]'))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.right > window.innerWidth + 1;
        })
        .map((element) => element.getAttribute('aria-label') ?? element.textContent),
    );
    expect(overflowing).toEqual([]);
  }

  test('a member of staff takes a lead and finds it under "My leads", kept in the address bar; it leaves "Unassigned"', async () => {
    // Prepare
    const fullName = `Omar ${uniqueWord('Owner')}`;
    await submitLeadThroughApi({ fullName, email: uniqueEmail(), phone: '+971501112233' });
    await openAdminLoggedIn(page, '/admin?tab=leads&owner=unassigned');
    await leadRow(fullName).waitFor();
    await toolbarFits();
    // Found by its name (a search leaves the owner filter), so its row stays on screen once it has an owner.
    await page.getByRole('searchbox', { name: COPY.search }).fill(fullName);
    await page.waitForURL((url) => url.searchParams.get('q') === fullName && !url.searchParams.has('owner'));
    await listSettled();
    await leadRow(fullName).waitFor();

    // Act
    const saved = page.waitForResponse((response) => response.url().endsWith('/owner') && response.request().method() === 'PATCH');
    await leadRow(fullName).getByRole('button', { name: `Take ${fullName}` }).click();

    // Assess: saved, shown as the owner on the row, and stored
    expect((await saved).status()).toBe(200);
    await page.getByText(COPY.ownerSaved, { exact: true }).first().waitFor();
    await page.waitForFunction(
      ([name, owner]) => {
        const select = document.querySelector<HTMLSelectElement>(`select[aria-label="Owner of ${name}"]`);
        return select?.value === owner;
      },
      [fullName, E2E_ADMIN.username] as const,
    );
    expect((await storedLeads()).find((lead) => lead.fullName === fullName)).toMatchObject({ owner: E2E_ADMIN.username });

    // Act: "My leads"
    await page.getByRole('combobox', { name: COPY.ownerFilter }).selectOption({ label: COPY.mine });

    // Assess: in the address bar, listed, and still after a reload
    await page.waitForURL((url) => url.searchParams.get('owner') === 'mine');
    await listSettled();
    await leadRow(fullName).waitFor();
    await page.reload();
    await leadRow(fullName).waitFor();
    expect(await page.getByRole('combobox', { name: COPY.ownerFilter }).inputValue()).toBe('mine');

    // With the status filter: still there while new, gone under another status
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('new');
    await page.waitForURL((url) => url.searchParams.get('owner') === 'mine' && url.searchParams.get('status') === 'new');
    await listSettled();
    await leadRow(fullName).waitFor();

    // "Unassigned" no longer lists it (its answer on screen, not the list kept while it loaded)
    const unassignedAnswered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('owner') === 'unassigned');
    await page.getByRole('combobox', { name: COPY.ownerFilter }).selectOption({ label: COPY.unassigned });
    await page.waitForURL((url) => url.searchParams.get('owner') === 'unassigned');
    expect((await unassignedAnswered).status()).toBe(200);
    // The list is empty or holds other leads: either way, not this one.
    await page.waitForFunction((name) => ![...document.querySelectorAll('table tbody tr')].some((row) => row.textContent!.includes(name)), fullName);
    expect(await leadRow(fullName).count()).toBe(0);
    await toolbarFits();
    expect(problems()).toEqual([]);
  });

  test('with round-robin on in the Team view, a new lead arrives assigned and is found under "My leads" with its owner in the detail', async () => {
    // Prepare: the setting on (this stack's only member of staff takes every turn)
    await openAdminLoggedIn(page, '/admin?tab=leads&dialog=team');
    const setting = page.getByRole('checkbox', { name: COPY.roundRobin });
    await setting.waitFor();
    await page.waitForFunction((label) => {
      const box = [...document.querySelectorAll('input[type="checkbox"]')].find((input) => input.closest('label')?.textContent?.includes(label));
      return box && !(box as HTMLInputElement).disabled;
    }, COPY.roundRobin);
    if (!(await setting.isChecked())) {
      await page.getByText(COPY.roundRobin, { exact: true }).click();
      await page.getByText(COPY.roundRobinSaved, { exact: true }).first().waitFor();
    }
    expect(await setting.isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    const fullName = `Rania ${uniqueWord('Turn')}`;

    // Act
    await submitLeadThroughApi({ fullName, email: uniqueEmail(), phone: '+971501112244' });
    await page.getByRole('combobox', { name: COPY.ownerFilter }).selectOption({ label: COPY.mine });

    // Assess: listed as mine; its detail shows the owner
    await page.waitForURL((url) => url.searchParams.get('owner') === 'mine');
    await listSettled();
    await leadRow(fullName).waitFor();
    await leadRow(fullName).getByRole('button', { name: fullName, exact: true }).click();
    const detail = page.getByRole('dialog');
    await detail.waitFor();
    await page.waitForFunction(
      ([name, owner]) =>
        [...document.querySelectorAll<HTMLSelectElement>(`[role="dialog"] select[aria-label="Owner of ${name}"]`)].some((select) => select.value === owner),
      [fullName, E2E_ADMIN.username] as const,
    );

    // Cleanup: the setting off again, so the other viewport's first test finds its lead unassigned
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    await page.goto(new URL('/admin?tab=leads&dialog=team', page.url()).href);
    await setting.waitFor();
    await page.waitForFunction((label) => {
      const box = [...document.querySelectorAll('input[type="checkbox"]')].find((input) => input.closest('label')?.textContent?.includes(label));
      return box && !(box as HTMLInputElement).disabled && (box as HTMLInputElement).checked;
    }, COPY.roundRobin);
    await page.getByText(COPY.roundRobin, { exact: true }).click();
    await page.getByText(COPY.roundRobinSaved, { exact: true }).first().waitFor();
    expect(await setting.isChecked()).toBe(false);
    expect(problems()).toEqual([]);
  });
});
