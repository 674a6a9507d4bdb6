import { NEXT_CURSOR_HEADER, type LeadExportJsonPage, type LeadExportQuery } from '#shared/admin/api-contract.ts';
import { adminRequest } from '../../../admin-common/admin-request.ts';
import { leadQueryString } from '../../../admin-common/dashboard-url.ts';
import { EXPORT_URL, type LeadExportFilters } from './export-leads.ts';

/** The export as rows of text cells: the column labels, then one row per lead. */
export type LeadExportRows = { header: string[]; rows: string[][] };

/**
 * The filtered list as the CSV export holds it (same pages, filters, order and audit), in its JSON form, for the
 * .xlsx export: the cells exactly as typed, which a CSV cannot carry safely.
 */
export async function exportLeadRows(filters: LeadExportFilters): Promise<LeadExportRows> {
  const pages: LeadExportJsonPage[] = [];
  let cursor: LeadExportQuery['cursor'];
  do {
    // The same filters as the CSV (exportLeads).
    const query = new URLSearchParams(leadQueryString({ ...filters, cursor }));
    query.set('format', 'json' satisfies LeadExportQuery['format']);
    const response = await adminRequest('GET', `${EXPORT_URL}?${query}`);
    pages.push((await response.json()) as LeadExportJsonPage);
    cursor = response.headers.get(NEXT_CURSOR_HEADER) ?? undefined;
  } while (cursor);
  return { header: pages[0]?.header ?? [], rows: pages.flatMap((page) => page.rows) };
}
