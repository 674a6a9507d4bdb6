import { describe, expect, it } from '@jest/globals';
import { parseLeadLayout, parseLeadList, withLeadLayout, withQuery, writeLeadList } from './dashboard-url.ts';

const params = (query: string) => new URLSearchParams(query);

describe("Lead Management's layout in the address bar", () => {
  it('opens the board from a link, and the list from any other value or none', () => {
    expect(parseLeadLayout(params('tab=leads&layout=board'))).toBe('board');
    expect(parseLeadLayout(params('tab=leads'))).toBe('list');
    expect(parseLeadLayout(params('tab=leads&layout=kanban'))).toBe('list');
  });

  it('writes the board to the address bar, keeping the filters and the open lead and dropping the list\'s page', () => {
    // Prepare: the second page of "My leads" in status new, a lead open
    const listing = params('tab=leads&owner=mine&status=new&cursor=abc&prev=&lead=L1');

    // Act
    const board = withLeadLayout(listing, 'board');

    // Assess
    expect(board.toString()).toBe('tab=leads&owner=mine&status=new&lead=L1&layout=board');
    expect(parseLeadList(board)).toMatchObject({ owner: 'mine', status: 'new', cursor: undefined });
  });

  it('back to the list leaves no layout key behind', () => {
    expect(withLeadLayout(params('tab=leads&show=overdue&layout=board'), 'list').toString()).toBe('tab=leads&show=overdue');
  });

  it('keeps the board when a filter is chosen on it', () => {
    // Prepare
    const board = params('tab=leads&layout=board');

    // Act
    const filtered = writeLeadList(board, withQuery(parseLeadList(board), { view: 'due-today' }));

    // Assess
    expect(filtered.toString()).toBe('tab=leads&layout=board&show=due-today');
    expect(parseLeadLayout(filtered)).toBe('board');
  });
});
