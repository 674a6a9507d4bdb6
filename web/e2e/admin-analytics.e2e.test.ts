/**
 * The Analytics Overview's charts (issue 26), as staff see them in the Analytics Overview tab: what a visit to the
 * public site adds to them, that a visit without consent adds its lead and not its view, that a chart's table and its
 * CSV file hold the stored counts, that the view fits a 375 px screen and that axe finds nothing serious on it, and
 * that a lead marked as a test is shown as one. Counts are compared before and after, so other files' visits to the
 * same stack do not matter.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { siteUrlForBuild } from '../../infra/bin/site-url.ts';
import type { AnalyticsFullReport } from '#shared/admin/analytics-contract.ts';
import { ANALYTICS_BUTTONS } from '#shared/analytics/analytics-rules.ts';
import { CONSENT_COPY } from '#shared/main-site/consent-copy.ts';
import { LEAD_FORM } from '#shared/main-site/home-content.ts';
import { browserForThisFile, newContext, PHONE_VIEWPORT } from './support/browser.ts';
import { waitForHydration } from './support/page-helpers.ts';
import { adminAddress, openAdminLoggedIn, submitLeadThroughApi } from './support/staff.ts';
import { eventually } from './support/wait.ts';

const browser = browserForThisFile();
const AXE_SOURCE = readFileSync(createRequire(`${process.cwd()}/package.json`).resolve('axe-core/axe.min.js'), 'utf8');

let staffContext: BrowserContext;
let staff: Page;
let visitorContext: BrowserContext | undefined;
let downloads: string;

beforeAll(async () => {
  downloads = await mkdtemp(join(tmpdir(), 'admin-analytics-'));
  staffContext = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
  staff = await staffContext.newPage();
  await openAdminLoggedIn(staff);
});

afterAll(async () => {
  await staffContext?.close();
  await rm(downloads, { recursive: true, force: true });
});

afterEach(async () => {
  await visitorContext?.close();
  visitorContext = undefined;
});

/** The Dubai day `offset` days from today (UTC+4, no daylight saving). */
const dubaiDay = (offset = 0) => new Date(Date.now() + 4 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** What GET /api/admin/analytics answers for the view's default range, the last 30 Dubai days. */
async function report(): Promise<AnalyticsFullReport> {
  const response = await staff.request.get(adminAddress(`/api/admin/analytics?from=${dubaiDay(-29)}&to=${dubaiDay()}`));
  expect(response.status()).toBe(200);
  return (await response.json()) as AnalyticsFullReport;
}

/** A page's consented views, its clicks on one button, and its stored leads, over the range. */
async function countsOf(page: string, button = 'whatsapp-hero') {
  const answer = await report();
  const totals = answer.pages.find((series) => series.page === page);
  return {
    views: totals?.views ?? 0,
    clicks: totals?.clicks[button] ?? 0,
    leads: answer.leadPages.find((row) => row.page === page)?.leads ?? 0,
  };
}

const countsBecome = (page: string, expected: Awaited<ReturnType<typeof countsOf>>) =>
  eventually(async () => {
    const now = await countsOf(page);
    return JSON.stringify(now) === JSON.stringify(expected) ? now : undefined;
  }, `the counts of ${page} to become ${JSON.stringify(expected)}`);

/** A visitor in a fresh browser; `country` answers GET /api/geo (the local stack's own answer is outside the EU). */
async function newVisitor(options: { country?: string } = {}) {
  visitorContext = await newContext(browser(), { viewport: PHONE_VIEWPORT });
  const visitor = await visitorContext.newPage();
  if (options.country) {
    const country = options.country;
    await visitor.route('**/api/geo', (route) => route.fulfill({ json: { country_code: country, region: null } }));
  }
  return visitor;
}

const beaconSent = (page: Page, type: string) =>
  page.waitForRequest((request) => request.url().endsWith('/api/analytics/events') && request.postData()?.includes(`"${type}"`) === true);

/** Opens /uk-dubai-3 (its view sent, so consent is decided), then taps the hero's WhatsApp button (its click sent). */
async function visitAndTapHero(visitor: Page) {
  const viewed = beaconSent(visitor, 'view');
  await visitor.goto('/uk-dubai-3');
  await viewed;
  const tapped = beaconSent(visitor, 'click');
  const chat = visitorContext!.waitForEvent('page');
  await visitor.locator('[data-analytics-button="whatsapp-hero"]').first().click();
  await (await chat).close();
  await tapped;
}

/** Opens the Analytics Overview afresh (every chart read again) and waits for the charts. */
async function openAnalytics(page: Page = staff, query = '') {
  await page.goto(adminAddress(`/admin?tab=overview${query}`));
  await page.getByTestId('chart-page-rates').waitFor();
}

/** A chart's section by its test id. */
const chart = (page: Page, id: string) => page.getByTestId(`chart-${id}`);

/** The table behind a chart, opened: its header and its rows, each as the cells' text. */
async function tableOf(section: Locator): Promise<{ header: string[]; rows: string[][] }> {
  const details = section.locator('details');
  if ((await details.getAttribute('open')) === null) await section.getByText('Show the table').click();
  const table = section.locator('table');
  await table.waitFor();
  const header = await table.locator('thead th').allInnerTexts();
  const rows = await Promise.all((await table.locator('tbody tr').all()).map((row) => row.locator('td').allInnerTexts()));
  return { header: header.map((cell) => cell.trim()), rows: rows.map((row) => row.map((cell) => cell.trim())) };
}

/** The row of a table whose first cells are `keys`, by column name. */
function rowOf(table: { header: string[]; rows: string[][] }, ...keys: string[]): Record<string, string> | undefined {
  const row = table.rows.find((cells) => keys.every((key, index) => cells[index] === key));
  return row && Object.fromEntries(table.header.map((label, index) => [label, row[index]!]));
}

/** Downloads a chart's CSV file; its lines' cells (a file without quoted cells, as these are). */
async function csvOf(section: Locator): Promise<{ name: string; text: string; cells: string[][] }> {
  const downloading = staff.waitForEvent('download');
  await section.getByRole('button', { name: /^Download CSV/ }).click();
  const file = await downloading;
  const path = join(downloads, file.suggestedFilename());
  await file.saveAs(path);
  const text = await readFile(path, 'utf8');
  const cells = text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean).map((line) => line.split(','));
  return { name: file.suggestedFilename(), text, cells };
}

describe('the Analytics Overview charts', () => {
  it('a consented visit and a tap on the hero WhatsApp button of /uk-dubai-3 show in the tab: the view in the conversion table, the tap in the clicks table', async () => {
    // Prepare
    const before = await countsOf('/uk-dubai-3');
    const visitor = await newVisitor();

    // Act: a visit from outside the EU (granted by the spec), then a tap on the hero's chat button.
    await visitAndTapHero(visitor);
    const after = await countsBecome('/uk-dubai-3', { ...before, views: before.views + 1, clicks: before.clicks + 1 });

    // Assess: the tab shows the stored counts.
    await openAnalytics();
    expect(rowOf(await tableOf(chart(staff, 'page-rates')), '/uk-dubai-3')).toMatchObject({ Page: '/uk-dubai-3', Views: String(after.views) });
    expect(rowOf(await tableOf(chart(staff, 'variant-rates')), '/uk-dubai-3')).toMatchObject({ Views: String(after.views) });
    expect(rowOf(await tableOf(chart(staff, 'clicks')), '/uk-dubai-3', 'WhatsApp: hero')).toEqual({ Page: '/uk-dubai-3', Button: 'WhatsApp: hero', Clicks: String(after.clicks) });
    // Beside the rates, the share of banner decisions that allowed analytics: the sample the rates cover.
    const { granted, refused } = (await report()).consent;
    const share = `${Math.round((granted / (granted + refused)) * 1000) / 10}% of visitors who decided allowed analytics (${granted} allowed, ${refused} refused)`;
    await chart(staff, 'page-rates').getByText(share, { exact: false }).waitFor();
    // The landing variants compared in words, as the server states it.
    const statement = (await report()).variants.comparisons[0]!.statement;
    await expect(staff.getByTestId('variant-comparison').getByText(statement, { exact: true }).isVisible()).resolves.toBe(true);
  });

  it('a visit without analytics consent counts the lead it sends, but not its view', async () => {
    // Prepare: a visitor from Germany who leaves the cookie banner open.
    const before = await countsOf('/');
    const visitor = await newVisitor({ country: 'DE' });
    await visitor.goto('/');
    await visitor.getByRole('dialog', { name: CONSENT_COPY.title }).waitFor();
    await waitForHydration(visitor, '#lead-form button[type="submit"]');

    // Act
    const form = visitor.locator('#lead-form form');
    await form.getByLabel(LEAD_FORM.fields.fullName.label, { exact: false }).fill('Una Charted');
    await form.getByLabel(LEAD_FORM.fields.email.label, { exact: false }).fill(`analytics-chart-${Date.now()}@example.com`);
    await form.getByLabel(LEAD_FORM.fields.phone.label, { exact: false }).fill('+971501234567');
    const stored = visitor.waitForResponse('**/api/leads');
    await form.locator('button[type="submit"]').click();
    expect((await stored).status()).toBe(201);

    // Assess: one more stored lead for the home page, no more views; the tab says the same.
    const after = await countsBecome('/', { ...before, leads: before.leads + 1 });
    await openAnalytics();
    expect(rowOf(await tableOf(chart(staff, 'page-rates')), '/')).toMatchObject({ Views: String(before.views), 'Leads (stored)': String(after.leads) });
  });

  it("a chart's table and its CSV download hold the stored counts, row for row", async () => {
    // Prepare: at least one click counted, so the table has rows.
    const visitor = await newVisitor();
    const before = await countsOf('/uk-dubai-3');
    await visitAndTapHero(visitor);
    await eventually(async () => ((await countsOf('/uk-dubai-3')).clicks > before.clicks ? true : undefined), 'the tap to be counted');

    // Act
    await openAnalytics();
    const section = chart(staff, 'clicks');
    const table = await tableOf(section);
    const csv = await csvOf(section);

    // Assess: the file is the table, and both are the stored clicks per page and button.
    const stored = (await report()).pages.flatMap(({ page, clicks }) => Object.entries(clicks).map(([button, count]) => `${page} ${button} ${count}`));
    expect(csv.name).toBe(`clicks-${dubaiDay(-29)}-to-${dubaiDay()}.csv`);
    expect(csv.text.startsWith('\uFEFFPage,Button,Clicks\r\n')).toBe(true);
    expect(csv.cells).toEqual([table.header, ...table.rows]);
    // The table names each button as staff read it; the store keeps its id.
    const idOf = new Map(Object.entries(ANALYTICS_BUTTONS).map(([id, label]) => [label as string, id]));
    const shown = table.rows.map(([page, button, clicks]) => `${page} ${idOf.get(button!) ?? button} ${clicks}`);
    expect(shown.sort()).toEqual(stored.sort());
    expect(shown).toContain(`/uk-dubai-3 whatsapp-hero ${before.clicks + 1}`);
  });

  it('a range chosen in the view is kept in the address bar and read again after a reload', async () => {
    await openAnalytics();

    await staff.getByRole('group', { name: 'Range' }).getByRole('button', { name: '7 days' }).click();
    await staff.waitForURL(/range=7/);
    await staff.reload();

    await expect(staff.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(staff.getByTestId('analytics-range').textContent()).resolves.toBe(`Showing ${dubaiDay(-6)} to ${dubaiDay()} (Dubai days).`);
  });

  it('links to the public site with the flag that leaves this browser out of the view counts', async () => {
    await openAnalytics();

    const link = staff.getByRole('link', { name: 'Leave this browser out of the view counts' });

    // The build's public address (the admin host cannot see the public pages): cdk.json's siteUrl, or SITE_URL.
    await expect(link.getAttribute('href')).resolves.toBe(`${siteUrlForBuild()}/?exclude-me=1`);
  });

  it('a lead marked as a test shows the Test badge on its row and its history, leaves the funnel, and "Not a test lead" undoes it', async () => {
    // Prepare
    const name = `Tess${Date.now().toString(36)} Marked`;
    const id = await submitLeadThroughApi({ fullName: name, email: `${Date.now().toString(36)}-test@example.com`, phone: '+971501234567' });
    const counted = await eventually(async () => (await report()).funnel.leads, 'the lead to be counted');
    await staff.goto(adminAddress(`/admin?tab=leads&lead=${encodeURIComponent(id)}`));
    const dialog = staff.getByRole('dialog');

    // Act
    await dialog.getByRole('button', { name: 'Mark as test lead' }).click();

    // Assess
    await dialog.getByRole('button', { name: 'Not a test lead' }).waitFor();
    await dialog.getByTestId('test-lead-badge').waitFor();
    await dialog.getByTestId('status-history').getByText('Marked as a test lead', { exact: false }).waitFor();
    await eventually(async () => ((await report()).funnel.leads === counted - 1 ? true : undefined), 'the test lead to leave the funnel');
    await dialog.getByRole('button', { name: 'Not a test lead' }).click();
    await dialog.getByRole('button', { name: 'Mark as test lead' }).waitFor();
    await expect(dialog.getByTestId('test-lead-badge').count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Mark as test lead' }).click();
    await dialog.getByRole('button', { name: 'Not a test lead' }).waitFor();
    await staff.keyboard.press('Escape');
    const row = staff.getByRole('row').filter({ has: staff.getByRole('button', { name, exact: true }) });
    await row.getByTestId('test-lead-badge').waitFor();
  });
});

describe('the Analytics Overview on a phone', () => {
  let phone: Page;

  beforeAll(async () => {
    const context = await newContext(browser(), { viewport: { width: 375, height: 812 } });
    phone = await context.newPage();
    await openAdminLoggedIn(phone);
  });

  afterAll(async () => {
    await phone?.context().close();
  });

  it('at 375 px nothing reaches past the right edge, with every table open', async () => {
    await openAnalytics(phone);
    await phone.getByTestId('chart-vitals-trend').waitFor();
    for (const summary of await phone.getByText('Show the table').all()) await summary.click();
    await phone.waitForLoadState('networkidle');

    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    expect(overflow).toBe(0);
  });

  it('axe finds no serious or critical violation on the view', async () => {
    await openAnalytics(phone);
    await phone.getByTestId('chart-vitals-trend').waitFor();
    for (const summary of await phone.getByText('Show the table').all()) await summary.click();
    await phone.waitForLoadState('networkidle');

    await phone.evaluate(AXE_SOURCE);
    const results = (await phone.evaluate(() =>
      (window as unknown as { axe: { run: (context: Element, options: object) => Promise<unknown> } }).axe.run(document.querySelector('[data-testid="analytics-view"]')!, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
        resultTypes: ['violations'],
      }),
    )) as AxeResults;
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);

    expect(serious).toEqual([]);
  });
});
