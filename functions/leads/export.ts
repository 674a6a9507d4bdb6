/**
 * GET /api/leads/export (staff): one page of the filtered lead list as CSV, newest first, up to 5,000 rows (and at
 * most a few MB, far below Lambda's 6 MB response limit); the header row comes with the first page only, and
 * x-next-cursor names the next page while more exist, so the admin app joins the pages into one download of any size.
 * Every page is audited before it is answered (a page whose record cannot be written is not sent): who exported,
 * when, from which address, with which filters and how many rows, never the leads themselves (nor the cursor, which
 * holds a lead's key). A lead whose processing is restricted at the person's request is never exported: its row is
 * left out (shared/privacy/restriction.ts).
 */
import { NEXT_CURSOR_HEADER } from '#shared/admin/api-contract.ts';
import { AUDIT_ACTIONS, type LeadExportAudit } from '#shared/admin/audit-rules.ts';
import { LEAD_ADMIN_LIMITS } from '#shared/admin/lead-admin-rules.ts';
import { isProcessingRestricted } from '#shared/privacy/restriction.ts';
import { LEAD_EXPORT_TARGET, recordAudit } from '../data/audit-log.ts';
import { listLeads } from '../data/leads.ts';
import { apiHandler, type ApiRequest } from '../lib/api-handler.ts';
import { csvHeader, csvRow } from './lead-csv.ts';
import { leadExportQuerySchema, type LeadExportQueryInput } from './lead-admin.zod.ts';

/** Bytes after which a page stops adding rows: far below Lambda's 6 MB response limit, and quick to send. */
export const EXPORT_PAGE_BYTES = 4 * 1024 * 1024;

async function exportPage(request: ApiRequest<undefined, undefined, LeadExportQueryInput>) {
  const { cursor, status, q } = request.query;
  const page = await listLeads({ ...request.query, limit: LEAD_ADMIN_LIMITS.exportPageRows });
  let body = cursor ? '' : csvHeader();
  let bytes = Buffer.byteLength(body);
  let nextCursor = page.nextCursor;
  let rows = 0;
  for (const [index, lead] of page.leads.entries()) {
    if (isProcessingRestricted(lead)) continue;
    const row = csvRow(lead);
    bytes += Buffer.byteLength(row);
    // A page of unusually long rows stops early and the next page continues after the last row it holds.
    if (index > 0 && bytes > EXPORT_PAGE_BYTES) {
      nextCursor = page.cursorAfter(index - 1);
      break;
    }
    body += row;
    rows += 1;
  }
  const audit: LeadExportAudit = {
    filters: { ...(status ? { status } : {}), ...(q !== undefined ? { q } : {}) },
    rows,
    firstPage: !cursor,
    lastPage: !nextCursor,
  };
  await recordAudit({ actor: request.staff!.username, action: AUDIT_ACTIONS.leadsExport, target: LEAD_EXPORT_TARGET, after: audit, ip: request.ip });
  const day = new Date().toISOString().slice(0, 10);
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="leads-${day}.csv"`,
      'cache-control': 'no-store',
      ...(nextCursor ? { [NEXT_CURSOR_HEADER]: nextCursor } : {}),
    },
    body,
  };
}

export const handler = apiHandler({ query: leadExportQuerySchema }, exportPage);
