/**
 * The local stack's stand-in for the work-age alarms: after each sync drain run it evaluates the ages the run measured
 * with the same function and thresholds as the deployed alarms (functions/lib/work-age.ts), and prints one line when a
 * condition starts (what the alarm's ALARM e-mail would say) and one when it ends (its OK e-mail). Nothing is printed
 * while nothing changes, so `npm start` stays quiet until there is something to tell.
 */
import type { DrainReport } from '#functions/integrations/drain.ts';
import { workAgeConditions, type WorkAgeCondition } from '#functions/lib/work-age.ts';

const minutes = (seconds: number) => `${Math.round((seconds / 60) * 10) / 10} min`;

/** The line for a condition that started (ALARM) or ended (OK), as the operator reads it in the console. */
export function alarmLine(condition: WorkAgeCondition): string {
  const { alarm, ageSeconds, firing } = condition;
  const limit = `threshold ${minutes(alarm.thresholdSeconds)}`;
  return firing
    ? `[alarm] ALARM DubaiSetup-${alarm.id}: ${alarm.what} has waited ${minutes(ageSeconds)} (${limit})`
    : `[alarm] OK DubaiSetup-${alarm.id}: ${alarm.what} waits ${minutes(ageSeconds)} now (${limit})`;
}

export type AlarmWatcher = {
  /** Reads a drain run's report (anything else, e.g. another job's, is ignored). */
  observe(report: unknown): void;
  /** The alarms firing now, by id. */
  firing(): string[];
};

export function createAlarmWatcher(print: (line: string) => void = console.log): AlarmWatcher {
  const firing = new Set<string>();
  return {
    observe(report) {
      const ages = (report as Partial<DrainReport> | undefined)?.workAges;
      if (!ages) return;
      for (const condition of workAgeConditions(ages)) {
        if (condition.firing === firing.has(condition.alarm.id)) continue;
        if (condition.firing) firing.add(condition.alarm.id);
        else firing.delete(condition.alarm.id);
        print(alarmLine(condition));
      }
    },
    firing: () => [...firing],
  };
}
