/**
 * London wall-clock time and the UK call button's opening hours (spec sections 2, 4 and 9). The button shows Monday to
 * Friday during hours 8 to 17 London time; "hour 8 to 17" is read as every minute of those hours, 08:00:00 to
 * 17:59:59, which is the '08:00-18:00' the page states. London time follows GMT in winter and BST in summer.
 */

export const LONDON_TIME_ZONE = 'Europe/London';

export const UK_CALL_HOURS = {
  /** Monday (1) to Friday (5), ISO weekday numbers. */
  firstWeekday: 1,
  lastWeekday: 5,
  firstHour: 8,
  lastHour: 17,
} as const;

/** The opening hours as the page words them. */
export const UK_CALL_HOURS_LABEL = '08:00-18:00 BST';

/** How often the page re-checks whether to show the call button. */
export const UK_CALL_RECHECK_MS = 60_000;

export type LondonTime = {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** ISO weekday: Monday 1 ... Sunday 7. */
  weekday: number;
  /** 0 to 23. */
  hour: number;
  minute: number;
};

const londonFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

const WEEKDAYS: Readonly<Record<string, number>> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The calendar date and wall-clock time in London at an instant. */
export function londonTime(now: Date): LondonTime {
  const parts = Object.fromEntries(londonFormat.formatToParts(now).map((part) => [part.type, part.value]));
  const weekday = WEEKDAYS[parts.weekday ?? ''];
  if (weekday === undefined) throw new Error(`Unexpected weekday from Intl: ${parts.weekday}`);
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** Whether the UK call button shows: Monday to Friday, 08:00 to 17:59 London time. */
export function isUkCallOpen(now: Date): boolean {
  const { weekday, hour } = londonTime(now);
  const h = UK_CALL_HOURS;
  return weekday >= h.firstWeekday && weekday <= h.lastWeekday && hour >= h.firstHour && hour <= h.lastHour;
}
