import { fromLocalInputValue, isFollowUpOverdue, toLocalInputValue } from './follow-up-time.ts';

describe("a follow-up's time on the staff member's own clock", () => {
  // The test runs in the machine's time zone, as the browser does in the staff member's: 10:00 on 26 November there.
  const tenAmLocal = new Date(2026, 10, 26, 10, 0);

  it('shows a stored UTC time as the local date and time the field expects', () => {
    expect(toLocalInputValue(tenAmLocal.toISOString())).toBe('2026-11-26T10:00');
  });

  it('stores what staff typed as that moment in UTC', () => {
    expect(fromLocalInputValue('2026-11-26T10:00')).toBe(tenAmLocal.toISOString());
    expect(fromLocalInputValue('2026-11-27T02:15')).toBe(new Date(2026, 10, 27, 2, 15).toISOString());
  });

  it('refuses what is not a date and time', () => {
    expect(fromLocalInputValue('')).toBeUndefined();
    expect(fromLocalInputValue('tomorrow')).toBeUndefined();
    expect(fromLocalInputValue('2026-02-31T10:00')).toBeUndefined();
  });

  it('is overdue from the minute it was planned for', () => {
    expect(isFollowUpOverdue('2026-11-26T04:30:00.000Z', new Date('2026-11-26T04:29:59.000Z'))).toBe(false);
    expect(isFollowUpOverdue('2026-11-26T04:30:00.000Z', new Date('2026-11-26T04:30:00.000Z'))).toBe(true);
  });
});
