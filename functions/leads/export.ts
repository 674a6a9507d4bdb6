/**
 * GET /api/leads/export (staff): one page of the filtered lead list as CSV, with the list's filters and order
 * (lead-list-page.ts: status, search, view, owner), up to 5,000 rows (and at
 * most a few MB, far below Lambda's 6 MB response limit); the header row comes with the first page only, and
 * x-next-cursor names the next page while more exist, so the admin app joins the pages into one download of any size.
 * Every page is audited before it is answered (a page whose record cannot be written is not sent): who exported,
 * when, from which address, with which filters and how many rows, never the leads themselves (nor the cursor, which
 * holds a lead's key). A lead whose processing is restricted at the person's request is never exported: its row is
 * left out (shared/privacy/restriction.ts).
 *
 * Asked with `?format=json`, the same page comes as JSON instead: { header?, rows }, each row the lead's
 * cells as stored text (no CSV quoting, no formula apostrophe), for the admin's .xlsx export, which writes every cell
 * as a typed text cell that a spreadsheet never runs as a formula. Same filters, paging, limits, cursor and audit.
 */
import { NEXT_CURSOR_HEADER, type LeadExportJsonPage } from '#shared/admin/api-contract.ts';
import { AUDIT_ACTIONS, type LeadExportAudit } from '#shared/admin/audit-rules.ts';
import { LEAD_ADMIN_LIMITS } from '#shared/admin/lead-admin-rules.ts';
import { isProcessingRestricted } from '#shared/privacy/restriction.ts';
import { LEAD_EXPORT_TARGET, recordAudit } from '../data/audit-log.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { csvLine, headerCells, leadCells } from './lead-csv.ts';
import { leadExportQuerySchema, type LeadExportQueryInput } from './lead-admin.zod.ts';
import { readLeadListPage } from './lead-list-page.ts';

/** Bytes after which a page stops adding rows: far below Lambda's 6 MB response limit, and quick to send. */
export const EXPORT_PAGE_BYTES = 4 * 1024 * 1024;

/** The bytes one row adds to the page in its form (JSON: the row and the comma before the next). */
const rowBytes = (cells: readonly string[], json: boolean) => Buffer.byteLength(json ? `${JSON.stringify(cells)},` : csvLine(cells));

async function exportPage(request: ApiRequest<undefined, undefined, LeadExportQueryInput>) {
  const { format, ...filters } = request.query;
  const { cursor, status, q, view, owner } = filters;
  const json = format === 'json';
  const page = await readLeadListPage({ ...filters, limit: LEAD_ADMIN_LIMITS.exportPageRows }, request.staff!.username);
  const header = cursor ? undefined : headerCells();
  let bytes = header ? rowBytes(header, json) : 0;
  let nextCursor = page.nextCursor;
  const rows: string[][] = [];
  for (const [index, lead] of page.leads.entries()) {
    if (isProcessingRestricted(lead)) continue;
    const cells = leadCells(lead);
    bytes += rowBytes(cells, json);
    // A page of unusually long rows stops early and the next page continues after the last row it holds.
    if (index > 0 && bytes > EXPORT_PAGE_BYTES) {
      nextCursor = page.cursorAfter(index - 1);
      break;
    }
    rows.push(cells);
  }
  const audit: LeadExportAudit = {
    filters: { ...(status ? { status } : {}), ...(q !== undefined ? { q } : {}), ...(view && view !== 'all' ? { view } : {}), ...(owner ? { owner } : {}) },
    rows: rows.length,
    firstPage: !cursor,
    lastPage: !nextCursor,
  };
  const action = json ? AUDIT_ACTIONS.leadsExportExcel : AUDIT_ACTIONS.leadsExport;
  await recordAudit({ actor: request.staff!.username, action, target: LEAD_EXPORT_TARGET, after: audit, ip: request.ip });
  const day = new Date().toISOString().slice(0, 10);
  const jsonPage: LeadExportJsonPage = { ...(header ? { header } : {}), rows };
  return {
    statusCode: 200,
    headers: {
      ...(json
        ? { 'content-type': 'application/json; charset=utf-8' }
        : { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="leads-${day}.csv"` }),
      'cache-control': 'no-store',
      ...(nextCursor ? { [NEXT_CURSOR_HEADER]: nextCursor } : {}),
    },
    body: json ? JSON.stringify(jsonPage) : (header ? [header, ...rows] : rows).map(csvLine).join(''),
  };
}

export const handler = apiHandler({ query: leadExportQuerySchema }, exportPage);
