import { describe, expect, it } from '@jest/globals';
import type { AdminLead, LeadStatus } from '#shared/admin/api-contract.ts';
import { boardColumns, type BoardMove, type ColumnPages } from './lead-board-columns.ts';

const lead = (id: string, status: LeadStatus, fullName = id): AdminLead =>
  ({ id, fullName, status, email: `${id}@example.com`, phone: '', ipAddress: '', userAgent: '', accessedGuide: false, createdAt: '2026-11-26T10:00:00.000Z' }) as AdminLead;

const page = (rows: AdminLead[], nextCursor?: string) => ({ rows, nextCursor });
const empty: ColumnPages = { first: page([]) };
const pagesOf = (pages: Partial<Record<LeadStatus, ColumnPages>>) => ({ new: empty, contacted: empty, qualified: empty, closed: empty, ...pages });
const names = (leads: AdminLead[]) => leads.map((one) => one.id);

describe('the board columns', () => {
  it('show each column its pages in order, with the cursor of the last page loaded', () => {
    const columns = boardColumns(pagesOf({ new: { first: page([lead('a', 'new'), lead('b', 'new')], 'c1'), more: page([lead('c', 'new')], 'c2') } }), new Map());

    expect(names(columns.new.leads)).toEqual(['a', 'b', 'c']);
    expect(columns.new.nextCursor).toBe('c2');
    expect(columns.contacted.nextCursor).toBeUndefined();
  });

  it('show a lead once when the first page, asked again, now holds a lead a loaded page also holds', () => {
    const columns = boardColumns(pagesOf({ new: { first: page([lead('b', 'new'), lead('c', 'new')], 'c1'), more: page([lead('c', 'new'), lead('d', 'new')]) } }), new Map());

    expect(names(columns.new.leads)).toEqual(['b', 'c', 'd']);
  });

  it('put a moved card on top of its new column and out of its old one, even from a page not asked again', () => {
    // Prepare: "b" on the second page of New, moved to Contacted
    const moves = new Map<string, BoardMove>([['b', { lead: lead('b', 'contacted'), movedAt: 1, settled: false }]]);
    const pages = pagesOf({ new: { first: page([lead('a', 'new')], 'c1'), more: page([lead('b', 'new')]) }, contacted: { first: page([lead('x', 'contacted')]) } });

    // Act
    const columns = boardColumns(pages, moves);

    // Assess
    expect(names(columns.new.leads)).toEqual(['a']);
    expect(names(columns.contacted.leads)).toEqual(['b', 'x']);
  });

  it('follow a first page asked again after the move when the lead has since changed elsewhere', () => {
    const moves = new Map<string, BoardMove>([['b', { lead: lead('b', 'contacted'), movedAt: 1, settled: true }]]);
    const columns = boardColumns(pagesOf({ qualified: { first: page([lead('b', 'qualified')]) } }), moves);

    expect(names(columns.contacted.leads)).toEqual([]);
    expect(names(columns.qualified.leads)).toEqual(['b']);
  });
});
