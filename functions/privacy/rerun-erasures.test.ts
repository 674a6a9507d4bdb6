import { isSearchable, PERSONAL_DATA } from './personal-data.ts';
import { LOGGED_KEY_TYPES, recordTypeOfKey } from './rerun-erasures.ts';

describe('the re-run of erasures after a restore: which rule erases a logged key', () => {
  it('reads the record type of every kind of key an erasure logs', () => {
    expect(
      [
        'LEAD#l1|LEAD',
        'LEAD#l1|NOTE#2026-11-20T10:00:00.000Z#n1',
        'LEAD#l1|OUTREACH#2026-11-21T09:00:00.000Z#c1',
        'LEADSYNC#l1|SYNC#i1',
        'LEADOUTBOX#l1|OUTBOX',
        'AUDIT#lead#l1|2026-11-20T10:00:00.000Z#a1',
        'TAX_REPORT#t1|TAX_REPORT',
        'NEWSLETTER_TOKEN#h1|NEWSLETTER_TOKEN',
        'SPAM#s1|SPAM',
        'RESTRICTION#EMAIL#a@example.com|RESTRICTION',
        'NEWSLETTER#a@example.com|NEWSLETTER',
        'NEWSLETTER#a@example.com|OUTBOX',
        'REPORT_QUOTA#recipient#abc|WINDOW#2026-11-20',
      ].map(recordTypeOfKey),
    ).toEqual(['lead', 'leadNote', 'leadContact', 'leadSync', 'leadOutbox', 'leadAudit', 'taxReportRequest', 'newsletterToken', 'spamSubmission', 'restrictionMarker', 'newsletterSubscription', 'newsletterOutbox', 'taxReportQuota']);
  });

  it('leaves a key of no known record type (an audit entry of another target, the erasure log itself) to be reported', () => {
    expect(['AUDIT#privacy#erasure#e1|2026-11-20T10:00:00.000Z#a1', 'TESTIMONIAL#t1|TESTIMONIAL'].map(recordTypeOfKey)).toEqual([undefined, undefined]);
  });

  it('knows the key of every record type an erasure can find (a new type without one fails here by name)', () => {
    const known = new Set<string>([...LOGGED_KEY_TYPES.map(([, type]) => type), 'capture']);
    expect(PERSONAL_DATA.filter(isSearchable).map((rule) => rule.type).filter((type) => !known.has(type))).toEqual([]);
  });
});
