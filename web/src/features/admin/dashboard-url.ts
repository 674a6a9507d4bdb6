/**
 * The dashboard's state in the address bar, so a reload or a shared link shows the same view: the tab (?tab=leads),
 * the lead list's filter, search and page (?status=new&q=sara&cursor=...&prev=...), and the open lead (?lead=<id>).
 * The list keeps the cursors of the pages before the current one (`prev`, oldest first; '' is the first page), so
 * Previous works after a reload too.
 */
import { LEAD_FILTERS, type LeadFilter } from '#shared/admin/api-contract.ts';
import { ADMIN_TABS, type AdminTabId } from '#shared/admin/admin-copy.ts';
import { LEAD_ADMIN_LIMITS } from '#shared/admin/lead-admin-rules.ts';

export const URL_KEYS = { tab: 'tab', status: 'status', q: 'q', cursor: 'cursor', prev: 'prev', lead: 'lead' } as const;

/** Longer searches are cut to what the API accepts: no name, e-mail or phone number is longer. */
export const SEARCH_MAX_LENGTH = LEAD_ADMIN_LIMITS.searchMax;

/** How many leads one page of the list shows. */
export const LEADS_PAGE_SIZE = LEAD_ADMIN_LIMITS.pageSizeDefault;

export type LeadListState = {
  status: LeadFilter;
  q: string;
  /** The current page's cursor; undefined on the first page. */
  cursor?: string;
  /** The cursors of the pages before this one, oldest first ('' for the first page). */
  previous: string[];
};

/** The selected tab; an unknown or missing value is the first tab. */
export function parseTab(params: URLSearchParams): AdminTabId {
  const value = params.get(URL_KEYS.tab);
  return ADMIN_TABS.find((tab) => tab.id === value)?.id ?? ADMIN_TABS[0].id;
}

/** The lead list's state from the address bar; anything malformed falls back to the unfiltered first page. */
export function parseLeadList(params: URLSearchParams): LeadListState {
  const status = params.get(URL_KEYS.status);
  const cursor = params.get(URL_KEYS.cursor) || undefined;
  return {
    status: (LEAD_FILTERS as readonly string[]).includes(status ?? '') ? (status as LeadFilter) : 'all',
    q: (params.get(URL_KEYS.q) ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    cursor,
    // Without a current cursor we are on the first page, whatever a hand-edited link says.
    previous: cursor ? params.getAll(URL_KEYS.prev) : [],
  };
}

/** The address bar's parameters with the lead list's state written in (other parameters, e.g. the tab, kept). */
export function writeLeadList(params: URLSearchParams, state: LeadListState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [URL_KEYS.status, URL_KEYS.q, URL_KEYS.cursor, URL_KEYS.prev]) next.delete(key);
  if (state.status !== 'all') next.set(URL_KEYS.status, state.status);
  if (state.q) next.set(URL_KEYS.q, state.q);
  if (state.cursor) {
    next.set(URL_KEYS.cursor, state.cursor);
    for (const cursor of state.previous) next.append(URL_KEYS.prev, cursor);
  }
  return next;
}

/** Another filter or search starts again at the first page. */
export function withQuery(state: LeadListState, change: { status?: LeadFilter; q?: string }): LeadListState {
  return { status: change.status ?? state.status, q: (change.q ?? state.q).trim().slice(0, SEARCH_MAX_LENGTH), previous: [] };
}

/** The page after this one, remembering how to come back. */
export function nextPage(state: LeadListState, nextCursor: string): LeadListState {
  return { ...state, cursor: nextCursor, previous: [...state.previous, state.cursor ?? ''] };
}

/** The page before this one (the first page stays the first page). */
export function previousPage(state: LeadListState): LeadListState {
  const previous = state.previous.slice(0, -1);
  const cursor = state.previous.at(-1) || undefined;
  return { ...state, cursor, previous: cursor ? previous : [] };
}

/** The 1-based number of the page shown. */
export const pageNumber = (state: LeadListState) => (state.cursor ? state.previous.length + 1 : 1);

/** The list's query string for GET /api/leads and GET /api/leads/export (no empty parameters). */
export function leadQueryString(state: Pick<LeadListState, 'status' | 'q' | 'cursor'>, limit?: number): string {
  const query = new URLSearchParams();
  if (state.status !== 'all') query.set('status', state.status);
  if (state.q) query.set('q', state.q);
  if (state.cursor) query.set('cursor', state.cursor);
  if (limit !== undefined) query.set('limit', String(limit));
  const text = query.toString();
  return text ? `?${text}` : '';
}
