import useSWR from 'swr';
import { NEXT_CURSOR_HEADER, type RefusedRequest } from '#shared/admin/api-contract.ts';
import { FRESH_ON_MOUNT, adminRequest } from '../admin-request.ts';

export const REFUSED_REQUESTS_URL = '/api/admin/refused-requests';

export type RefusedRequestsPage = { refusals: RefusedRequest[]; nextCursor?: string };

const pageUrl = (cursor: string | undefined) =>
  cursor ? `${REFUSED_REQUESTS_URL}?cursor=${encodeURIComponent(cursor)}` : REFUSED_REQUESTS_URL;

/** GET /api/admin/refused-requests: one page of refused requests, newest first, and the next page's cursor. */
export async function getRefusedRequests(url: string): Promise<RefusedRequestsPage> {
  const response = await adminRequest('GET', url);
  return { refusals: (await response.json()) as RefusedRequest[], nextCursor: response.headers.get(NEXT_CURSOR_HEADER) ?? undefined };
}

/** One page of refused requests (null: not asked, e.g. while the panel is closed); the page stays while the next loads. */
export function useRefusedRequests(cursor: string | undefined | null) {
  return useSWR<RefusedRequestsPage>(cursor === null ? null : pageUrl(cursor), getRefusedRequests, { ...FRESH_ON_MOUNT, keepPreviousData: true });
}
