/**
 * The words of a lead's follow-ups and of the morning digest (issue 25, "Owners and follow-ups"): what the follow-up
 * routes answer on bad input, the audit log's words, what the admin app shows, and the digest e-mail staff get at
 * 08:00 Dubai time. The API validates with them and the admin app shows the same words.
 */
import { FOLLOW_UP_NOTE_MAX_LENGTH } from './api-contract.ts';

/** What the follow-up routes answer for each field they refuse. */
export const FOLLOW_UP_MESSAGES = {
  at: 'Please give the follow-up date and time',
  note: `Please keep the follow-up note to at most ${FOLLOW_UP_NOTE_MAX_LENGTH} characters`,
  viewWithSearch: 'The follow-up views cannot be searched: clear the search or choose all leads.',
} as const;

/** The audit action of setting, moving or clearing a follow-up (before/after: the follow-up or null). */
export const FOLLOW_UP_AUDIT_ACTION = 'lead.followUp';

/** The audit log's words for it (spread into AUDIT_ACTION_LABELS, admin-copy.ts). */
export const FOLLOW_UP_AUDIT_LABELS: Record<string, string> = { [FOLLOW_UP_AUDIT_ACTION]: 'Follow-up changed' };

/** The lead detail's follow-up section, the list's column and the history's lines. */
export const FOLLOW_UP_COPY = {
  heading: 'Next follow-up',
  column: 'Follow-up',
  none: 'No follow-up planned.',
  atLabel: 'Date and time',
  /** The browser's time zone, named so staff know which clock the field reads. */
  atHint: (timeZone: string) => `In your time zone (${timeZone}).`,
  noteLabel: 'Note (optional)',
  noteHint: `What to do, in ${FOLLOW_UP_NOTE_MAX_LENGTH} characters or fewer.`,
  save: 'Save follow-up',
  change: 'Change follow-up',
  clear: 'Clear follow-up',
  saving: 'Saving...',
  savedTitle: 'Follow-up saved',
  clearedTitle: 'Follow-up cleared',
  failedTitle: 'Follow-up not saved',
  failed: 'The follow-up could not be saved. Please try again.',
  atRequired: 'Choose a date and time',
  overdue: (when: string) => `Overdue: ${when}`,
  due: (when: string) => `Follow up ${when}`,
  /** The history's line: "Follow-up set for 27 Nov 2026, 10:00 (Send the quote)" or "Follow-up cleared". */
  historySet: (when: string, note: string) => (note ? `Follow-up set for ${when} (${note})` : `Follow-up set for ${when}`),
  historyCleared: 'Follow-up cleared',
  /** Logging a contact: it clears the lead's follow-up unless the next one is given here. */
  nextLabel: 'Next follow-up (optional)',
  nextHint: 'Logging the contact clears the current follow-up; give a date and time to plan the next one.',
} as const;

/** One lead as the digest lists it. */
export type DigestLine = { name: string; when?: string; note?: string; link: string };

/** The morning digest e-mail: one per member of staff with something to do. */
export const DIGEST_EMAIL = {
  subject: (day: string, count: number) => `Your leads for ${day}: ${count} to do`,
  greeting: (name: string) => `Good morning ${name},`,
  overdue: 'Overdue follow-ups',
  dueToday: 'Follow-ups due today',
  unassigned: 'Unassigned leads waiting for first contact',
  /** A waiting lead's line: when its 24-hour promise ends. */
  answerBy: (when: string) => `answer by ${when}`,
  /** A section cut to its first lines: how many more are waiting in the admin. */
  more: (count: number) => `...and ${count} more in the admin`,
  open: 'Open the leads',
  /** Every time in the e-mail is Dubai time, named once. */
  times: 'Times are Dubai time.',
} as const;
