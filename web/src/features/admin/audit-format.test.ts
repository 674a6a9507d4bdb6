import type { AuditEntry } from '#shared/admin/api-contract.ts';
import { actionLabel, changeText, isStatusChange, leadIdOf } from './audit-format.ts';

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 'a1',
  at: '2026-11-22T10:00:00.000Z',
  actor: 'sara',
  action: 'lead.status',
  target: 'lead#L1',
  ...fields,
});

describe('audit records as staff read them', () => {
  it('reads a status change as the two statuses in words', () => {
    const change = entry({ before: { status: 'new' }, after: { status: 'contacted' } });

    expect(isStatusChange(change)).toBe(true);
    expect(changeText(change)).toBe('New → Contacted');
    expect(actionLabel(change)).toBe('Lead status changed');
  });

  it('reads a note as its text, and it is not a status change', () => {
    const note = entry({ action: 'lead.note', after: { noteId: 'n1', text: 'Called back' } });

    expect(isStatusChange(note)).toBe(false);
    expect(changeText(note)).toBe('Called back');
    expect(actionLabel(note)).toBe('Note added to lead');
  });

  it('names the lead a record concerns, and none for a staff account', () => {
    expect(leadIdOf(entry({}))).toBe('L1');
    expect(leadIdOf(entry({ action: 'auth.login', target: 'staff#sara' }))).toBeUndefined();
  });

  it('shows an action it has no words for as recorded, with its values', () => {
    const unknown = entry({ action: 'integration.sync', target: 'integration#crm', before: 'Old', after: { value: 'New' } });

    expect(actionLabel(unknown)).toBe('integration.sync');
    expect(changeText(unknown)).toBe('Old → {"value":"New"}');
    expect(changeText(entry({ action: 'auth.login', target: 'staff#sara' }))).toBe('');
  });

  // Ours: the words of the content tabs' changes.
  it('reads the content changes in words, with their before and after values', () => {
    const edit = entry({ action: 'content.update', target: 'content#hero_title', before: { content: 'Old' }, after: { content: 'New' } });

    expect(actionLabel(edit)).toBe('Website content changed');
    expect(changeText(edit)).toBe('{"content":"Old"} → {"content":"New"}');
    expect(actionLabel(entry({ action: 'testimonial.update', target: 'testimonial#t1' }))).toBe('Testimonial changed');
    expect(actionLabel(entry({ action: 'page-content.delete', target: 'page-content#home-hero-title' }))).toBe('Page content deleted');
  });

  // Ours: the words of the records that change nothing else (a CSV export page, a photograph upload).
  it('reads a CSV export and a photo upload in words, an export with its filters and rows and no status change', () => {
    const exported = entry({
      action: 'leads.export',
      target: 'leads#export',
      after: { filters: { status: 'new', q: 'smith' }, rows: 12, firstPage: true, lastPage: true },
    });
    const uploaded = entry({ action: 'media.upload', target: 'media#4f1c', after: { address: '/media/4f1c/960x640', type: 'jpeg', bytes: 48213, variants: 4 } });

    expect(actionLabel(exported)).toBe('Leads exported (CSV)');
    expect(isStatusChange(exported)).toBe(false);
    expect(leadIdOf(exported)).toBeUndefined();
    expect(changeText(exported)).toBe('{"filters":{"status":"new","q":"smith"},"rows":12,"firstPage":true,"lastPage":true}');
    expect(actionLabel(uploaded)).toBe('Photo uploaded');
  });
});
