/** How the admin writes dates and figures: one place, so every view reads the same. */

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "22 Nov 2026, 14:05" in the staff member's time zone; the text itself when it is not a date. */
export function formatDateTime(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

/** A percentage with at most one decimal: 12.5%, 40%. */
export function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}
