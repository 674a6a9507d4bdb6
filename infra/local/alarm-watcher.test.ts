import { workAgeConditions } from '#functions/lib/work-age.ts';
import { createAlarmWatcher } from './alarm-watcher.ts';

const ages = (sync: number, leadOutbox = 0, newsletterOutbox = 0) => ({
  workAges: { oldestDueSyncSeconds: sync, oldestLeadOutboxSeconds: leadOutbox, oldestNewsletterOutboxSeconds: newsletterOutbox },
});

describe('the work-age conditions', () => {
  it('fire above 30 minutes of due sync work and above 15 minutes of the older outbox, not at the threshold itself', () => {
    // Act
    const atThresholds = workAgeConditions(ages(1800, 900).workAges);
    const above = workAgeConditions(ages(1801, 0, 901).workAges);

    // Assess
    expect(atThresholds.map(({ alarm, firing }) => [alarm.id, firing])).toEqual([['DueSyncWorkAge', false], ['OutboxAge', false]]);
    expect(above.map(({ alarm, ageSeconds, firing }) => [alarm.id, ageSeconds, firing])).toEqual([['DueSyncWorkAge', 1801, true], ['OutboxAge', 901, true]]);
  });
});

describe('the local alarm watcher', () => {
  it('prints one line when a condition starts and one when it ends, nothing while it lasts or for other jobs\' results', () => {
    // Prepare
    const lines: string[] = [];
    const watcher = createAlarmWatcher((line) => lines.push(line));

    // Act
    watcher.observe(ages(0));
    watcher.observe(ages(0, 16 * 60));
    watcher.observe(ages(0, 17 * 60));
    watcher.observe({ day: '2026-11-26', sent: 2 });
    watcher.observe(ages(0, 0, 0));

    // Assess
    expect(lines).toEqual([
      '[alarm] ALARM DubaiSetup-OutboxAge: an outbox item has waited 16 min (threshold 15 min)',
      '[alarm] OK DubaiSetup-OutboxAge: an outbox item waits 0 min now (threshold 15 min)',
    ]);
    expect(watcher.firing()).toEqual([]);
  });
});
