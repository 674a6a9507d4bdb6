import type { AuditEntry } from '#shared/admin/api-contract.ts';
import { changeText, isFollowUpChange, isStatusChange } from './audit-format.ts';

const entry = (before: unknown, after: unknown): AuditEntry => ({
  id: 'a1',
  at: '2026-11-26T10:00:00.000Z',
  actor: 'sara',
  action: 'lead.followUp',
  target: 'lead#l1',
  before,
  after,
});

describe("a follow-up change in the lead's history", () => {
  it('is told apart from a status change', () => {
    expect(isFollowUpChange(entry(null, { at: '2026-11-27T06:00:00.000Z', note: '' }))).toBe(true);
    expect(isStatusChange(entry(null, { at: '2026-11-27T06:00:00.000Z', note: '' }))).toBe(false);
  });

  it('reads as the time planned and its note, or as cleared', () => {
    expect(changeText(entry(null, { at: '2026-11-27T06:00:00.000Z', note: 'Call back' }))).toMatch(/^Follow-up set for 27 Nov 2026, \d\d:\d\d \(Call back\)$/);
    expect(changeText(entry(null, { at: '2026-11-27T06:00:00.000Z', note: '' }))).toMatch(/^Follow-up set for 27 Nov 2026, \d\d:\d\d$/);
    expect(changeText(entry({ at: '2026-11-27T06:00:00.000Z', note: 'Call back' }, null))).toBe('Follow-up cleared');
  });
});
