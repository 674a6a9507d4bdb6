import { countLeads, countNewLead } from './lead-aggregates.ts';

beforeEach(() => {
  process.env.TABLE_NAME = 'test-table';
});

describe('lead counters', () => {
  it('counts leads by status, guide downloads, country and business activity (spelling variants together)', () => {
    const counted = countLeads([
      { status: 'new', accessedGuide: true, country: 'India', businessActivity: 'IT Consulting' },
      { status: 'closed', accessedGuide: false, country: 'India', businessActivity: ' it  consulting' },
      { status: 'contacted', accessedGuide: true },
    ]);

    expect(counted.totals).toEqual({ total: 3, new: 1, contacted: 1, qualified: 0, closed: 1, guideDownloads: 2 });
    expect(counted.countries).toEqual([{ name: 'India', count: 2 }]);
    expect(counted.activities).toEqual([{ name: 'IT Consulting', count: 2 }]);
  });

  it('adds a new lead to the totals, its country and its business activity, in updates for its own transaction', () => {
    const updates = countNewLead({ status: 'new', accessedGuide: true, country: 'Oman', businessActivity: 'Trading' });

    expect(updates.map((update) => update.Update!.Key)).toEqual([
      { pk: 'LEADSTATS', sk: 'TOTALS' },
      { pk: 'LEADSTATS#COUNTRY', sk: 'Oman' },
      { pk: 'LEADSTATS#ACTIVITY', sk: 'trading' },
    ]);
    expect(updates[0]!.Update!.ExpressionAttributeValues).toMatchObject({ ':one': 1, ':guide': 1 });
    expect(countNewLead({ status: 'new', accessedGuide: false })).toHaveLength(1);
  });
});
