/**
 * The lead form's promise, "a call or WhatsApp within 24 hours", as arithmetic shared by the API (the first-contact
 * counters and the queue) and the admin app (the countdown and its colours), so both always agree.
 *
 * The promise is 24 elapsed hours from the moment the API received the lead (`createdAt`, UTC): it does not move when
 * the visitor's clock changes (a summer-time change that night) nor with the staff member's time zone. The business
 * counts its days in Dubai (Asia/Dubai is UTC+4 all year: no daylight saving), so the measure groups leads by the
 * Dubai day they arrived in.
 */

/** Hours from a lead's arrival to the end of its promise. */
export const PROMISE_HOURS = 24;
/** The last hours of the promise, in which a waiting lead turns amber. */
export const AMBER_HOURS = 4;
/** Dubai's offset from UTC in hours, the same all year. */
export const DUBAI_UTC_OFFSET_HOURS = 4;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** on-time: more than AMBER_HOURS left; due-soon: the last AMBER_HOURS; broken: the deadline has passed. */
export type PromiseState = 'on-time' | 'due-soon' | 'broken';

export type FirstContactPromise = {
  /** createdAt + PROMISE_HOURS, ISO 8601 UTC. */
  deadline: string;
  /** Milliseconds until the deadline; 0 or less once it has passed. */
  msLeft: number;
  state: PromiseState;
};

const timeOf = (at: string | Date) => (typeof at === 'string' ? Date.parse(at) : at.getTime());

/** The moment a lead's promise ends: 24 elapsed hours after it arrived. */
export function promiseDeadline(createdAt: string | Date): Date {
  return new Date(timeOf(createdAt) + PROMISE_HOURS * HOUR_MS);
}

/** The state of a waiting lead's promise at `now`: broken from the deadline itself on, amber in the last 4 hours. */
export function promiseStateOf(msLeft: number): PromiseState {
  if (msLeft <= 0) return 'broken';
  return msLeft <= AMBER_HOURS * HOUR_MS ? 'due-soon' : 'on-time';
}

/** A waiting lead's promise at `now`: its deadline, the time left and its state. */
export function firstContactPromise(createdAt: string | Date, now: Date): FirstContactPromise {
  const deadline = promiseDeadline(createdAt);
  const msLeft = deadline.getTime() - now.getTime();
  return { deadline: deadline.toISOString(), msLeft, state: promiseStateOf(msLeft) };
}

/** Whether a first contact at `contactedAt` kept the promise: strictly before the deadline (the moment it turns red). */
export function keptPromise(createdAt: string | Date, contactedAt: string | Date): boolean {
  return timeOf(contactedAt) < promiseDeadline(createdAt).getTime();
}

/** Whole minutes from arrival to first contact (never negative: a clock a little behind counts as at once). */
export function minutesToFirstContact(createdAt: string | Date, contactedAt: string | Date): number {
  return Math.max(0, Math.floor((timeOf(contactedAt) - timeOf(createdAt)) / MINUTE_MS));
}

/** The Dubai calendar day (YYYY-MM-DD) of a moment: the day a lead arrived in, as the business counts it. */
export function dubaiDay(at: string | Date): string {
  return new Date(timeOf(at) + DUBAI_UTC_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 10);
}

/** A calendar day (YYYY-MM-DD) moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The last Dubai day whose leads' promises have all ended at `now`: a lead arriving at the end of day D has until the
 * end of D + 1, so at any moment of Dubai day T every lead of T - 2 and before has had its 24 hours. The first-contact
 * measure ends there.
 */
export function lastSettledDubaiDay(now: Date): string {
  return addDays(dubaiDay(now), -2);
}
