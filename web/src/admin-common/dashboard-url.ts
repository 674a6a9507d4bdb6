/**
 * The dashboard's state in the address bar, so a reload, a shared link, Back and Forward show the same view: the tab
 * (?tab=leads), the lead list's filter, search and page (?status=new&q=sara&cursor=...&prev=...), the open lead
 * (?lead=<id>), and the open dialog with its page (?dialog=audit&auditCursor=...&auditPrev=..., or ?dialog=team, which
 * has no pages). Every key is named here, so no two views claim the same one.
 */
import { LEAD_FILTERS, type LeadFilter } from '#shared/admin/api-contract.ts';
import { ADMIN_TABS, type AdminTabId } from '#shared/admin/admin-copy.ts';
import { LEAD_ADMIN_LIMITS } from '#shared/admin/lead-admin-rules.ts';
import { parsePage, withoutPage, writePage, type PageKeys, type PageState } from './url-page.ts';

export const URL_KEYS = { tab: 'tab', status: 'status', q: 'q', cursor: 'cursor', prev: 'prev', lead: 'lead', dialog: 'dialog' } as const;

/** Where the lead list (Lead Management, and Lead Sync under Email Integrations) keeps its page. */
export const LEAD_LIST_PAGE: PageKeys = { cursor: URL_KEYS.cursor, prev: URL_KEYS.prev };

/** The dashboard's dialogs that open from its header, each with where it keeps its page (null: not paged). */
export const DASHBOARD_DIALOGS = {
  audit: { cursor: 'auditCursor', prev: 'auditPrev' },
  refused: { cursor: 'refusedCursor', prev: 'refusedPrev' },
  team: null,
  privacy: null,
} as const satisfies Record<string, PageKeys | null>;

export type DashboardDialog = keyof typeof DASHBOARD_DIALOGS;

/** Longer searches are cut to what the API accepts: no name, e-mail or phone number is longer. */
export const SEARCH_MAX_LENGTH = LEAD_ADMIN_LIMITS.searchMax;

/** How many leads one page of the list shows. */
export const LEADS_PAGE_SIZE = LEAD_ADMIN_LIMITS.pageSizeDefault;

export type LeadListState = PageState & {
  status: LeadFilter;
  q: string;
};

/** The selected tab; an unknown or missing value is the first tab. */
export function parseTab(params: URLSearchParams): AdminTabId {
  const value = params.get(URL_KEYS.tab);
  return ADMIN_TABS.find((tab) => tab.id === value)?.id ?? ADMIN_TABS[0].id;
}

/** The lead list's state from the address bar; anything malformed falls back to the unfiltered first page. */
export function parseLeadList(params: URLSearchParams): LeadListState {
  const status = params.get(URL_KEYS.status);
  return {
    status: (LEAD_FILTERS as readonly string[]).includes(status ?? '') ? (status as LeadFilter) : 'all',
    q: (params.get(URL_KEYS.q) ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    ...parsePage(params, LEAD_LIST_PAGE),
  };
}

/** The address bar's parameters with the lead list's state written in (other parameters, e.g. the tab, kept). */
export function writeLeadList(params: URLSearchParams, state: LeadListState): URLSearchParams {
  const next = withoutPage(params, LEAD_LIST_PAGE);
  next.delete(URL_KEYS.status);
  next.delete(URL_KEYS.q);
  if (state.status !== 'all') next.set(URL_KEYS.status, state.status);
  if (state.q) next.set(URL_KEYS.q, state.q);
  return writePage(next, LEAD_LIST_PAGE, state);
}

/** Another filter or search starts again at the first page. */
export function withQuery(state: LeadListState, change: { status?: LeadFilter; q?: string }): LeadListState {
  return { status: change.status ?? state.status, q: (change.q ?? state.q).trim().slice(0, SEARCH_MAX_LENGTH), previous: [] };
}

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

/** The dialog the address bar has open; an unknown value opens none. */
export function parseDialog(params: URLSearchParams): DashboardDialog | undefined {
  const value = params.get(URL_KEYS.dialog);
  return value !== null && Object.hasOwn(DASHBOARD_DIALOGS, value) ? (value as DashboardDialog) : undefined;
}

/**
 * The address bar's parameters with this dialog open on its first page, or with none open (undefined); either way no
 * dialog's page is left behind, so a dialog opened again starts at its first page. Other parameters are kept.
 */
export function withDialog(params: URLSearchParams, dialog: DashboardDialog | undefined): URLSearchParams {
  let next = new URLSearchParams(params);
  for (const keys of Object.values(DASHBOARD_DIALOGS)) if (keys) next = withoutPage(next, keys);
  if (dialog) next.set(URL_KEYS.dialog, dialog);
  else next.delete(URL_KEYS.dialog);
  return next;
}
