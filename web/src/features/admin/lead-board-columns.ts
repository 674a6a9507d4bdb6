import { LEAD_STATUSES, type AdminLead, type LeadStatus } from '#shared/admin/api-contract.ts';
import type { CursorPage } from '../../admin-common/cursor-page.ts';

/** How many leads one page of a board column asks for: each column loads its own pages, never the whole table. */
export const BOARD_PAGE_SIZE = 20;

/**
 * A card moved on this board: the lead as the status change answered it, and whether every list has been asked again
 * since (settled), after which a first page that holds the lead knows better (it may have changed again elsewhere,
 * e.g. in its detail).
 */
export type BoardMove = { lead: AdminLead; movedAt: number; settled: boolean };

/** What a column has loaded: its first page (SWR, refreshed after every change) and the pages Load more added. */
export type ColumnPages = { first?: CursorPage<AdminLead>; more?: CursorPage<AdminLead> };

export type BoardColumn = { leads: AdminLead[]; nextCursor?: string };

/**
 * The board's columns from what each has loaded and the cards moved here. Each lead shows once, in the column of its
 * latest known status: a moved card as the move answered it (until a first page asked again since shows it), else a
 * first page's copy, else a later page's. Cards moved into a column come first, the last moved on top; then the
 * column's pages in the API's order. A page asked again shifts what follows it, so a later page may repeat a lead:
 * it is shown once.
 */
export function boardColumns(pages: Record<LeadStatus, ColumnPages>, moves: ReadonlyMap<string, BoardMove>): Record<LeadStatus, BoardColumn> {
  const latest = new Map<string, AdminLead>();
  const onFirstPage = new Set<string>();
  for (const status of LEAD_STATUSES) for (const lead of pages[status].more?.rows ?? []) if (!latest.has(lead.id)) latest.set(lead.id, lead);
  for (const status of LEAD_STATUSES)
    for (const lead of pages[status].first?.rows ?? []) {
      latest.set(lead.id, lead);
      onFirstPage.add(lead.id);
    }
  for (const [id, move] of moves) if (!move.settled || !onFirstPage.has(id)) latest.set(id, move.lead);

  const movedFirst = [...moves.values()].sort((a, b) => b.movedAt - a.movedAt).map((move) => move.lead.id);
  const columns = {} as Record<LeadStatus, BoardColumn>;
  for (const status of LEAD_STATUSES) {
    const { first, more } = pages[status];
    const ids = [...movedFirst, ...(first?.rows ?? []).map((lead) => lead.id), ...(more?.rows ?? []).map((lead) => lead.id)];
    const leads = [...new Set(ids)].map((id) => latest.get(id)).filter((lead): lead is AdminLead => lead?.status === status);
    columns[status] = { leads, nextCursor: more ? more.nextCursor : first?.nextCursor };
  }
  return columns;
}
