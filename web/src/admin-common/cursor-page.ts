import useSWR from 'swr';
import { NEXT_CURSOR_HEADER } from '#shared/admin/api-contract.ts';
import { FRESH_ON_MOUNT, adminRequest } from './admin-request.ts';

/** One page of an admin list: its rows, and the next page's cursor while there is one (header x-next-cursor). */
export type CursorPage<Row> = { rows: Row[]; nextCursor?: string };

/** GET one page of a list paged by cursor (the admin's paged routes all answer a JSON array and the header). */
export async function getCursorPage<Row>(url: string): Promise<CursorPage<Row>> {
  const response = await adminRequest('GET', url);
  return { rows: (await response.json()) as Row[], nextCursor: response.headers.get(NEXT_CURSOR_HEADER) ?? undefined };
}

/** `url` with its `cursor` query parameter (none on the first page). */
export function withCursor(url: string, cursor: string | undefined): string {
  return cursor ? `${url}${url.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : url;
}

/**
 * One page of a list (null: not asked, e.g. while its dialog is closed), asked again whenever a view shows it; the page
 * on screen stays while the next one loads.
 */
export function useCursorPage<Row>(url: string | null) {
  return useSWR<CursorPage<Row>>(url, getCursorPage<Row>, { ...FRESH_ON_MOUNT, keepPreviousData: true });
}
