/**
 * Where a list paged by cursor is, kept in the address bar so a reload, a shared link, Back and Forward show the same
 * page. The API hands out a cursor per page and no page numbers, so the list keeps the cursors of the pages before the
 * current one too (`prev`, oldest first; '' is the first page): Previous then works after a reload as well.
 */

/** The two address-bar parameters one list keeps its page under (each list its own, so two lists never collide). */
export type PageKeys = { readonly cursor: string; readonly prev: string };

export type PageState = {
  /** The current page's cursor; undefined on the first page. */
  cursor?: string;
  /** The cursors of the pages before this one, oldest first ('' for the first page). */
  previous: string[];
};

/** The page the address bar names; without a current cursor it is the first page, whatever a hand-edited link says. */
export function parsePage(params: URLSearchParams, keys: PageKeys): PageState {
  const cursor = params.get(keys.cursor) || undefined;
  return { cursor, previous: cursor ? params.getAll(keys.prev) : [] };
}

/** The address bar's parameters with this list's page written in (the first page writes nothing; others are kept). */
export function writePage(params: URLSearchParams, keys: PageKeys, page: PageState): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(keys.cursor);
  next.delete(keys.prev);
  if (page.cursor) {
    next.set(keys.cursor, page.cursor);
    for (const cursor of page.previous) next.append(keys.prev, cursor);
  }
  return next;
}

/** The address bar's parameters without this list's page: the list shows its first page. */
export const withoutPage = (params: URLSearchParams, keys: PageKeys) => writePage(params, keys, { previous: [] });

/** The page after this one, remembering how to come back (anything else the state holds, such as a filter, kept). */
export function nextPage<State extends PageState>(state: State, nextCursor: string): State {
  return { ...state, cursor: nextCursor, previous: [...state.previous, state.cursor ?? ''] };
}

/** The page before this one (the first page stays the first page). */
export function previousPage<State extends PageState>(state: State): State {
  const cursor = state.previous.at(-1) || undefined;
  return { ...state, cursor, previous: cursor ? state.previous.slice(0, -1) : [] };
}

/** The 1-based number of the page shown. */
export const pageNumber = (state: PageState) => (state.cursor ? state.previous.length + 1 : 1);
