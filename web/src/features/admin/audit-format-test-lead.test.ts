import type { AuditEntry } from '#shared/admin/api-contract.ts';
import { changeText, isStatusChange, isTestChange } from './audit-format.ts';

const entry = (before: unknown, after: unknown): AuditEntry => ({
  id: 'a1',
  at: '2026-11-26T10:00:00.000Z',
  actor: 'sara',
  action: 'lead.test',
  target: 'lead#l1',
  before,
  after,
});

describe("a test mark in the lead's history", () => {
  it('is told apart from a status change', () => {
    expect(isTestChange(entry({ test: false }, { test: true }))).toBe(true);
    expect(isStatusChange(entry({ test: false }, { test: true }))).toBe(false);
  });

  it('reads as marked or unmarked', () => {
    expect(changeText(entry({ test: false }, { test: true }))).toBe('Marked as a test lead');
    expect(changeText(entry({ test: true }, { test: false }))).toBe('Unmarked as a test lead');
  });
});
