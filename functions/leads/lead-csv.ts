/**
 * The lead export's rows: each lead's cells as text, in the export's columns from shared/, and those cells written as
 * CSV (RFC 4180), quoted where needed and safe to open in a spreadsheet.
 */
import { LEAD_EXPORT_COLUMNS } from '#shared/admin/lead-admin-rules.ts';
import type { Lead } from '../data/leads.ts';

const LINE_END = '\r\n';

/**
 * One cell. A value a spreadsheet would run as a formula (starting with =, +, -, @, or a tab or carriage return)
 * gets a leading apostrophe; a value with a comma, quote or line break is quoted, with quotes doubled.
 */
export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function fieldOf(lead: Lead, field: string): unknown {
  if (!field.startsWith('attribution.')) return (lead as Record<string, unknown>)[field];
  return (lead.attribution as Record<string, unknown> | undefined)?.[field.slice('attribution.'.length)];
}

/** The column labels, as text. */
export const headerCells = (): string[] => LEAD_EXPORT_COLUMNS.map((column) => column.label);

/**
 * One lead's cells exactly as stored, as text (a missing field is empty): the JSON form of the export hands these to
 * the admin's spreadsheet writer, which keeps each as a text cell, so they need no formula guard there.
 */
export const leadCells = (lead: Lead): string[] =>
  LEAD_EXPORT_COLUMNS.map((column) => {
    const value = fieldOf(lead, column.field);
    return value === undefined || value === null ? '' : String(value);
  });

/** One CSV record of cells, guarded and quoted, with its line ending. */
export const csvLine = (cells: readonly string[]) => cells.map(csvCell).join(',') + LINE_END;

