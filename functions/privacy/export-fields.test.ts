import { PERSONAL_RECORD_TYPES } from '#shared/admin/privacy-contract.ts';
import { EXPORT_RULES, exportedItem, unexplainedFields } from './export-fields.ts';

describe('the export rules of the personal data', () => {
  // One case per record type of the Privacy view: a new type without an export rule fails here by its name.
  for (const type of PERSONAL_RECORD_TYPES) {
    it(`explains to the person what a record of type ${type} is and what each of its fields means`, () => {
      const rule = EXPORT_RULES[type];

      expect({ type, explained: (rule?.about.length ?? 0) > 20 }).toEqual({ type, explained: true });
      expect({ type, fields: Object.keys(rule?.fields ?? {}).length > 0 }).toEqual({ type, fields: true });
      for (const [field, meaning] of Object.entries(rule?.fields ?? {})) expect({ type, field, explained: meaning.length > 5 }).toEqual({ type, field, explained: true });
    });
  }

  it('names a field the person would receive without an explanation, also inside the attribution', () => {
    const lead = { fullName: 'Amira Khan', favouriteColour: 'blue', attribution: { utmSource: 'newsletter', utmContent: 'banner' } };

    expect(unexplainedFields('lead', lead)).toEqual(['favouriteColour', 'attribution.utmContent']);
  });

  it('leaves out what only steers our own processing, and keeps everything about the person', () => {
    const request = { id: 'r-1', personalDetails: { name: 'Amira Khan', email: 'amira@example.com' }, claimedAt: '2026-11-20T10:00:00.000Z', status: 'sent' };

    expect(exportedItem('taxReportRequest', request)).toEqual({ id: 'r-1', personalDetails: { name: 'Amira Khan', email: 'amira@example.com' }, status: 'sent' });
    expect(exportedItem('leadAudit', { id: 'a-1', actor: 'staff', ip: '198.51.100.7' })).toEqual({ id: 'a-1', actor: 'staff' });
  });
});
