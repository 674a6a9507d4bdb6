/**
 * A lead's next follow-up in Lead Management (issue 25, "Owners and follow-ups"), at 1280 px and 375 px: set in the
 * lead's detail in the browser's time zone, listed under "Due today", turning "Overdue" on the row once its time has
 * passed (Playwright's clock moves the page's time), and the server's "Overdue" view listing a follow-up whose time
 * has passed.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { CSRF_COOKIE, CSRF_HEADER } from '#shared/admin/api-contract.ts';
import { browserForThisFile, newContext } from './support/browser.ts';
import { collectAdminProblems, openAdminLoggedIn, submitLeadThroughApi } from './support/staff.ts';
import { storedLeads } from './support/table.ts';

const browser = browserForThisFile();

/** Ours (issue 25), copied. */
const COPY = {
  view: 'Show',
  dueToday: 'Due today',
  overdue: 'Overdue',
  detail: 'Lead details',
  at: 'Date and time',
  note: 'Note (optional)',
  save: 'Save follow-up',
  saved: 'Follow-up saved',
  cleared: 'Follow-up cleared',
  clear: 'Clear follow-up',
  close: 'Close',
};

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const;

const MINUTE = 60_000;
/** Dubai keeps UTC+4 all year. */
const DUBAI_OFFSET_MS = 4 * 60 * MINUTE;

/** A word no other test uses, so a row filter finds exactly this test's lead. */
const uniqueWord = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const uniqueEmail = () => `${uniqueWord('follow-up-').toLowerCase()}@example.com`;

/**
 * A whole minute later today (the Dubai day): two hours from now, or, late in the Dubai evening, a few minutes before
 * its midnight.
 */
function laterToday(now: number): Date {
  const dubaiMidnight = Math.floor((now + DUBAI_OFFSET_MS) / (24 * 60 * MINUTE) + 1) * 24 * 60 * MINUTE - DUBAI_OFFSET_MS;
  const target = Math.min(now + 120 * MINUTE, dubaiMidnight - 2 * MINUTE);
  return new Date(Math.floor(target / MINUTE) * MINUTE);
}

describe.each(VIEWPORTS)('follow-ups at $width px', (viewport) => {
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
  const badgeState = (name: string) =>
    page.evaluate(
      (wanted) =>
        [...document.querySelectorAll('table tbody tr')]
          .find((row) => row.textContent!.includes(wanted))
          ?.querySelector('[data-testid="follow-up"]')
          ?.getAttribute('data-follow-up-state'),
      name,
    );

  /** Chooses a view of the list and waits for its answer on screen. */
  async function showView(label: string, view: string) {
    // The API's query names the view `view`; the address bar names it `show` (dashboard-url.ts).
    const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('view') === view);
    await page.getByRole('combobox', { name: COPY.view }).selectOption({ label });
    await page.waitForURL((url) => url.searchParams.get('show') === view);
    await answered;
    await page.locator('table[aria-busy="false"]').waitFor();
  }

  test('a follow-up set for later today is listed under "Due today" and turns overdue once its time passes', async () => {
    // Prepare: a lead, and the admin open on it with the page's clock under the test's control
    const fullName = `Farah ${uniqueWord('Followup')}`;
    const id = await submitLeadThroughApi({ fullName, email: uniqueEmail(), phone: '+971501112255' });
    await page.clock.install();
    await openAdminLoggedIn(page, `/admin?tab=leads&lead=${id}`);
    const dialog = page.getByRole('dialog', { name: COPY.detail });
    const due = laterToday(Date.now());
    // The field reads the browser's own clock and zone, as staff type it.
    const typed = await page.evaluate((iso) => {
      const date = new Date(iso);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    }, due.toISOString());

    // Act
    await dialog.getByLabel(COPY.at).fill(typed);
    await dialog.getByLabel(COPY.note).fill('Call about the licence');
    await dialog.getByRole('button', { name: COPY.save }).click();
    await page.getByText(COPY.saved, { exact: true }).waitFor();
    await dialog.getByTestId('follow-up-section').getByTestId('follow-up').waitFor();
    await dialog.getByRole('button', { name: COPY.close }).first().click();
    await dialog.waitFor({ state: 'hidden' });
    await showView(COPY.dueToday, 'due-today');

    // Assess: stored as UTC, listed under "Due today" with its note, due
    const stored = (await storedLeads()).find((lead) => lead.id === id) as { followUp?: { at: string; note: string } };
    expect(stored.followUp).toMatchObject({ at: due.toISOString(), note: 'Call about the licence' });
    await leadRow(fullName).waitFor();
    expect(await badgeState(fullName)).toBe('due');
    expect(await leadRow(fullName).getByText('Call about the licence').count()).toBe(1);
    // A reload keeps the view.
    await page.reload();
    await leadRow(fullName).waitFor();
    expect(await page.getByRole('combobox', { name: COPY.view }).inputValue()).toBe('due-today');

    // Its time passes: the row says so, in words and in red.
    await page.clock.fastForward(due.getTime() - Date.now() + 2 * MINUTE);
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('table tbody tr')]
          .find((row) => row.textContent!.includes(name))
          ?.querySelector('[data-testid="follow-up"]')
          ?.getAttribute('data-follow-up-state') === 'overdue',
      fullName,
    );
    expect(await leadRow(fullName).getByTestId('follow-up').textContent()).toMatch(/^Overdue: /);
    expect(problems()).toEqual([]);
  });

  test('the "Overdue" view lists a follow-up whose time has passed, and clearing it takes the lead off', async () => {
    // Prepare: a lead whose follow-up was due a minute ago, set through the API as the detail's form does
    const fullName = `Omar ${uniqueWord('Overdue')}`;
    const id = await submitLeadThroughApi({ fullName, email: uniqueEmail(), phone: '+971501112266' });
    await openAdminLoggedIn(page, '/admin?tab=leads');
    const status = await page.evaluate(
      async ({ leadId, at, cookie, header }) => {
        const csrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith(`${cookie}=`))!.slice(cookie.length + 1));
        const response = await fetch(`/api/leads/${leadId}/follow-up`, { method: 'PUT', headers: { 'content-type': 'application/json', [header]: csrf }, body: JSON.stringify({ at, note: 'Send the quote' }) });
        return response.status;
      },
      { leadId: id, at: new Date(Date.now() - MINUTE).toISOString(), cookie: CSRF_COOKIE, header: CSRF_HEADER },
    );
    expect(status).toBe(200);

    // Act
    await showView(COPY.overdue, 'overdue');

    // Assess
    await leadRow(fullName).waitFor();
    expect(await badgeState(fullName)).toBe('overdue');

    // Cleared from its detail, it leaves the view.
    await leadRow(fullName).getByRole('button', { name: fullName, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: COPY.detail });
    await dialog.getByRole('button', { name: COPY.clear }).click();
    await page.getByText(COPY.cleared, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: COPY.close }).first().click();
    await leadRow(fullName).waitFor({ state: 'detached' });
    expect(problems()).toEqual([]);
  });
});
