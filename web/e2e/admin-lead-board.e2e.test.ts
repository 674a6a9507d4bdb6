/**
 * Lead Management's board (issue 25, "A board for the pipeline"), at 1280 px and 375 px: the leads in a column per
 * status with their owner and promise countdown, a card moved by keyboard (and, at 1280 px, dragged) to another
 * status through the same status change as the list (toast, history, stored), a column of more than one page loading
 * the next one, and the layout kept in the address bar.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { CSRF_COOKIE, CSRF_HEADER } from '#shared/admin/api-contract.ts';
import { browserForThisFile, newContext } from './support/browser.ts';
import { E2E_ADMIN } from './support/e2e-env.ts';
import { collectAdminProblems, openAdminLoggedIn, submitLeadThroughApi } from './support/staff.ts';
import { storedLeads } from './support/table.ts';

const browser = browserForThisFile();

/** Ours (issue 25), copied. */
const COPY = {
  board: 'Board',
  list: 'List',
  moveTo: 'Move to…',
  statusUpdated: 'Status Updated',
  statusFailed: 'Failed to update lead status.',
  unassigned: 'Owner: Unassigned',
  detail: 'Lead details',
  close: 'Close',
};

/** A board column asks for 20 leads at a time. */
const COLUMN_PAGE = 20;

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const;

/** A word no other test uses: the board's search (names beginning with it) shows exactly this test's leads. */
const uniqueWord = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const uniqueEmail = () => `${uniqueWord('board-').toLowerCase()}@example.com`;

let context: BrowserContext;
let page: Page;
let problems: () => string[];

async function openPage(viewport: { width: number; height: number }) {
  context = await newContext(browser(), { viewport });
  page = await context.newPage();
  problems = collectAdminProblems(page);
}

afterEach(async () => {
  await context.close();
});

const column = (status: string) => page.getByTestId(`board-column-${status}`);
const card = (status: string, name: string) => column(status).getByTestId('lead-card').filter({ hasText: name });
/** The names on a column's cards, top to bottom. */
const columnNames = (status: string) => column(status).getByTestId('card-name').allTextContents();

/** A call to the admin API from the logged-in page, as the admin app makes it (session cookie and CSRF header). */
function adminCall(path: string, method: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ path, method, body, cookie, header }) => {
      const csrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith(`${cookie}=`))!.slice(cookie.length + 1));
      const response = await fetch(path, { method, headers: { 'content-type': 'application/json', [header]: csrf }, body: JSON.stringify(body) });
      return response.status;
    },
    { path, method, body, cookie: CSRF_COOKIE, header: CSRF_HEADER },
  );
}

/** Opens the board searched for `word`, logged in; resolves once the roster (the owners' names) has answered. */
async function openBoard(word: string) {
  const roster = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/lead-roster');
  await openAdminLoggedIn(page, `/admin?tab=leads&layout=board&q=${encodeURIComponent(word)}`);
  await roster;
}

describe.each(VIEWPORTS)('the lead board at $width px', (viewport) => {
  beforeEach(() => openPage(viewport));

  test('shows each lead in its status column with owner and countdown; a card moved by keyboard to Contacted lands there, in its history and after a reload', async () => {
    // Prepare: a new lead, and a qualified one owned by the staff member
    const word = uniqueWord('Pipeline');
    const waiting = `${word} Amal`;
    const owned = `${word} Bilal`;
    await submitLeadThroughApi({ fullName: waiting, email: uniqueEmail(), phone: '+971501230001' });
    const ownedId = await submitLeadThroughApi({ fullName: owned, email: uniqueEmail(), phone: '+971501230002' });
    await openBoard(word);
    expect(await adminCall(`/api/leads/${ownedId}/status`, 'PATCH', { status: 'qualified' })).toBe(200);
    expect(await adminCall(`/api/leads/${ownedId}/owner`, 'PATCH', { owner: E2E_ADMIN.username })).toBe(200);
    await page.reload();

    // Assess: each in its column, with its owner and (waiting for a first contact) its countdown
    await card('new', waiting).waitFor();
    await card('qualified', owned).waitFor();
    expect(await card('new', waiting).getByTestId('card-owner').textContent()).toBe(COPY.unassigned);
    expect(await card('new', waiting).getByTestId('promise-countdown').textContent()).toMatch(/^(24 h|23 h \d{1,2} min) left$/);
    expect(await card('qualified', owned).getByTestId('card-owner').textContent()).toBe(`Owner: ${E2E_ADMIN.username}`);
    expect(await column('contacted').getByTestId('lead-card').count()).toBe(0);

    // Act: by keyboard, "Move to…" then "Contacted"
    await card('new', waiting).getByRole('button', { name: COPY.moveTo }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Contacted');
    await page.keyboard.press('Enter');

    // Assess: the list's toast, the card on top of Contacted with the focus on it, said aloud, stored
    await page.getByText(COPY.statusUpdated, { exact: true }).waitFor();
    await card('contacted', waiting).waitFor();
    expect(await card('new', waiting).count()).toBe(0);
    expect((await columnNames('contacted'))[0]).toBe(waiting);
    expect(await page.getByTestId('board-announcement').textContent()).toBe(`${waiting} moved to Contacted.`);
    await page.waitForFunction((name) => document.activeElement?.closest('[data-testid="board-column-contacted"] [data-testid="lead-card"]')?.textContent?.includes(name), waiting);
    expect((await storedLeads()).find((lead) => lead.fullName === waiting)).toMatchObject({ status: 'contacted' });

    // ...in the lead's history, through the card
    await card('contacted', waiting).getByRole('button', { name: waiting }).click();
    const dialog = page.getByRole('dialog', { name: COPY.detail });
    await dialog.getByTestId('status-history').getByText('New → Contacted', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: COPY.close }).first().click();
    await dialog.waitFor({ state: 'hidden' });

    // ...and after a reload, still on the board
    await page.reload();
    await card('contacted', waiting).waitFor();
    expect(await card('new', waiting).count()).toBe(0);
    expect(await page.getByRole('button', { name: COPY.board, exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(problems()).toEqual([]);
  });

  test('a column of more than one page loads the next page with Load more, without repeating a lead', async () => {
    // Prepare: a page and three more, all new, all found by one search
    const word = uniqueWord('Paged');
    const names = Array.from({ length: COLUMN_PAGE + 3 }, (_, i) => `${word} ${String(i).padStart(2, '0')}`);
    for (const [i, fullName] of names.entries()) {
      await submitLeadThroughApi({ fullName, email: `${word.toLowerCase()}-${i}@example.com`, phone: '+971501230003' });
    }
    await openBoard(word);
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="board-column-new"] [data-testid="lead-card"]').length === count,
      COLUMN_PAGE,
    );

    // Act
    await column('new').getByRole('button', { name: 'Load more New leads' }).click();

    // Assess: the three others below the first page, each lead once, and nothing more to load
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="board-column-new"] [data-testid="lead-card"]').length === count,
      COLUMN_PAGE + 3,
    );
    const shown = await columnNames('new');
    expect([...shown].sort()).toEqual(names);
    expect(await column('new').getByRole('button', { name: 'Load more New leads' }).count()).toBe(0);
    expect(problems()).toEqual([]);
  });

  test('the List | Board switch is kept in the address bar across a reload', async () => {
    // Prepare
    const word = uniqueWord('Layout');
    await submitLeadThroughApi({ fullName: `${word} Cora`, email: uniqueEmail(), phone: '+971501230004' });
    await openAdminLoggedIn(page, `/admin?tab=leads&q=${word}`);
    await page.locator('table tbody tr').filter({ hasText: word }).waitFor();

    // Act
    await page.getByRole('button', { name: COPY.board, exact: true }).click();

    // Assess: the board, with the same search, kept by a reload; List brings the table back
    await page.waitForURL((url) => url.searchParams.get('layout') === 'board' && url.searchParams.get('q') === word);
    await card('new', word).waitFor();
    await page.reload();
    await card('new', word).waitFor();
    expect(await page.getByRole('button', { name: COPY.board, exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: COPY.list, exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('layout'));
    await page.locator('table tbody tr').filter({ hasText: word }).waitFor();
    expect(await column('new').count()).toBe(0);
    expect(problems()).toEqual([]);
  });
});

describe('the lead board at 1280 px, with a mouse', () => {
  beforeEach(() => openPage(VIEWPORTS[0]));

  test('a card dragged onto another column moves the lead to that status', async () => {
    // Prepare
    const word = uniqueWord('Dragged');
    const fullName = `${word} Dana`;
    await submitLeadThroughApi({ fullName, email: uniqueEmail(), phone: '+971501230005' });
    await openBoard(word);
    await card('new', fullName).waitFor();

    // Act
    await card('new', fullName).dragTo(column('qualified'));

    // Assess
    await page.getByText(COPY.statusUpdated, { exact: true }).waitFor();
    await card('qualified', fullName).waitFor();
    expect(await card('new', fullName).count()).toBe(0);
    expect((await storedLeads()).find((lead) => lead.fullName === fullName)).toMatchObject({ status: 'qualified' });
    await page.reload();
    await card('qualified', fullName).waitFor();
    expect(problems()).toEqual([]);
  });

  test('a move the server refuses keeps the card in its column, shows the failure toast and says so', async () => {
    // Prepare
    const word = uniqueWord('Refused');
    const fullName = `${word} Elif`;
    await submitLeadThroughApi({ fullName, email: uniqueEmail(), phone: '+971501230006' });
    await openBoard(word);
    await card('new', fullName).waitFor();
    await page.route('**/api/leads/*/status', (route) => route.fulfill({ status: 500, body: '{"message":"boom"}' }));

    // Act
    await card('new', fullName).getByRole('button', { name: COPY.moveTo }).click();
    await card('new', fullName).getByRole('button', { name: 'Closed', exact: true }).click();

    // Assess
    await page.getByText(COPY.statusFailed, { exact: true }).waitFor();
    expect(await page.getByTestId('board-announcement').textContent()).toBe(`${fullName} could not be moved. It stays in its column.`);
    expect(await card('new', fullName).count()).toBe(1);
    expect(await card('closed', fullName).count()).toBe(0);
    expect((await storedLeads()).find((lead) => lead.fullName === fullName)).toMatchObject({ status: 'new' });
  });
});
