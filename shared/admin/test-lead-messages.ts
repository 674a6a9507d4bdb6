/**
 * The words of test leads (issue 26): staff mark a lead they sent themselves as a test, so it is left out of every
 * figure of the Analytics Overview. The audit action, the history's words and what the lead detail shows.
 */

/** The audit action of marking or unmarking a test lead (before/after: { test: boolean }). */
export const TEST_LEAD_AUDIT_ACTION = 'lead.test';

/** The audit log's words for it (spread into AUDIT_ACTION_LABELS, admin-copy.ts). */
export const TEST_LEAD_AUDIT_LABELS: Record<string, string> = { [TEST_LEAD_AUDIT_ACTION]: 'Test lead marked or unmarked' };

/** The lead detail's button, the list's badge, the toasts. */
export const TEST_LEAD_COPY = {
  badge: 'Test',
  mark: 'Mark as test lead',
  unmark: 'Not a test lead',
  markHint: 'A test lead is left out of every figure of the Analytics Overview.',
  markedTitle: 'Marked as a test lead',
  unmarkedTitle: 'Counted as a real lead again',
  failedTitle: 'Test mark not saved',
  failed: 'The lead could not be marked. Please try again.',
  /** The lead's history. */
  historyMarked: 'Marked as a test lead',
  historyUnmarked: 'Unmarked as a test lead',
} as const;
