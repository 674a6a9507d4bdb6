import { NEXT_CURSOR_HEADER, type LeadExportQuery } from '#shared/admin/api-contract.ts';
import { adminRequest } from '../../../admin-common/admin-request.ts';
import { leadQueryString, type LeadListState } from '../../../admin-common/dashboard-url.ts';
import { joinCsvPages } from '../csv.ts';

export const EXPORT_URL = '/api/leads/export';

/** The list's filters a download keeps: it holds exactly the leads the list shows, in its order. */
export type LeadExportFilters = Pick<LeadListState, 'view' | 'status' | 'owner' | 'q'>;

/**
 * GET /api/leads/export, page after page: the filtered list as one CSV text (the header row once). Each page is one
 * short request, so a list of any length exports within the API's limits.
 */
export async function exportLeads(filters: LeadExportFilters): Promise<string> {
  const pages: string[] = [];
  let cursor: LeadExportQuery['cursor'];
  do {
    const response = await adminRequest('GET', `${EXPORT_URL}${leadQueryString({ ...filters, cursor })}`);
    pages.push(await response.text());
    cursor = response.headers.get(NEXT_CURSOR_HEADER) ?? undefined;
  } while (cursor);
  return joinCsvPages(pages);
}
