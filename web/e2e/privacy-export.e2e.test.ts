import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Download, Page } from 'playwright-core';
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

/** Clicks a download button and answers the file the browser saved. */
async function downloadWith(dialog: ReturnType<Page['getByRole']>, name: string): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name }).click();
  return downloading;
}

describe('the export of a person’s data from the Privacy view', () => {
  test('staff download the person’s data as JSON and as a readable summary, and both hold what the person sent', async () => {
    // Prepare: a visitor whose name is written as markup sends the home form through a campaign; somebody else too.
    const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const email = `esra.${run}@example.com`;
    const fullName = `<b>Esra</b> Export ${run}`;
    // Numbers of this run only: the search by e-mail also finds every lead with the person's number.
    const digits = String(Date.now()).slice(-6);
    await submitLeadThroughApi({ fullName, email, phone: `+971 50 1${digits}`, country: 'United Arab Emirates', attribution: { page: '/uk-dubai', utmSource: 'newsletter', utmCampaign: 'spring-offer' } });
    await submitLeadThroughApi({ fullName: `Otto Other ${run}`, email: `otto.${run}@example.com`, phone: `+971 50 7${digits}` });
    const problems = collectAdminProblems(page);
    await openAdminLoggedIn(page, '/admin');
    await page.getByRole('button', { name: 'Privacy', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy: find a person' });
    await dialog.getByLabel('E-mail address or phone number').fill(email);
    await dialog.getByRole('button', { name: 'Search' }).click();
    await dialog.getByTestId('privacy-person').waitFor();

    // Act
    const json = await downloadWith(dialog, 'Download data (JSON)');
    const html = await downloadWith(dialog, 'Download summary (HTML)');

    // Assess: the JSON file parses and holds the person's lead with where they came from, each field explained.
    expect(json.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await json.path())!, 'utf8'));
    expect(file.subject).toEqual({ email });
    expect(file.records.lead.items).toHaveLength(1);
    expect(file.records.lead.items[0]).toMatchObject({ fullName, email, attribution: { utmSource: 'newsletter', utmCampaign: 'spring-offer' } });
    expect(file.records.lead.fields.fullName).toBe('The name you gave in the form.');
    expect(JSON.stringify(file)).not.toContain(`Otto Other ${run}`);

    // Assess: the summary, opened as the person opens it, reads the name as text and explains the fields.
    expect(html.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.html$/);
    const saved = join(await mkdtemp(join(tmpdir(), 'privacy-export-')), html.suggestedFilename());
    await html.saveAs(saved);
    const reader = await context.newPage();
    await reader.goto(pathToFileURL(saved).href);
    const text = await reader.locator('body').innerText();
    expect(await reader.locator('h1').innerText()).toBe('Your personal data held by Dubai Setup');
    expect(text).toContain(fullName);
    expect(await reader.locator('b').count()).toBe(0);
    expect(text).toContain('The campaign source in the link you followed (utm_source).');
    expect(text).toContain('spring-offer');
    expect(text).not.toContain(`Otto Other ${run}`);
    expect(problems()).toEqual([]);
  });
});
