import { dailyInDubaiAt, everyMinutes, nextRunAfter, scheduleExpression } from './job-schedule.ts';

describe('a background job schedule', () => {
  it('gives EventBridge a rate for a job that runs every few minutes', () => {
    expect(scheduleExpression(everyMinutes(1))).toBe('rate(1 minute)');
    expect(scheduleExpression(everyMinutes(15))).toBe('rate(15 minutes)');
  });

  it('gives EventBridge the UTC cron of a daily Dubai time: 08:00 in Dubai is 04:00 UTC, 02:30 in Dubai is 22:30 UTC', () => {
    expect(scheduleExpression(dailyInDubaiAt(8))).toBe('cron(0 4 * * ? *)');
    expect(scheduleExpression(dailyInDubaiAt(2, 30))).toBe('cron(30 22 * * ? *)');
  });

  it('runs a daily 08:00 Dubai job next at 08:00 Dubai time: later today, or tomorrow once it has passed', () => {
    const eightInDubai = dailyInDubaiAt(8);

    expect(nextRunAfter(eightInDubai, new Date('2026-11-25T03:59:59Z')).toISOString()).toBe('2026-11-25T04:00:00.000Z');
    expect(nextRunAfter(eightInDubai, new Date('2026-11-25T04:00:00Z')).toISOString()).toBe('2026-11-26T04:00:00.000Z');
    expect(nextRunAfter(eightInDubai, new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T04:00:00.000Z');
  });

  it('runs a Dubai job whose UTC time falls on the day before on the right day', () => {
    // 02:30 Dubai on 26 November is 22:30 UTC on 25 November.
    expect(nextRunAfter(dailyInDubaiAt(2, 30), new Date('2026-11-25T21:00:00Z')).toISOString()).toBe('2026-11-25T22:30:00.000Z');
  });

  it('runs a rate job its minutes after the last run', () => {
    expect(nextRunAfter(everyMinutes(5), new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-11-25T10:05:00.000Z');
  });

  it('refuses a schedule EventBridge cannot run', () => {
    expect(() => everyMinutes(0)).toThrow(RangeError);
    expect(() => everyMinutes(1.5)).toThrow(RangeError);
    expect(() => dailyInDubaiAt(24)).toThrow(RangeError);
    expect(() => dailyInDubaiAt(8, 60)).toThrow(RangeError);
  });
});
