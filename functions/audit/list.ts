/**
 * GET /api/admin/audit?cursor=&limit=: the audit log for staff, newest first, one page at a time: who changed what
 * and when, logins, failed logins and logouts. Answers AuditEntry[] and, while more pages exist, x-next-cursor.
 */
import { NEXT_CURSOR_HEADER } from '#shared/admin/api-contract.ts';
import { listAudit } from '../data/audit-log.ts';
import { apiHandler } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';
import { auditQuerySchema } from './list.zod.ts';

export const handler = apiHandler({ query: auditQuerySchema }, async ({ query }) => {
  const page = await listAudit({ cursor: query.cursor, limit: query.limit });
  return json(200, page.items, page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {});
});
