import { NEXT_CURSOR_HEADER, type LeadExportQuery } from '#shared/admin/api-contract.ts';
import { adminRequest } from '../../../admin-common/admin-request.ts';
import { leadQueryString, type LeadListState } from '../../../admin-common/dashboard-url.ts';
import { EXPORT_URL } from './export-leads.ts';

/**
 * One page of GET /api/leads/export?format=json (functions/leads/export.ts): the header row on the first page only,
 * then each lead's cells as stored text, with no CSV quoting or formula apostrophe.
 */
type LeadExportJsonPage = { header?: string[]; rows: string[][] };

/** The export as rows of text cells: the column labels, then one row per lead. */
export type LeadExportRows = { header: string[]; rows: string[][] };

/**
 * The filtered list as the CSV export holds it (same pages, filters, order and audit), in its JSON form, for the
 * .xlsx export: the cells exactly as typed, which a CSV cannot carry safely.
 */
export async function exportLeadRows(state: Pick<LeadListState, 'status' | 'q'>): Promise<LeadExportRows> {
  const pages: LeadExportJsonPage[] = [];
  let cursor: LeadExportQuery['cursor'];
  do {
    // The same filters as the CSV (status and search, no view: exportLeads).
    const query = new URLSearchParams(leadQueryString({ status: state.status, q: state.q, cursor }));
    query.set('format', 'json');
    const response = await adminRequest('GET', `${EXPORT_URL}?${query}`);
    pages.push((await response.json()) as LeadExportJsonPage);
    cursor = response.headers.get(NEXT_CURSOR_HEADER) ?? undefined;
  } while (cursor);
  return { header: pages[0]?.header ?? [], rows: pages.flatMap((page) => page.rows) };
}
