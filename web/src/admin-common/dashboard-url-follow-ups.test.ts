import { describe, expect, it } from '@jest/globals';
import { leadQueryString, parseLeadList, withQuery, writeLeadList } from './dashboard-url.ts';

const params = (query: string) => new URLSearchParams(query);

describe('the "Due today" and "Overdue" views in the address bar', () => {
  it('open from a link, with the status filter', () => {
    expect(parseLeadList(params('tab=leads&show=due-today')).view).toBe('due-today');
    const overdueNew = parseLeadList(params('tab=leads&show=overdue&status=new'));
    expect([overdueNew.view, overdueNew.status]).toEqual(['overdue', 'new']);
  });

  it('are written to the address bar when chosen, clearing the search they cannot combine with', () => {
    // Prepare: a search of every lead
    const searching = params('tab=leads&q=sara');

    // Act
    const chosen = writeLeadList(searching, withQuery(parseLeadList(searching), { view: 'overdue' }));

    // Assess
    expect(chosen.toString()).toBe('tab=leads&show=overdue');
    expect(parseLeadList(params('tab=leads&show=due-today&q=sara')).q).toBe('');
  });

  it('ask the API for that view', () => {
    expect(leadQueryString({ ...parseLeadList(params('show=due-today&status=contacted')), cursor: undefined })).toBe('?view=due-today&status=contacted');
  });
});
