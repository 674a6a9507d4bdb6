import { keysForUncounted, recountLeadAnalytics, summariseLeadDays } from './analytics-lead-counters.ts';

describe('summing the lead counters of a range', () => {
  it('gives the days by status, the pages and variants by most leads (then by name), and campaigns counted at the furthest status', () => {
    const summary = summariseLeadDays([
      {
        day: '2026-03-02',
        counts: { 'status#new': 1, 'status#closed': 1, 'furthest#new': 1, 'furthest#closed': 1, 'page#/uk': 2, 'variant#/uk': 2, 'campaign#["google","spring"]#closed': 1 },
      },
      {
        day: '2026-03-01',
        counts: { 'status#contacted': 2, 'furthest#qualified': 2, 'page#/uk-4': 2, 'page#/uk': 1, 'variant#/uk-4': 2, 'campaign#["google","spring"]#qualified': 1, 'campaign#["(none)","x#y"]#qualified': 1 },
      },
      // A lead counted, then marked as a test: every count back to 0.
      { day: '2026-03-03', counts: { 'status#new': 0, 'furthest#new': 0, 'page#/': 0 } },
    ]);
    expect(summary.leadsByDay).toEqual([
      { day: '2026-03-01', new: 0, contacted: 2, qualified: 0, closed: 0 },
      { day: '2026-03-02', new: 1, contacted: 0, qualified: 0, closed: 1 },
    ]);
    expect(summary.leadPages).toEqual([
      { page: '/uk', leads: 3 },
      { page: '/uk-4', leads: 2 },
    ]);
    // Equal totals in the order of their names.
    expect(summary.leadVariants).toEqual([
      { page: '/uk', leads: 2 },
      { page: '/uk-4', leads: 2 },
    ]);
    expect(summary.campaigns).toEqual([
      { source: 'google', campaign: 'spring', leads: 2, contacted: 2, qualified: 2, closed: 1 },
      { source: '(none)', campaign: 'x#y', leads: 1, contacted: 1, qualified: 1, closed: 0 },
    ]);
    expect(summary.reached).toEqual({ new: 4, contacted: 3, qualified: 3, closed: 1 });
  });

  it('recounts stored leads as their creations and status changes counted them, test leads and uncounted leads left out', () => {
    const keys = { page: '/uk', variant: '/uk', campaign: '["google","spring"]' };
    const days = recountLeadAnalytics([
      { createdAt: '2026-03-01T21:00:00.000Z', status: 'contacted', furthestStatus: 'closed', analyticsKeys: keys },
      { createdAt: '2026-03-01T10:00:00.000Z', status: 'new', furthestStatus: 'new', analyticsKeys: keys, test: true },
      { createdAt: '2026-03-01T10:00:00.000Z', status: 'new' },
    ]);
    // 21:00 UTC is 01:00 the next day in Dubai.
    expect(days).toEqual([
      { day: '2026-03-02', counts: { 'status#contacted': 1, 'furthest#closed': 1, 'page#/uk': 1, 'variant#/uk': 1, 'campaign#["google","spring"]#closed': 1 } },
    ]);
  });
});

describe('where the rebuild counts leads stored before the analytics', () => {
  it('lists at most 50 campaigns a day, those already counted first, and counts the rest as "(other)"', () => {
    const counted = { id: 'counted', createdAt: '2026-03-01T08:00:00.000Z', analyticsKeys: { page: '/uk', variant: '/uk', campaign: '["google","kept"]' } };
    const older = Array.from({ length: 51 }, (_, i) => ({ id: `old-${i}`, createdAt: `2026-03-01T09:${String(i).padStart(2, '0')}:00.000Z`, attribution: { page: '/uk', landingVariant: 'uk', utmSource: 'google', utmCampaign: `c${i}` } }));
    const keys = keysForUncounted([counted, ...older, { id: 'repeat', createdAt: '2026-03-01T10:00:00.000Z', attribution: { utmSource: 'google', utmCampaign: 'c0' } }]);
    expect(keys.get('old-0')).toEqual({ page: '/uk', variant: '/uk', campaign: '["google","c0"]' });
    expect(keys.get('old-48')!.campaign).toBe('["google","c48"]');
    expect(keys.get('old-49')!.campaign).toBe('["(other)","(other)"]');
    expect(keys.get('repeat')).toEqual({ page: '(other)', variant: '(other)', campaign: '["google","c0"]' });
    expect(keys.has('counted')).toBe(false);
  });
});
