/**
 * The pure parts of the restore's checks (check-restored.ts): which record type an item counts as, and the overview
 * counters' differences from a recount, as the operator reads them.
 */
import { counterDifferences, recordTypeOf } from './check-restored.ts';

const totals = (total: number, fresh: number) => ({ total, new: fresh, contacted: 0, qualified: 0, closed: total - fresh, guideDownloads: 0 });

describe('npm run restore: the checks of a restored table', () => {
  it('counts an item as its partition key\'s kind, with the sort key\'s marker when it names another kind', () => {
    expect(recordTypeOf('LEAD#0f3a', 'LEAD')).toBe('LEAD');
    expect(recordTypeOf('LEAD#0f3a', 'NOTE#2026-11-20T09:30:00.000Z#n1')).toBe('LEAD/NOTE');
    expect(recordTypeOf('AUDIT#lead#0f3a', '2026-11-20T09:30:00.000Z#a1')).toBe('AUDIT');
    expect(recordTypeOf('LEADSTATS#COUNTRY', 'Germany')).toBe('LEADSTATS');
    expect(recordTypeOf('LEADSTATS', 'TOTALS')).toBe('LEADSTATS/TOTALS');
  });

  it('lists each counter whose stored value is not the recount, and none when they agree', () => {
    // Arrange
    const stored = { totals: totals(5, 2), countries: [{ name: 'Germany', count: 3 }, { name: 'France', count: 2 }], activities: [{ name: 'Trading', count: 4 }] };
    const recount = { totals: totals(6, 3), countries: [{ name: 'Germany', count: 3 }, { name: 'India', count: 1 }], activities: [{ name: '  trading ', count: 4 }] };

    // Act
    const differences = counterDifferences(stored, recount);

    // Assess: a country only stored, one only recounted; the activity's spelling is no difference.
    expect(differences).toEqual([
      'totals/total: stored 5, recount 6',
      'totals/new: stored 2, recount 3',
      'countries/France: stored 2, recount 0',
      'countries/India: stored 0, recount 1',
    ]);
    expect(counterDifferences(recount, recount)).toEqual([]);
  });
});
