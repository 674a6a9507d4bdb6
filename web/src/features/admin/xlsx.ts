/**
 * The lead list as an Excel workbook (.xlsx): one sheet, the header row frozen, and every cell a typed text cell, so a
 * phone number stays "+971 50 123 4567" (not 9.71502E+11, nor the apostrophe the CSV needs), a name keeps any script,
 * and a value such as "=1+1" is text that no spreadsheet runs as a formula.
 */
import { LEADS_COPY } from '#shared/admin/admin-copy.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The spreadsheet's text format: a cell staff edit later stays text too (a phone number typed in stays as typed). */
const TEXT_FORMAT = '@';

/** Column widths in characters: wide enough to read most values, never so wide a long message hides the rest. */
const WIDTH = { min: 8, max: 50 } as const;

/**
 * exceljs, loaded on first use: it is large, so it never weighs on the admin's first load or a public page. (A
 * CommonJS package: its exports arrive as the module's default, under the bundler as under Node.)
 */
export async function spreadsheetLibrary(): Promise<typeof import('exceljs')> {
  return ((await import('exceljs')) as unknown as { default: typeof import('exceljs') }).default;
}

/** The workbook's file from the export's rows. */
export async function leadWorkbook(header: readonly string[], rows: readonly (readonly string[])[]): Promise<Blob> {
  const exceljs = await spreadsheetLibrary();
  const workbook = new exceljs.Workbook();
  const sheet = workbook.addWorksheet(LEADS_COPY.exportSheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const longest = header.map((label) => label.length);
  for (const row of rows) for (const [index, cell] of row.entries()) longest[index] = Math.max(longest[index] ?? 0, cell.length);
  sheet.columns = header.map((label, index) => ({
    header: label,
    width: Math.min(WIDTH.max, Math.max(WIDTH.min, longest[index]! + 2)),
    style: { numFmt: TEXT_FORMAT },
  }));
  // A JavaScript string becomes a string cell (never a formula, whatever it starts with); an empty value stays empty.
  for (const row of rows) sheet.addRow(row.map((cell) => (cell === '' ? null : cell)));
  return new Blob([await workbook.xlsx.writeBuffer()], { type: XLSX_TYPE });
}
