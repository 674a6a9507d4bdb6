import { isUkCallOpen, londonTime, UK_CALL_RECHECK_MS } from './london-hours.ts';

const at = (iso: string) => new Date(iso);

describe('UK call button hours', () => {
  it('shows from 08:00 to 17:59 London time on a winter weekday (GMT)', () => {
    // Friday 28 March 2025, still GMT (clocks go forward on Sunday 30 March).
    expect(isUkCallOpen(at('2025-03-28T07:59:59Z'))).toBe(false);
    expect(isUkCallOpen(at('2025-03-28T08:00:00Z'))).toBe(true);
    expect(isUkCallOpen(at('2025-03-28T17:59:59Z'))).toBe(true);
    expect(isUkCallOpen(at('2025-03-28T18:00:00Z'))).toBe(false);
  });

  it('follows British Summer Time after the March change', () => {
    // Monday 31 March 2025, BST: 08:00 London is 07:00 UTC.
    expect(isUkCallOpen(at('2025-03-31T06:59:59Z'))).toBe(false);
    expect(isUkCallOpen(at('2025-03-31T07:00:00Z'))).toBe(true);
    expect(isUkCallOpen(at('2025-03-31T16:59:59Z'))).toBe(true);
    expect(isUkCallOpen(at('2025-03-31T17:00:00Z'))).toBe(false);
  });

  it('goes back to GMT after the October change', () => {
    // Friday 24 October 2025 is BST; Monday 27 October 2025 is GMT.
    expect(isUkCallOpen(at('2025-10-24T07:00:00Z'))).toBe(true);
    expect(isUkCallOpen(at('2025-10-24T17:00:00Z'))).toBe(false);
    expect(isUkCallOpen(at('2025-10-27T07:30:00Z'))).toBe(false);
    expect(isUkCallOpen(at('2025-10-27T08:00:00Z'))).toBe(true);
    expect(isUkCallOpen(at('2025-10-27T17:30:00Z'))).toBe(true);
    expect(isUkCallOpen(at('2025-10-27T18:00:00Z'))).toBe(false);
  });

  it('stays hidden all weekend', () => {
    expect(isUkCallOpen(at('2025-07-05T10:00:00Z'))).toBe(false); // Saturday
    expect(isUkCallOpen(at('2025-07-06T12:00:00Z'))).toBe(false); // Sunday
    expect(isUkCallOpen(at('2025-03-30T10:00:00Z'))).toBe(false); // Sunday of the March change
    expect(isUkCallOpen(at('2025-10-26T10:00:00Z'))).toBe(false); // Sunday of the October change
  });

  it('uses the London day, not the UTC day, near midnight', () => {
    // 23:30 UTC on Sunday 6 July 2025 is 00:30 on Monday in London.
    expect(londonTime(at('2025-07-06T23:30:00Z'))).toEqual({ year: 2025, month: 7, day: 7, weekday: 1, hour: 0, minute: 30 });
    expect(isUkCallOpen(at('2025-07-06T23:30:00Z'))).toBe(false);
  });

  it('re-checks every minute', () => {
    expect(UK_CALL_RECHECK_MS).toBe(60_000);
  });
});
