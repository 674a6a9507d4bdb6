/**
 * The words of Lead Management's board (issue 25, "A board for the pipeline"): the List | Board switch, the board's
 * columns and cards, moving a card to another status, and what a screen reader hears after a move. The status names
 * are LEAD_STATUS_LABELS' and the toasts LEAD_STATUS_TOASTS' (admin-copy.ts), as the list's status select says them.
 */

export const LEAD_BOARD_COPY = {
  /** The switch between the list and the board. */
  layoutLabel: 'Layout',
  list: 'List',
  board: 'Board',
  /** The board's scrolling region, named for screen readers and reached by Tab on a phone. */
  regionLabel: 'Lead board by status',
  /** A column's list of cards: "New leads". */
  columnListLabel: (status: string) => `${status} leads`,
  loading: 'Loading leads...',
  empty: 'No leads here.',
  error: 'The leads could not be loaded.',
  loadMore: 'Load more',
  /** The Load more button's accessible name, which starts with its visible words: "Load more New leads". */
  loadMoreLabel: (status: string) => `Load more ${status} leads`,
  loadMoreFailedTitle: 'More leads could not be loaded',
  loadMoreFailed: 'Please try again.',
  owner: 'Owner',
  /** The card's control that offers the other statuses (by keyboard, and for anyone not dragging). */
  moveTo: 'Move to…',
  /** The group of statuses it opens: "Move Sara Ahmed to". */
  moveGroupLabel: (leadName: string) => `Move ${leadName} to`,
  /** Said by the live region after a move: "Sara Ahmed moved to Contacted." */
  moved: (leadName: string, status: string) => `${leadName} moved to ${status}.`,
  /** Said by the live region when a move failed: the card stays where it was. */
  moveFailed: (leadName: string) => `${leadName} could not be moved. It stays in its column.`,
} as const;
