/**
 * The offer countdowns and the next-batch indicator (spec sections 2, 4 and 9). Every function takes the current
 * instant, so the page passes `new Date()` on each tick and tests pass fixed instants.
 */
import { londonTime } from './london-hours.ts';

export const DEFAULT_OFFER_BANNER_END = '2025-07-31T23:59:59+04:00';
export const DEFAULT_OFFER_NAV_END = '2025-08-01T00:00:00Z';

/** The environment variables that may move the offer's end (ISO 8601 instants with an offset or Z). */
export const OFFER_ENV_KEYS = { bannerEnd: 'VITE_OFFER_BANNER_END', navEnd: 'VITE_OFFER_NAV_END' } as const;

export const BANNER_TICK_MS = 1_000;
export const NAV_BADGE_RECHECK_MS = 60_000;
export const BATCH_REFRESH_MS = 60 * 60 * 1_000;

export const OFFER_ENDED_MESSAGE = 'This limited-time offer has ended.';

export type OfferConfig = { bannerEnd: Date; navEnd: Date };

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The offer's end instants: the spec's dates unless the environment gives others. An override must be an ISO instant
 * with its offset, so it means the same moment in every visitor's browser.
 * @throws Error naming every override that is not such an instant.
 */
export function offerConfig(env: Readonly<Record<string, string | undefined>> = {}): OfferConfig {
  const problems: string[] = [];
  const read = (key: string, fallback: string) => {
    const raw = env[key]?.trim();
    if (!raw) return new Date(fallback);
    const date = new Date(raw);
    if (!ISO_INSTANT.test(raw) || Number.isNaN(date.getTime())) problems.push(`${key} must be an ISO date-time with an offset, got '${raw}'`);
    return date;
  };
  const config = {
    bannerEnd: read(OFFER_ENV_KEYS.bannerEnd, DEFAULT_OFFER_BANNER_END),
    navEnd: read(OFFER_ENV_KEYS.navEnd, DEFAULT_OFFER_NAV_END),
  };
  if (problems.length > 0) throw new Error(`Invalid offer configuration: ${problems.join('; ')}`);
  return config;
}

export type Countdown = { days: number; hours: number; minutes: number; seconds: number; ended: boolean };

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole days, hours, minutes and seconds left until `end`; all zero and `ended` once it has passed. */
export function countdown(now: Date, end: Date): Countdown {
  const left = end.getTime() - now.getTime();
  if (left <= 0) return { days: 0, hours: 0, minutes: 0, seconds: 0, ended: true };
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
    ended: false,
  };
}

/** The nav badge: whole days and hours left until `end`. */
export function navOfferTimeLeft(now: Date, end: Date): { days: number; hours: number; ended: boolean } {
  const { days, hours, ended } = countdown(now, end);
  return { days, hours, ended };
}

export const BATCH_TOTAL_SLOTS = 25;
export const BATCH_MIN_SLOTS_REMAINING = 3;
export const BATCH_MID_MONTH_DAY = 15;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The next batch date: the 15th or the last day of the month, whichever comes first on or after today's London date
 * (on the 15th or the month end, the batch is today). Returned as midnight UTC of that calendar date: format it with
 * `formatBatchDate` (or timeZone 'UTC').
 */
export function nextBatch(now: Date): Date {
  const { year, month, day } = londonTime(now);
  const batchDay = day <= BATCH_MID_MONTH_DAY ? BATCH_MID_MONTH_DAY : daysInMonth(year, month);
  return new Date(Date.UTC(year, month - 1, batchDay));
}

/** '15 July 2025' */
export function formatBatchDate(batch: Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(batch);
}

export type BatchStatus = { nextBatch: Date; progressPercent: number; slotsRemaining: number; totalSlots: number };

/**
 * The batch indicator. Progress is today's place in the half-month (days 1-15, then 16 to the month end, by London
 * date), reaching 100% on the batch day; slots taken follow progress, and never fewer than 3 remain.
 */
export function batchStatus(now: Date): BatchStatus {
  const { year, month, day } = londonTime(now);
  const firstHalf = day <= BATCH_MID_MONTH_DAY;
  const halfLength = firstHalf ? BATCH_MID_MONTH_DAY : daysInMonth(year, month) - BATCH_MID_MONTH_DAY;
  const dayInHalf = firstHalf ? day : day - BATCH_MID_MONTH_DAY;
  const progress = dayInHalf / halfLength;
  return {
    nextBatch: nextBatch(now),
    progressPercent: Math.round(progress * 100),
    slotsRemaining: Math.max(BATCH_MIN_SLOTS_REMAINING, BATCH_TOTAL_SLOTS - Math.round(BATCH_TOTAL_SLOTS * progress)),
    totalSlots: BATCH_TOTAL_SLOTS,
  };
}
