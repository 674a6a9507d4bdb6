import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { browserForThisFile, newContext } from './support/browser.ts';
import { cellsAsCalcShowsThem } from './support/libreoffice.ts';
import { recordScripts } from './support/page-helpers.ts';
import { collectAdminProblems, openAdminLoggedIn, submitLeadThroughApi } from './support/staff.ts';

const browser = browserForThisFile();

/** Each test opens files in LibreOffice, whose first start with a fresh profile takes seconds on a busy machine. */
const SPREADSHEET_TEST_TIMEOUT_MS = 240_000;

/** The spreadsheet writer's chunk, which the admin loads only for an Excel export. */
const isSpreadsheetWriter = (path: string) => /exceljs/i.test(path);

/** Search words only this file's leads start with (their e-mail addresses). */
const prefix = `xport${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const LEADS = {
  script: { fullName: 'Łukasz 王', email: `${prefix}-script@example.com`, phone: '+971 50 123 4567' },
  formula: { fullName: '=1+1', email: `${prefix}-formula@example.com`, phone: '+44 7700 900321' },
};

let context: BrowserContext;
let page: Page;
let problems: () => string[];
let scripts: string[];
let downloads: string;

beforeAll(async () => {
  for (const lead of Object.values(LEADS)) await submitLeadThroughApi(lead);
  downloads = await mkdtemp(join(tmpdir(), 'lead-export-'));
  context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  problems = collectAdminProblems(page);
  scripts = recordScripts(page);
  await openAdminLoggedIn(page, `/admin?tab=leads&q=${prefix}`);
  // The list shows this file's two leads: the export's filter is the list's.
  await page.waitForFunction(() => {
    const table = document.querySelector('table');
    return table?.getAttribute('aria-busy') === 'false' && table.querySelectorAll('tbody tr').length === 2;
  });
});

afterAll(async () => {
  await context?.close();
  await rm(downloads, { recursive: true, force: true });
});

/** Clicks an export button and keeps the file the browser downloads; resolves with its path and suggested name. */
async function download(button: 'Export CSV' | 'Export Excel') {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const file = await downloading;
  const path = join(downloads, file.suggestedFilename());
  await file.saveAs(path);
  return { path, name: file.suggestedFilename() };
}

/** The exported leads as Calc shows them: the header row, and each lead's cells by column label, found by e-mail. */
function exported(cells: string[][]) {
  const [header = [], ...rows] = cells;
  const lead = (email: string) => {
    const row = rows.find((cellsOfRow) => cellsOfRow[header.indexOf('Email')] === email);
    return row && Object.fromEntries(header.map((label, index) => [label, row[index]]));
  };
  return { header, rows, lead };
}

describe('the lead export as staff open it in a spreadsheet', () => {
  test('Export CSV starts with one UTF-8 byte-order mark, and Calc shows "Łukasz 王" intact and "=1+1" as text', async () => {
    // Act
    const { path, name } = await download('Export CSV');

    // Assess
    expect(name).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(path);
    const mark = Buffer.from([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(0, 3)).toEqual(mark);
    expect(bytes.indexOf(mark, 3)).toBe(-1);
    const csv = exported(await cellsAsCalcShowsThem(path));
    // Read as UTF-8, the mark at the start is gone; a second one would show in a cell.
    expect(csv.header[0]).toBe('ID');
    expect(JSON.stringify(csv.rows)).not.toContain('\uFEFF');
    expect(csv.rows).toHaveLength(2);
    expect(csv.lead(LEADS.script.email)?.['Full name']).toBe('Łukasz 王');
    // The CSV's guard against formulas: text with an apostrophe, never the result 2.
    expect(csv.lead(LEADS.formula.email)?.['Full name']).toBe("'=1+1");
    expect(csv.lead(LEADS.script.email)?.Phone).toBe("'+971 50 123 4567");
    expect(problems()).toEqual([]);
  }, SPREADSHEET_TEST_TIMEOUT_MS);

  test('Export Excel gives the same columns and leads as text cells: phone numbers as typed, "=1+1" as text', async () => {
    // Prepare: nothing so far has loaded the spreadsheet writer (neither the admin's first load nor a CSV export).
    expect(scripts.filter(isSpreadsheetWriter)).toEqual([]);

    // Act
    const { path, name } = await download('Export Excel');
    const csv = exported(await cellsAsCalcShowsThem((await download('Export CSV')).path));

    // Assess
    expect(name).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(scripts.filter(isSpreadsheetWriter)).not.toEqual([]);
    const xlsx = exported(await cellsAsCalcShowsThem(path));
    expect(xlsx.header).toEqual(csv.header);
    expect(xlsx.rows.map((row) => row[0]).sort()).toEqual(csv.rows.map((row) => row[0]).sort());
    expect(xlsx.lead(LEADS.script.email)).toMatchObject({ 'Full name': 'Łukasz 王', Phone: '+971 50 123 4567' });
    expect(xlsx.lead(LEADS.formula.email)).toMatchObject({ 'Full name': '=1+1', Phone: '+44 7700 900321' });
    expect(problems()).toEqual([]);
  }, SPREADSHEET_TEST_TIMEOUT_MS);
});
