/**
 * A chart's table as a CSV file (issue 26): the header row, one line per row, in the same words and figures the table
 * shows, made into one file by csv.ts `joinCsvPages` (the byte-order mark Excel needs, one line ending).
 */
import { joinCsvPages } from '../csv.ts';

export type CsvColumn<Row> = { label: string; value: (row: Row) => string | number };

/**
 * One cell: quoted when it holds a comma, quote or line break; a text a spreadsheet would run as a formula (starting
 * with =, +, -, @, a tab or a carriage return: a UTM value comes from any visitor's link) gets an apostrophe first,
 * as the lead export does (functions/leads/lead-csv.ts). Numbers are written as they are, negative ones included.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** The file's text: header and rows, CRLF line endings (RFC 4180), with the byte-order mark. */
export function csvText<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.label)), ...rows.map((row) => columns.map((column) => csvCell(column.value(row))))];
  return joinCsvPages([lines.map((cells) => cells.join(',')).join('\r\n')]);
}
