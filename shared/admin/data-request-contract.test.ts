import { countUrgency, dueDateOf, latestToday, urgencyOf } from './data-request-contract.ts';

// The clock staff read the log by: 10 March 2026, mid-morning UTC.
const NOW = new Date('2026-03-10T09:30:00.000Z');

describe('a data request’s due date', () => {
  it('falls 30 days after the day it was received, across month and year ends', () => {
    expect(dueDateOf('2026-03-10')).toBe('2026-04-09');
    expect(dueDateOf('2026-02-01')).toBe('2026-03-03');
    expect(dueDateOf('2026-12-15')).toBe('2027-01-14');
    expect(dueDateOf('2028-02-10')).toBe('2028-03-11');
  });
});

describe('how pressing an open request is', () => {
  it.each([
    ['2026-03-09', 'open', 'overdue'],
    ['2026-02-01', 'inProgress', 'overdue'],
    ['2026-03-10', 'open', 'dueThisWeek'],
    ['2026-03-17', 'inProgress', 'dueThisWeek'],
    ['2026-03-18', 'open', 'onTime'],
    ['2026-03-01', 'done', 'closed'],
    ['2026-03-01', 'refused', 'closed'],
  ] as const)('due %s and %s reads as %s', (dueOn, status, urgency) => {
    expect(urgencyOf({ dueOn, status }, NOW)).toBe(urgency);
  });

  it('counts the open, overdue and due-this-week requests for the overview, leaving closed ones out', () => {
    const requests = [
      { dueOn: '2026-03-01', status: 'open' },
      { dueOn: '2026-03-09', status: 'inProgress' },
      { dueOn: '2026-03-12', status: 'open' },
      { dueOn: '2026-04-01', status: 'open' },
      { dueOn: '2026-03-01', status: 'done' },
      { dueOn: '2026-03-11', status: 'refused' },
    ] as const;

    expect(countUrgency([...requests], NOW)).toEqual({ open: 4, overdue: 2, dueThisWeek: 1 });
  });
});

describe('the day received', () => {
  it('may be today wherever staff are, but not a day later', () => {
    // At 09:30 UTC it is already 11 March in UTC+14 (Kiribati).
    expect(latestToday(NOW)).toBe('2026-03-10');
    expect(latestToday(new Date('2026-03-10T10:00:00.000Z'))).toBe('2026-03-11');
  });
});
