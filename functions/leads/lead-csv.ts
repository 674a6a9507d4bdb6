/**
 * Leads as CSV (RFC 4180): the export's columns from shared/, quoted where needed, and safe to open in a spreadsheet.
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

/** The header row. */
export const csvHeader = () => LEAD_EXPORT_COLUMNS.map((column) => csvCell(column.label)).join(',') + LINE_END;

/** One lead's row. */
export const csvRow = (lead: Lead) => LEAD_EXPORT_COLUMNS.map((column) => csvCell(fieldOf(lead, column.field))).join(',') + LINE_END;
