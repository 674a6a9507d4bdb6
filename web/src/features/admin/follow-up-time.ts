/**
 * A follow-up's time in the browser's own time zone: staff enter and read it on their clock (a `datetime-local`
 * field, which has no zone), while the API stores UTC. One place converts both ways.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The `datetime-local` value ("2026-11-26T10:00") of a UTC ISO time, in the browser's time zone. */
export function toLocalInputValue(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The UTC ISO time of a `datetime-local` value read in the browser's time zone; undefined when it is not one. */
export function fromLocalInputValue(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(year, month - 1, day, hour, minute);
  // new Date rolls 31 February over into March: such a value is not a date.
  if (date.getMonth() !== month - 1 || date.getDate() !== day) return undefined;
  return date.toISOString();
}

/** The browser's time zone, named beside the field ("Asia/Dubai"). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Whether a follow-up's time has come at `now`. */
export function isFollowUpOverdue(at: string, now: Date): boolean {
  return Date.parse(at) <= now.getTime();
}
