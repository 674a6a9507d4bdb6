/**
 * GET /api/admin/refused-requests?cursor=&limit=: the public requests the API refused for abuse (a tax report over a
 * recipient's or a source's quota), for staff, newest first, one page at a time, paged exactly like the audit log.
 * The recipient is masked and the source cut to its network. Answers RefusedRequest[] and, while more pages exist,
 * x-next-cursor.
 */
import { NEXT_CURSOR_HEADER } from '#shared/admin/api-contract.ts';
import { listRefusedRequests } from '../data/refused-requests.ts';
import { auditQuerySchema as pageQuerySchema } from '../audit/list.zod.ts';
import { apiHandler } from '../lib/api-handler.ts';
import { json } from '../lib/responses.ts';

export const handler = apiHandler({ query: pageQuerySchema }, async ({ query }) => {
  const page = await listRefusedRequests({ cursor: query.cursor, limit: query.limit });
  return json(200, page.items, page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {});
});
