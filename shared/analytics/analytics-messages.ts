/** What the analytics routes answer when a request cannot be counted or read (issue 26). */
export const ANALYTICS_MESSAGES = {
  /** A beacon that is not one of the shapes the public pages send (the pages never show it). */
  beacon: 'This analytics beacon is not one the site sends.',
  /** GET /api/admin/analytics: a missing or impossible date. */
  day: 'Enter a date as YYYY-MM-DD.',
  /** The range ends before it starts. */
  order: 'The start date must be on or before the end date.',
  /** The range is longer than staff may read at once. */
  tooLong: (maxDays: number) => `Choose a range of at most ${maxDays} days.`,
} as const;
