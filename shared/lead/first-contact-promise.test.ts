import { addDays, dubaiDay, firstContactPromise, keptPromise, lastSettledDubaiDay, minutesToFirstContact, promiseDeadline } from './first-contact-promise.ts';

const at = (iso: string) => new Date(iso);

describe('the 24-hour promise of a first contact', () => {
  it('ends 24 hours after the lead arrived, and shows how long is left', () => {
    // Act
    const promise = firstContactPromise('2026-11-26T09:15:00.000Z', at('2026-11-26T10:15:00.000Z'));

    // Assess
    expect(promise).toEqual({ deadline: '2026-11-27T09:15:00.000Z', msLeft: 23 * 3_600_000, state: 'on-time' });
  });

  it('stays on time until its last 4 hours, turns amber for them, and is broken from the deadline on', () => {
    const createdAt = '2026-11-26T09:15:00.000Z';

    expect(firstContactPromise(createdAt, at('2026-11-27T05:14:59.999Z')).state).toBe('on-time');
    expect(firstContactPromise(createdAt, at('2026-11-27T05:15:00.000Z')).state).toBe('due-soon');
    expect(firstContactPromise(createdAt, at('2026-11-27T09:14:59.999Z')).state).toBe('due-soon');
    expect(firstContactPromise(createdAt, at('2026-11-27T09:15:00.000Z'))).toEqual({ deadline: '2026-11-27T09:15:00.000Z', msLeft: 0, state: 'broken' });
    expect(firstContactPromise(createdAt, at('2026-11-28T09:15:00.000Z'))).toMatchObject({ msLeft: -24 * 3_600_000, state: 'broken' });
  });

  it('counts a lead arriving a second before midnight in Dubai on that Dubai day, and one a second later on the next', () => {
    // 19:59:59 UTC is 23:59:59 in Dubai (UTC+4)
    expect(dubaiDay('2026-11-26T19:59:59.000Z')).toBe('2026-11-26');
    expect(dubaiDay('2026-11-26T20:00:00.000Z')).toBe('2026-11-27');
    expect(promiseDeadline('2026-11-26T19:59:59.000Z').toISOString()).toBe('2026-11-27T19:59:59.000Z');
  });

  it('counts a lead arriving just before midnight UTC on the next Dubai day, its promise still 24 hours long', () => {
    expect(dubaiDay('2026-12-31T23:59:59.000Z')).toBe('2027-01-01');
    expect(promiseDeadline('2026-12-31T23:59:59.000Z').toISOString()).toBe('2027-01-01T23:59:59.000Z');
    expect(firstContactPromise('2026-12-31T23:59:59.000Z', at('2027-01-01T20:00:00.000Z')).state).toBe('due-soon');
  });

  it('does not move when the visitor’s country changes its clocks that night: 24 elapsed hours, not 24 hours on their clock', () => {
    // A UK visitor at 00:30 BST on 25 October 2026; at 02:00 BST the clocks go back to 01:00 GMT. Their wall clock
    // shows 23:30 GMT on the 25th when the promise ends: 23 hours on the clock, 24 elapsed.
    const createdAt = '2026-10-24T23:30:00.000Z';

    expect(promiseDeadline(createdAt).toISOString()).toBe('2026-10-25T23:30:00.000Z');
    expect(dubaiDay(createdAt)).toBe('2026-10-25');
    // A US visitor (Eastern) on 1 November 2026, when EDT ends at 02:00: the same 24 elapsed hours.
    expect(promiseDeadline('2026-11-01T05:30:00.000Z').toISOString()).toBe('2026-11-02T05:30:00.000Z');
  });

  it('counts a first contact before the deadline as within the promise, at the deadline as broken', () => {
    const createdAt = '2026-11-26T09:15:00.000Z';

    expect(keptPromise(createdAt, '2026-11-27T09:14:59.999Z')).toBe(true);
    expect(keptPromise(createdAt, '2026-11-27T09:15:00.000Z')).toBe(false);
    expect(minutesToFirstContact(createdAt, '2026-11-26T11:44:59.000Z')).toBe(149);
  });

  it('measures up to the day before yesterday in Dubai: the last day whose leads have all had their 24 hours', () => {
    // 01:00 on 27 November in Dubai: leads of the 25th arrived by 23:59 and their promises ended by 23:59 on the 26th.
    expect(lastSettledDubaiDay(at('2026-11-26T21:00:00.000Z'))).toBe('2026-11-25');
    expect(lastSettledDubaiDay(at('2026-11-26T19:59:59.000Z'))).toBe('2026-11-24');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
