import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { LEAD_FORM } from '#shared/main-site/home-content.ts';
import { browserForThisFile, newContext } from './support/browser.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '#shared/admin/api-contract.ts';
import { DIALOG_PAGE_SIZE } from './support/admin-lists.ts';
import { E2E_ADMIN } from './support/e2e-env.ts';
import { waitForHydration } from './support/page-helpers.ts';
import { collectAdminProblems, openAdminLoggedIn, submitLeadThroughApi } from './support/staff.ts';
import { storedLeads } from './support/table.ts';

const browser = browserForThisFile();

/** The spec's literals (uk-and-admin.md sections 2 and 8), copied. */
const SPEC = {
  counters: ['Total Leads', 'New Leads', 'Contacted', 'Guide Downloads', 'Countries', 'Conversion Rate'],
  empty: 'No leads yet. Start marketing to see data here!',
  statusUpdated: 'Status Updated',
  statusFailed: 'Failed to update lead status.',
};

/** The list's page size, as the admin asks for it. */
const PAGE_SIZE = 25;

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

/** A name no other test uses, so a search finds exactly this test's leads. */
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const leadRows = () => page.locator('table tbody tr');
/** The number an overview counter shows, once the overview has loaded. */
async function counter(label: string): Promise<number> {
  const group = page.getByRole('group', { name: label, exact: true });
  await group.waitFor();
  return Number((await group.textContent())!.replace(label, ''));
}

/**
 * Waits until the list shows this many leads, each row containing `text` when given: the answer to the current query,
 * not the previous page kept on screen while it loads (nor the list before a search the address bar already shows).
 */
const waitForRows = (count: number, text = '') =>
  page.waitForFunction(
    ([expected, contained]) => {
      const table = document.querySelector('table');
      const rows = [...(table?.querySelectorAll('tbody tr') ?? [])];
      return (
        table?.getAttribute('aria-busy') === 'false' &&
        rows.length === expected &&
        rows.every((row) => row.textContent!.includes(contained))
      );
    },
    [count, text] as const,
  );

/** The names in the list's first column, top to bottom. */
const shownNames = () => page.locator('table tbody tr td:first-child').allTextContents();
const searchBox = () => page.getByRole('searchbox', { name: 'Search leads' });

/** Types a search; resolves with the API's answer to it, once the address bar carries it. */
async function searchFor(text: string) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/leads' && url.searchParams.get('q') === text;
  });
  await searchBox().fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
  return answered;
}

describe('a lead from the public site in the admin', () => {
  test('a lead sent with the home form appears in the overview and in the lead list', async () => {
    // Prepare: a visitor sends the home page's lead form.
    const fullName = `${uniqueName('Homeform')} Visitor`;
    const email = `${fullName.split(' ')[0]!.toLowerCase()}@example.com`;
    const visitor = await context.newPage();
    await visitor.goto('/');
    await waitForHydration(visitor, '#lead-form button[type="submit"]');
    const form = visitor.locator('#lead-form form');
    await form.getByLabel(LEAD_FORM.fields.fullName.label, { exact: false }).fill(fullName);
    await form.getByLabel(LEAD_FORM.fields.email.label, { exact: false }).fill(email);
    await form.getByLabel(LEAD_FORM.fields.phone.label, { exact: false }).fill('+971501234567');
    const stored = visitor.waitForResponse((response) => response.url().endsWith('/api/leads') && response.request().method() === 'POST');
    await form.locator('button[type="submit"]').click();
    expect((await stored).status()).toBe(201);
    await visitor.close();

    // Act
    await openAdminLoggedIn(page);

    // Assess: the overview's counters and the recent leads.
    for (const label of SPEC.counters) await page.getByText(label, { exact: true }).waitFor();
    const recent = page.getByTestId('recent-leads').locator('li').filter({ hasText: fullName });
    await recent.waitFor();
    expect(await recent.textContent()).toContain(email);
    expect(await recent.textContent()).toContain('+971501234567');
    expect(await page.getByText(SPEC.empty).count()).toBe(0);

    // ...and in Lead Management, newest first.
    await page.getByRole('tab', { name: 'Lead Management' }).click();
    await page.waitForURL(/[?&]tab=leads/);
    await leadRows().first().waitFor();
    expect(await leadRows().first().textContent()).toContain(fullName);
  });
});

describe('Lead Management', () => {
  test('changing a status saves it, says Status Updated, and the history and the overview show the change', async () => {
    // Prepare
    const fullName = `${uniqueName('Status')} Person`;
    await submitLeadThroughApi({ fullName, email: `${id36()}@example.com`, phone: '+971501111111' });
    await openAdminLoggedIn(page);
    const contactedBefore = await counter('Contacted');
    await page.getByRole('tab', { name: 'Lead Management' }).click();
    await searchFor(fullName);
    await leadRows().filter({ hasText: fullName }).waitFor();

    // Act
    await page.getByRole('combobox', { name: `Status of ${fullName}` }).selectOption('contacted');

    // Assess
    await page.getByText(SPEC.statusUpdated, { exact: true }).waitFor();
    expect((await storedLeads()).find((lead) => lead.fullName === fullName)).toMatchObject({ status: 'contacted' });
    await page.getByRole('button', { name: fullName, exact: true }).click();
    await page.getByTestId('status-history').getByText('New → Contacted', { exact: false }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'Analytics Overview' }).click();
    await page.waitForFunction(
      (expected) => document.querySelector('[role="group"][aria-label="Contacted"]')?.textContent === `Contacted${expected}`,
      contactedBefore + 1,
    );
    expect(problems()).toEqual([]);
  });

  test('a status change the server refuses shows the failure toast and keeps the stored status', async () => {
    // Prepare
    const fullName = `${uniqueName('Refused')} Person`;
    await submitLeadThroughApi({ fullName, email: `${id36()}@example.com`, phone: '+971502222222' });
    await openAdminLoggedIn(page, '/admin?tab=leads');
    await searchFor(fullName);
    await leadRows().filter({ hasText: fullName }).waitFor();
    await page.route('**/api/leads/*/status', (route) => route.fulfill({ status: 500, body: '{"message":"boom"}' }));

    // Act
    await page.getByRole('combobox', { name: `Status of ${fullName}` }).selectOption('closed');

    // Assess
    await page.getByText(SPEC.statusFailed, { exact: true }).waitFor();
    expect((await storedLeads()).find((lead) => lead.fullName === fullName)).toMatchObject({ status: 'new' });
    expect(await page.getByRole('combobox', { name: `Status of ${fullName}` }).inputValue()).toBe('new');
  });

  test('search finds a lead by the beginning of its name, its e-mail or its phone, and the link keeps the search', async () => {
    // Prepare
    const surname = uniqueName('Searchable');
    const fullName = `${surname} Finder`;
    const email = `${surname.toLowerCase()}@example.com`;
    const phone = `+97155${String(Date.now()).slice(-7)}`;
    await submitLeadThroughApi({ fullName, email, phone });
    await submitLeadThroughApi({ fullName: `Other ${surname}`, email: `other-${email}`, phone: '+971503333333' });
    await openAdminLoggedIn(page, '/admin?tab=leads');

    // Act + Assess: by the beginning of the name (the other lead has the word later in its name), by e-mail, by phone.
    for (const query of [surname, email, phone]) {
      const answer = await searchFor(query);
      expect(((await answer.json()) as { fullName: string }[]).map((lead) => lead.fullName)).toEqual([fullName]);
      await waitForRows(1, fullName);
    }

    // A reload (or a shared link) shows the same search.
    await page.reload();
    expect(await searchBox().inputValue()).toBe(phone);
    await leadRows().filter({ hasText: fullName }).waitFor();
    expect(await leadRows().count()).toBe(1);
  });

  test('the filter shows one status and lives in the address bar', async () => {
    // Prepare
    const fullName = `${uniqueName('Filtered')} Person`;
    await submitLeadThroughApi({ fullName, email: `${id36()}@example.com`, phone: '+971504444444' });
    await openAdminLoggedIn(page, '/admin?tab=leads');
    await searchFor(fullName);
    await leadRows().filter({ hasText: fullName }).waitFor();

    // Act
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('closed');

    // Assess
    await page.waitForURL((url) => url.searchParams.get('status') === 'closed');
    await page.getByText('No leads match this view.').waitFor();
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('new');
    await leadRows().filter({ hasText: fullName }).waitFor();
  });

  test('more leads than one page: Next shows the rest, a reload keeps the page, Previous goes back', async () => {
    // Prepare: one page and five more, all found by one search.
    const prefix = uniqueName('Pager');
    const names = Array.from({ length: PAGE_SIZE + 5 }, (_, i) => `${prefix} ${String(i).padStart(2, '0')}`);
    for (const [i, fullName] of names.entries()) {
      await submitLeadThroughApi({ fullName, email: `${prefix.toLowerCase()}-${i}@example.com`, phone: '+971505555555' });
    }
    await openAdminLoggedIn(page, '/admin?tab=leads');
    await searchFor(prefix);
    await waitForRows(PAGE_SIZE, prefix);
    const firstPage = await shownNames();

    // Act
    await page.getByRole('button', { name: 'Next' }).click();

    // Assess: the other five, none of the first page's, and no further page.
    await page.waitForURL((url) => url.searchParams.has('cursor'));
    await waitForRows(5, prefix);
    const secondPage = await shownNames();
    expect([...firstPage, ...secondPage].sort()).toEqual(names);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByText('Page 2').waitFor();

    await page.reload();
    await waitForRows(5, prefix);
    expect(await shownNames()).toEqual(secondPage);

    await page.getByRole('button', { name: 'Previous' }).click();
    await waitForRows(PAGE_SIZE, prefix);
    expect(await shownNames()).toEqual(firstPage);
    expect(new URL(page.url()).searchParams.has('cursor')).toBe(false);
  });

  test('Export CSV downloads leads-YYYY-MM-DD.csv with a header and one row per lead of the filtered list', async () => {
    // Prepare
    const prefix = uniqueName('Exported');
    for (let i = 0; i < 3; i++) {
      await submitLeadThroughApi({ fullName: `${prefix} ${i}`, email: `${prefix.toLowerCase()}-${i}@example.com`, phone: '+971506666666' });
    }
    await openAdminLoggedIn(page, '/admin?tab=leads');
    await searchFor(prefix);
    await waitForRows(3, prefix);

    // Act
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;

    // Assess
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.split(/\r?\n/).filter((line) => line.length > 0);
    expect(lines).toHaveLength(4);
    expect(lines[0]!.toLowerCase()).toContain('email');
    for (let i = 0; i < 3; i++) expect(lines.some((line) => line.includes(`${prefix.toLowerCase()}-${i}@example.com`))).toBe(true);
  });

  test('the detail view shows every stored field and where the lead came from, and takes a note', async () => {
    // Prepare
    const fullName = `${uniqueName('Detailed')} Person`;
    const email = `${id36()}@example.com`;
    // The same person sends the form twice through one campaign.
    const attribution = {
      page: '/uk-dubai',
      landingVariant: 'premium-b',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring-offer',
      referrer: 'https://referrer.example/post',
    };
    await submitLeadThroughApi({ fullName, email, phone: '+971507777777', country: 'United Kingdom', attribution });
    await submitLeadThroughApi({ fullName, email, phone: '+971507777777', attribution });
    await openAdminLoggedIn(page, '/admin?tab=leads');
    await searchFor(email);
    await waitForRows(2, email);

    // Act
    await page.getByRole('button', { name: fullName, exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(email).first().waitFor();
    await dialog.getByLabel('New note').fill('Called back, wants a mainland licence.');
    await dialog.getByRole('button', { name: 'Add note' }).click();

    // Assess
    await dialog.getByTestId('lead-notes').getByText('Called back, wants a mainland licence.').waitFor();
    for (const text of ['+971507777777', 'Where it came from', '/uk-dubai', 'premium-b', 'newsletter / email / spring-offer', 'https://referrer.example/post']) {
      await dialog.getByText(text, { exact: true }).first().waitFor();
    }
    // The same person's first submission is listed, and the list says nothing about "no other submissions".
    await dialog.getByText('Other submissions from this person').waitFor();
    expect(await dialog.getByText('No other submissions.').count()).toBe(0);
    await page.waitForURL((url) => url.searchParams.has('lead'));
    await page.reload();
    await page.getByRole('dialog').getByTestId('lead-notes').getByText('Called back, wants a mainland licence.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => !url.searchParams.has('lead'));
  });
});

describe('the audit log', () => {
  test('shows the login and a status change with who made it, and opens the lead it concerns', async () => {
    // Prepare
    const fullName = `${uniqueName('Audited')} Person`;
    await submitLeadThroughApi({ fullName, email: `${id36()}@example.com`, phone: '+971509999999' });
    await openAdminLoggedIn(page, '/admin?tab=leads');
    await searchFor(fullName);
    await leadRows().filter({ hasText: fullName }).waitFor();
    // No other test of this file closes a lead, so this change is the log's only 'New → Closed'.
    await page.getByRole('combobox', { name: `Status of ${fullName}` }).selectOption('closed');
    await page.getByText(SPEC.statusUpdated, { exact: true }).waitFor();

    // Act
    await page.getByRole('button', { name: 'Audit log' }).click();

    // Assess
    const dialog = page.getByRole('dialog');
    const change = dialog.locator('tbody tr').filter({ hasText: 'New → Closed' });
    await change.waitFor();
    expect(await change.textContent()).toContain('Lead status changed');
    expect(await change.textContent()).toContain(E2E_ADMIN.username);
    await dialog.locator('tbody tr').filter({ hasText: 'Logged in' }).first().waitFor();
    await change.getByRole('button', { name: 'Open lead' }).click();
    await page.getByRole('dialog').getByText(fullName).first().waitFor();
    expect(new URL(page.url()).searchParams.get('lead')).toBeTruthy();
    expect(problems()).toEqual([]);
  });

  test('shows a CSV export as "Leads exported (CSV)" with who exported, the search and the number of rows, never a lead', async () => {
    // Prepare: two leads only this search finds, exported from the filtered list
    const prefix = uniqueName('Exportaudit');
    for (let i = 0; i < 2; i++) {
      await submitLeadThroughApi({ fullName: `${prefix} ${i}`, email: `${prefix.toLowerCase()}-${i}@example.com`, phone: '+971506666667' });
    }
    await openAdminLoggedIn(page, '/admin?tab=leads');
    await searchFor(prefix);
    await waitForRows(2, prefix);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await downloading;

    // Act
    await page.getByRole('button', { name: 'Audit log' }).click();

    // Assess
    const exported = page.getByRole('dialog').locator('tbody tr').filter({ hasText: 'Leads exported (CSV)' }).filter({ hasText: prefix });
    await exported.waitFor();
    const text = (await exported.textContent())!;
    expect(text).toContain(E2E_ADMIN.username);
    expect(text).toContain('"rows":2');
    expect(text).not.toContain('@example.com');
    expect(problems()).toEqual([]);
  });
});

/** Changes a lead's status this many times through the API, as the logged-in page would (its session and CSRF token). */
async function changeStatusRepeatedly(leadId: string, times: number) {
  const failed = await page.evaluate(
    async ({ leadId, times, cookie, header }) => {
      const token = decodeURIComponent(document.cookie.split('; ').find((entry) => entry.startsWith(`${cookie}=`))!.slice(cookie.length + 1));
      const statuses: number[] = [];
      for (let i = 0; i < times; i++) {
        const response = await fetch(`/api/leads/${leadId}/status`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', [header]: token },
          body: JSON.stringify({ status: i % 2 === 0 ? 'contacted' : 'new' }),
        });
        statuses.push(response.status);
      }
      return statuses.filter((status) => status !== 200);
    },
    { leadId, times, cookie: CSRF_COOKIE, header: CSRF_HEADER },
  );
  expect(failed).toEqual([]);
}

describe('the audit log, more than one page long', () => {
  const dialog = () => page.getByRole('dialog', { name: 'Audit log' });
  /** The rows on screen once the page the address bar names has loaded (not the previous page kept while it loads). */
  async function shownRows(pageNumber: number): Promise<string[]> {
    await dialog().getByText(`Page ${pageNumber}`, { exact: true }).waitFor();
    await dialog().locator('table[aria-busy="false"] tbody tr').first().waitFor();
    return dialog().locator('tbody tr').allTextContents();
  }

  test('keeps its page in the address bar: a reload stays on page 2, Back returns to page 1, then closes the log', async () => {
    // Prepare: a page of status changes and one more, each recorded in the log.
    const leadId = await submitLeadThroughApi({ fullName: `${uniqueName('Logged')} Person`, email: `${id36()}@example.com`, phone: '+971501212121' });
    await openAdminLoggedIn(page, '/admin');
    await changeStatusRepeatedly(leadId, DIALOG_PAGE_SIZE + 1);
    await page.getByRole('button', { name: 'Audit log' }).click();
    await page.waitForURL((url) => url.searchParams.get('dialog') === 'audit');
    expect(await shownRows(1)).toHaveLength(DIALOG_PAGE_SIZE);

    // Act
    const secondPageAnswer = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/admin/audit' && url.searchParams.has('cursor');
    });
    await dialog().getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.has('auditCursor'));
    const secondPageIds = ((await (await secondPageAnswer).json()) as { id: string }[]).map((entry) => entry.id);
    const secondPage = await shownRows(2);
    const cursor = new URL(page.url()).searchParams.get('auditCursor');
    const askedAgain = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/admin/audit' && url.searchParams.get('cursor') === cursor;
    });
    await page.reload();

    // Assess: the reload asks for the same page and shows it, in the open log.
    expect(((await (await askedAgain).json()) as { id: string }[]).map((entry) => entry.id)).toEqual(secondPageIds);
    expect(await shownRows(2)).toEqual(secondPage);

    // Back returns to page 1 of the log, and Back again closes it.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('auditCursor') && url.searchParams.get('dialog') === 'audit');
    await shownRows(1);
    expect(await dialog().getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('dialog'));
    await dialog().waitFor({ state: 'hidden' });
    expect(problems()).toEqual([]);
  });
});

describe('the dashboard on a phone', () => {
  test('at 375 px the tabs scroll sideways, the page does not, and the lead list can be worked', async () => {
    // Prepare
    await context.close();
    context = await newContext(browser(), { viewport: { width: 375, height: 812 } });
    page = await context.newPage();
    const fullName = `${uniqueName('Phone')} Person`;
    await submitLeadThroughApi({ fullName, email: `${id36()}@example.com`, phone: '+971508888888' });

    // Act
    await openAdminLoggedIn(page, '/admin?tab=leads');
    await searchFor(fullName);
    await leadRows().filter({ hasText: fullName }).waitFor();

    // Assess
    const widths = await page.evaluate(() => {
      const tabs = document.querySelector('[role="tablist"]')!;
      return { page: document.documentElement.scrollWidth, tabs: tabs.scrollWidth, tabsVisible: tabs.clientWidth };
    });
    expect(widths.page).toBeLessThanOrEqual(375);
    expect(widths.tabs).toBeGreaterThan(widths.tabsVisible);
    await page.getByRole('tab', { name: 'Performance Optimizer' }).scrollIntoViewIfNeeded();
    expect(await page.getByRole('tab', { name: 'Performance Optimizer' }).isVisible()).toBe(true);
    const status = page.getByRole('combobox', { name: `Status of ${fullName}` });
    await status.scrollIntoViewIfNeeded();
    await status.selectOption('qualified');
    await page.getByText(SPEC.statusUpdated, { exact: true }).waitFor();
  });
});

describe('the overview states', () => {
  test('with no leads the overview says so in the spec words', async () => {
    // Prepare: an empty business, as the API would answer it for a new table.
    await page.route('**/api/admin/overview', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          totals: { total: 0, new: 0, contacted: 0, qualified: 0, closed: 0, guideDownloads: 0, countries: 0, conversionRate: 0 },
          recentLeads: [],
          topCountries: [],
          topBusinessTypes: [],
        }),
      }),
    );

    // Act
    await openAdminLoggedIn(page);

    // Assess
    await page.getByText(SPEC.empty, { exact: true }).waitFor();
  });

  test('when the overview cannot be loaded it says so instead of showing numbers', async () => {
    // Prepare
    await page.route('**/api/admin/overview', (route) => route.fulfill({ status: 500, body: '{"message":"Something went wrong. Please try again."}' }));

    // Act
    await openAdminLoggedIn(page);

    // Assess
    await page.getByRole('alert').getByText('The overview could not be loaded.').waitFor();
    expect(await page.getByRole('group', { name: 'Total Leads' }).count()).toBe(0);
  });

  test('when the lead list cannot be loaded it says so', async () => {
    // Prepare
    await page.route(/\/api\/leads\?/, (route) => route.fulfill({ status: 500, body: '{"message":"Something went wrong. Please try again."}' }));

    // Act
    await openAdminLoggedIn(page, '/admin?tab=leads');

    // Assess
    await page.getByRole('alert').getByText('The leads could not be loaded.').waitFor();
    expect(await leadRows().count()).toBe(0);
  });
});

function id36() {
  return `lead-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
}
