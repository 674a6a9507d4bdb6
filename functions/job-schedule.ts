/**
 * When a background job runs, written once per job (functions/routes.ts JOBS) and read by both places that run jobs:
 * CDK gives EventBridge its schedule expression (infra/stacks/api-stack.ts), and the local stack's timer waits for
 * the next run this module computes (infra/local/stack.ts), so local and deployed agree on every run time.
 *
 * Two kinds, the ones the product needs: every N minutes (the sync drain), and once a day at a clock time. Daily times
 * are stated in Dubai time, the business's own clock: Dubai keeps UTC+4 all year (no daylight saving), so a Dubai time
 * is one fixed UTC time, which is what EventBridge's cron speaks.
 */

export type JobSchedule =
  | { kind: 'every'; minutes: number }
  | { kind: 'daily'; /** Dubai time, 0-23. */ hour: number; /** 0-59. */ minute: number };

/** Dubai's offset from UTC, in hours (Gulf Standard Time, no daylight saving). */
export const DUBAI_UTC_OFFSET_HOURS = 4;

/** Every `minutes` minutes (at least 1: EventBridge's finest rate). */
export function everyMinutes(minutes: number): JobSchedule {
  if (!Number.isInteger(minutes) || minutes < 1) throw new RangeError(`A job runs every whole minute or more, not every ${minutes}`);
  return { kind: 'every', minutes };
}

/** Once a day at hour:minute, Dubai time (e.g. dailyInDubaiAt(8, 0): 08:00 in Dubai, 04:00 UTC). */
export function dailyInDubaiAt(hour: number, minute = 0): JobSchedule {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23 || !Number.isInteger(minute) || minute < 0 || minute > 59) {
    throw new RangeError(`Not a clock time: ${hour}:${minute}`);
  }
  return { kind: 'daily', hour, minute };
}

const utcHourOf = (dubaiHour: number) => (dubaiHour - DUBAI_UTC_OFFSET_HOURS + 24) % 24;

/** The EventBridge schedule expression: 'rate(1 minute)', 'rate(5 minutes)', 'cron(0 4 * * ? *)'. */
export function scheduleExpression(schedule: JobSchedule): string {
  if (schedule.kind === 'every') return `rate(${schedule.minutes} ${schedule.minutes === 1 ? 'minute' : 'minutes'})`;
  return `cron(${schedule.minute} ${utcHourOf(schedule.hour)} * * ? *)`;
}

/**
 * The first run strictly after `now`: for a rate, `minutes` after now (EventBridge counts a rate from when the rule
 * was made, which the local stack takes to be its start); for a daily job, the next time the clock in Dubai reads
 * hour:minute.
 */
export function nextRunAfter(schedule: JobSchedule, now: Date): Date {
  if (schedule.kind === 'every') return new Date(now.getTime() + schedule.minutes * 60_000);
  const next = new Date(now);
  next.setUTCHours(utcHourOf(schedule.hour), schedule.minute, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}
