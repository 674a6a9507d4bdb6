/**
 * The Analytics view's one range (issue 26), shared by every chart of the view and kept in the address bar like the
 * other admin views (dashboard-url.ts URL_KEYS): ?range=7|30|90|365 (the last so many Dubai days, today included), or
 * ?range=custom&from=YYYY-MM-DD&to=YYYY-MM-DD. A missing or malformed value is the last 30 days; a custom range the API
 * would refuse (an impossible day, the end before the start, longer than ANALYTICS_RULES.maxRangeDays, a day after
 * today) is brought back into bounds rather than sent.
 */
import { ANALYTICS_RULES } from '#shared/analytics/analytics-rules.ts';
import { addDays, dubaiDay } from '#shared/lead/first-contact-promise.ts';
import { URL_KEYS } from '../../../admin-common/dashboard-url.ts';

export const RANGE_PRESETS = ['7', '30', '90', '365'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export type RangeChoice = RangePreset | 'custom';

export const DEFAULT_PRESET: RangePreset = '30';

export type AnalyticsRangeState = { choice: RangeChoice; from: string; to: string };

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day that exists (2026-02-30 does not). */
export const isDay = (value: string | null): value is string =>
  value !== null && DAY_PATTERN.test(value) && new Date(`${value}T00:00:00.000Z`).toISOString().startsWith(value);

/** The last `days` Dubai days ending today. */
export const presetRange = (preset: RangePreset, now: Date): { from: string; to: string } => {
  const to = dubaiDay(now);
  return { from: addDays(to, 1 - Number(preset)), to };
};

/** How many days a range spans, both ends included. */
export const daysIn = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** The range the address bar holds, at `now` (the clock decides what "the last 30 days" are). */
export function parseAnalyticsRange(params: URLSearchParams, now: Date): AnalyticsRangeState {
  const choice = params.get(URL_KEYS.analyticsRange);
  if (choice === 'custom') {
    const today = dubaiDay(now);
    const fromParam = params.get(URL_KEYS.analyticsFrom);
    const toParam = params.get(URL_KEYS.analyticsTo);
    if (isDay(fromParam) && isDay(toParam)) {
      let [from, to] = fromParam <= toParam ? [fromParam, toParam] : [toParam, fromParam];
      if (to > today) to = today;
      if (from > to) from = to;
      // Longer than the API reads: the end kept, the start moved up.
      if (daysIn(from, to) > ANALYTICS_RULES.maxRangeDays) from = addDays(to, 1 - ANALYTICS_RULES.maxRangeDays);
      return { choice, from, to };
    }
  }
  const preset = (RANGE_PRESETS as readonly string[]).includes(choice ?? '') ? (choice as RangePreset) : DEFAULT_PRESET;
  return { choice: preset, ...presetRange(preset, now) };
}

/**
 * The address bar's parameters with this range written in (other parameters kept). The default preset writes no key;
 * a preset writes only its length, so a link keeps meaning "the last 30 days" tomorrow; a custom range its two days.
 */
export function writeAnalyticsRange(params: URLSearchParams, state: Pick<AnalyticsRangeState, 'choice'> & Partial<AnalyticsRangeState>): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(URL_KEYS.analyticsRange);
  next.delete(URL_KEYS.analyticsFrom);
  next.delete(URL_KEYS.analyticsTo);
  if (state.choice === 'custom') {
    next.set(URL_KEYS.analyticsRange, 'custom');
    if (state.from) next.set(URL_KEYS.analyticsFrom, state.from);
    if (state.to) next.set(URL_KEYS.analyticsTo, state.to);
  } else if (state.choice !== DEFAULT_PRESET) {
    next.set(URL_KEYS.analyticsRange, state.choice);
  }
  return next;
}

/** Every Dubai day of the range, in order (the charts' x axis: a day without counts still shows, as zero). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
