import type { RefusedRequest } from '#shared/admin/api-contract.ts';
import { useCursorPage, withCursor } from '../../../admin-common/cursor-page.ts';

export const REFUSED_REQUESTS_URL = '/api/admin/refused-requests';

/** GET /api/admin/refused-requests: one page of refused requests, newest first (null: not asked, e.g. while closed). */
export function useRefusedRequests(cursor: string | undefined | null) {
  return useCursorPage<RefusedRequest>(cursor === null ? null : withCursor(REFUSED_REQUESTS_URL, cursor));
}
