import { leadQueryString, parseLeadList, withQuery, writeLeadList } from './dashboard-url.ts';

const params = (query: string) => new URLSearchParams(query);

describe('"My leads" and "Unassigned" in the address bar', () => {
  it('keeps "My leads" with the status filter in the address bar, and a reload shows it again', () => {
    // Prepare
    const mine = { view: 'all' as const, status: 'contacted' as const, owner: 'mine' as const, q: '', previous: [] };

    // Act
    const written = writeLeadList(params('tab=leads'), mine);

    // Assess
    expect(written.toString()).toBe('tab=leads&status=contacted&owner=mine');
    expect(parseLeadList(written)).toEqual({ ...mine, cursor: undefined });
    expect(parseLeadList(params('owner=unassigned')).owner).toBe('unassigned');
    expect(parseLeadList(params('owner=everybody')).owner).toBe('all');
  });

  it('never searches or combines with another view: choosing it clears both, a search or a view clears it', () => {
    // Prepare
    const searched = { view: 'all' as const, status: 'new' as const, owner: 'all' as const, q: 'sara', previous: [] };
    const queue = { view: 'needs-first-contact' as const, status: 'new' as const, owner: 'all' as const, q: '', previous: [] };
    const mine = { view: 'all' as const, status: 'new' as const, owner: 'mine' as const, q: '', previous: [] };

    // Act + Assess
    expect(withQuery(searched, { owner: 'mine' })).toEqual(mine);
    expect(withQuery(queue, { owner: 'mine' })).toEqual(mine);
    expect(withQuery(mine, { q: 'sara' })).toEqual(searched);
    expect(withQuery(mine, { view: 'needs-first-contact' })).toEqual(queue);
    expect(withQuery(mine, { status: 'closed' })).toEqual({ ...mine, status: 'closed' });
    expect(withQuery(mine, { owner: 'unassigned' })).toEqual({ ...mine, owner: 'unassigned' });
    expect(parseLeadList(params('owner=mine&q=sara')).q).toBe('');
    expect(parseLeadList(params('owner=mine&show=needs-first-contact')).owner).toBe('all');
  });

  it('asks the API for the owner filter, alone and with the status filter', () => {
    expect(leadQueryString({ status: 'all', owner: 'mine', q: '' }, 25)).toBe('?owner=mine&limit=25');
    expect(leadQueryString({ status: 'new', owner: 'unassigned', q: '' })).toBe('?status=new&owner=unassigned');
  });
});
