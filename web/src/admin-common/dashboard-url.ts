/**
 * The dashboard's state in the address bar, so a reload, a shared link, Back and Forward show the same view: the tab
 * (?tab=leads), the lead list's view, filters, search and page
 * (?show=needs-first-contact&status=new&q=sara&cursor=...&prev=..., or ?owner=mine&status=new), Email Integrations'
 * view (?tab=email&view=sync), Lead Management's layout (?layout=board; the list when absent), the open lead
 * (?lead=<id>), and the open dialog with its page (?dialog=audit&auditCursor=...&auditPrev=..., or ?dialog=team, which
 * has no pages). Every key is named here, so no two views claim the same one.
 */
import { LEAD_FILTERS, LEAD_OWNER_FILTERS, LEAD_VIEWS, type LeadFilter, type LeadOwnerFilter, type LeadView } from '#shared/admin/api-contract.ts';
import { ADMIN_TABS, type AdminTabId } from '#shared/admin/admin-copy.ts';
import { LEAD_ADMIN_LIMITS } from '#shared/admin/lead-admin-rules.ts';
import { parsePage, withoutPage, writePage, type PageKeys, type PageState } from './url-page.ts';

export const URL_KEYS = {
  tab: 'tab',
  // The lead list's view ("Show": every lead, or those needing a first contact); Email Integrations' own inner view is
  // `integrationsView`: one key each, or a search in Lead Sync would reset the other.
  view: 'show',
  integrationsView: 'view',
  status: 'status',
  owner: 'owner',
  // Lead Management's layout: the list (absent) or the board by status (?layout=board).
  layout: 'layout',
  q: 'q',
  cursor: 'cursor',
  prev: 'prev',
  lead: 'lead',
  dialog: 'dialog',
  // The Analytics Overview's range, shared by all its charts (features/admin/analytics/analytics-range.ts).
  analyticsRange: 'range',
  analyticsFrom: 'from',
  analyticsTo: 'to',
} as const;

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

/**
 * The list's view, status filter and search. The "Needs first contact" view is ordered by deadline and cannot be
 * searched (the API refuses q with it), so a state never holds both: choosing the view clears the search, and a search
 * returns to every lead.
 */
export type LeadListState = PageState & {
  view: LeadView;
  status: LeadFilter;
  /**
   * "My leads" or "Unassigned" (?owner=mine|unassigned): read by owner, so like a view it is never searched and never
   * combined with another view; choosing it returns to every lead and clears the search, and a view or a search clears it.
   */
  owner: LeadOwnerFilter;
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
  const view = params.get(URL_KEYS.view);
  const owner = params.get(URL_KEYS.owner);
  const state: LeadListState = {
    view: (LEAD_VIEWS as readonly string[]).includes(view ?? '') ? (view as LeadView) : 'all',
    status: (LEAD_FILTERS as readonly string[]).includes(status ?? '') ? (status as LeadFilter) : 'all',
    owner: (LEAD_OWNER_FILTERS as readonly string[]).includes(owner ?? '') ? (owner as LeadOwnerFilter) : 'all',
    q: (params.get(URL_KEYS.q) ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    ...parsePage(params, LEAD_LIST_PAGE),
  };
  // A hand-edited link with both: the view wins, as choosing it would have cleared the search (and the owner filter).
  if (state.view !== 'all') return { ...state, owner: 'all', q: '' };
  // The owner filter wins over a search likewise.
  return state.owner === 'all' ? state : { ...state, q: '' };
}

/** The address bar's parameters with the lead list's state written in (other parameters, e.g. the tab, kept). */
export function writeLeadList(params: URLSearchParams, state: LeadListState): URLSearchParams {
  const next = withoutPage(params, LEAD_LIST_PAGE);
  next.delete(URL_KEYS.view);
  next.delete(URL_KEYS.status);
  next.delete(URL_KEYS.owner);
  next.delete(URL_KEYS.q);
  if (state.view !== 'all') next.set(URL_KEYS.view, state.view);
  if (state.status !== 'all') next.set(URL_KEYS.status, state.status);
  if (state.owner !== 'all') next.set(URL_KEYS.owner, state.owner);
  if (state.q) next.set(URL_KEYS.q, state.q);
  return writePage(next, LEAD_LIST_PAGE, state);
}

/**
 * Another view, filter or search starts again at the first page; the status filter is kept across views. Choosing the
 * "Needs first contact" view clears the search, and a search returns to every lead (the two never combine). Choosing
 * "My leads" or "Unassigned" returns to every lead and clears the search; another view or a search clears it.
 */
export function withQuery(state: LeadListState, change: { view?: LeadView; status?: LeadFilter; owner?: LeadOwnerFilter; q?: string }): LeadListState {
  const q = (change.q ?? state.q).trim().slice(0, SEARCH_MAX_LENGTH);
  const searching = change.q !== undefined && q !== '';
  const owner = change.owner ?? (searching || (change.view !== undefined && change.view !== 'all') ? 'all' : state.owner);
  const view = owner !== 'all' ? 'all' : (change.view ?? (searching ? 'all' : state.view));
  return { view, status: change.status ?? state.status, owner, q: view === 'all' && owner === 'all' ? q : '', previous: [] };
}

/** The list's query string for GET /api/leads and GET /api/leads/export (no empty parameters). */
export function leadQueryString(state: Pick<LeadListState, 'status' | 'q' | 'cursor'> & { view?: LeadView; owner?: LeadOwnerFilter }, limit?: number): string {
  const query = new URLSearchParams();
  if (state.view && state.view !== 'all') query.set('view', state.view);
  if (state.status !== 'all') query.set('status', state.status);
  if (state.owner && state.owner !== 'all') query.set('owner', state.owner);
  if (state.q) query.set('q', state.q);
  if (state.cursor) query.set('cursor', state.cursor);
  if (limit !== undefined) query.set('limit', String(limit));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Lead Management's layouts: the paged list, or the board with a column per status. */
export const LEAD_LAYOUTS = ['list', 'board'] as const;
export type LeadLayout = (typeof LEAD_LAYOUTS)[number];

/** Lead Management's layout; an unknown or missing value is the list. */
export function parseLeadLayout(params: URLSearchParams): LeadLayout {
  return params.get(URL_KEYS.layout) === 'board' ? 'board' : 'list';
}

/**
 * The address bar's parameters with this layout (the list writes no key). The list's page is dropped either way: the
 * board pages each column itself, and the list shown again starts at its first page. The filters, search and the open
 * lead are kept, so both layouts show the same leads.
 */
export function withLeadLayout(params: URLSearchParams, layout: LeadLayout): URLSearchParams {
  const next = withoutPage(params, LEAD_LIST_PAGE);
  if (layout === 'board') next.set(URL_KEYS.layout, layout);
  else next.delete(URL_KEYS.layout);
  return next;
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
