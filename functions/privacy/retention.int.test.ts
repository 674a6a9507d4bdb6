/**
 * The retention rule's daily job against DynamoDB Local (issue 23): leads created long ago and never touched since are
 * anonymised by the same erasure as the Privacy view's, the others are kept, and the run's count is in the audit log.
 * The file runs on a table of its own, so the run meets no other test file's leads (its cutoff reaches every lead
 * created before it, whoever stored it).
 */
import { randomUUID } from 'node:crypto';
import { ensureTable } from '#infra/local/dynamodb.ts';
import { calculateTax } from '#shared/uk/tax-engine.ts';
import { listAuditForTarget } from '../data/audit-log.ts';
import { readLeadAggregates } from '../data/lead-aggregates.ts';
import { addLeadNote } from '../data/lead-notes.ts';
import { listLeadSyncs, saveSyncs } from '../data/lead-syncs.ts';
import { changeLeadStatus, createLead, getLead } from '../data/leads.ts';
import { getSubscription, requestSubscription } from '../data/newsletter-subscriptions.ts';
import { createTaxReportRequest, getTaxReportRequest } from '../data/tax-report-requests.ts';
import { runRetention } from './retention.ts';

const run = randomUUID().slice(0, 8);
/** The run's clock: 26 November 2026, so the 24-month cutoff is 26 November 2024. */
const NOW = new Date('2026-11-26T01:00:00.000Z');
const at = (iso: string) => () => new Date(iso);

const newLead = async (name: string, email: string, createdAt: string) =>
  (await createLead({ fullName: name, email, phone: '+971 50 123 4567', country: 'United Arab Emirates', businessActivity: `Retention ${run}`, ipAddress: '203.0.113.7', userAgent: 'Mozilla/5.0' }, { now: at(createdAt) })).id;

/** A sync record of a lead at a provider, as the drain leaves it once the contact is created there. */
const syncedAt = (leadId: string, time: string) =>
  saveSyncs([{ leadId, integrationId: `int-${run}`, provider: 'mailerlite', integrationName: 'MailerLite', state: 'synced', tries: 1, updatedAt: time, syncedAt: time, providerId: `ml-${leadId}` }]);

let ids: Record<'inactive' | 'closed' | 'noted' | 'moved' | 'recent' | 'sharedOld' | 'sharedNew', string>;
let reports: { old: string; recent: string };
const signups = { old: `olga.${run}@example.ae`, recent: `rosa.${run}@example.ae` };
const taxReport = (name: string, email: string, createdAt: string) =>
  createTaxReportRequest({ calculation: calculateTax({ profit: 90_000, method: 'dividend' }), timestamp: createdAt, personalDetails: { name, email, phone: '+44 7700 900123' } }, { now: at(createdAt) });
let totalsBefore: Awaited<ReturnType<typeof readLeadAggregates>>['totals'];

beforeAll(async () => {
  process.env.TABLE_NAME = `retention-${run}`;
  await ensureTable(process.env.AWS_ENDPOINT_URL_DYNAMODB!, process.env.TABLE_NAME);
  const shared = `sam.${run}@example.ae`;
  ids = {
    inactive: await newLead('Ines Oldlead', `ines.${run}@example.ae`, '2023-05-10T09:00:00.000Z'),
    closed: await newLead('Carl Client', `carl.${run}@example.ae`, '2023-05-11T09:00:00.000Z'),
    noted: await newLead('Nora Noted', `nora.${run}@example.ae`, '2023-05-12T09:00:00.000Z'),
    moved: await newLead('Mona Moved', `mona.${run}@example.ae`, '2023-05-13T09:00:00.000Z'),
    recent: await newLead('Rita Recent', `rita.${run}@example.ae`, '2025-02-01T09:00:00.000Z'),
    sharedOld: await newLead('Sam Twice', shared, '2023-06-01T09:00:00.000Z'),
    sharedNew: await newLead('Sam Twice', shared, '2026-10-01T09:00:00.000Z'),
  };
  await changeLeadStatus(ids.closed, 'closed', 'sales@example.ae', { now: at('2023-06-01T09:00:00.000Z') });
  await changeLeadStatus(ids.moved, 'contacted', 'sales@example.ae', { now: at('2026-06-01T09:00:00.000Z') });
  await addLeadNote(ids.noted, 'Called back, wants a quote in spring.', 'sales@example.ae', { now: at('2026-03-01T09:00:00.000Z') });
  await syncedAt(ids.inactive, '2023-05-10T09:01:00.000Z');
  await syncedAt(ids.sharedOld, '2023-06-01T09:01:00.000Z');
  await syncedAt(ids.sharedNew, '2026-10-01T09:01:00.000Z');
  reports = {
    old: (await taxReport('Otto Oldreport', `otto.${run}@example.ae`, '2024-01-15T09:00:00.000Z')).id,
    recent: (await taxReport('Rosa Report', `rosa.${run}@example.ae`, '2026-01-15T09:00:00.000Z')).id,
  };
  await requestSubscription(signups.old, { now: at('2026-10-01T09:00:00.000Z'), siteUrl: 'https://example.ae' });
  await requestSubscription(signups.recent, { now: at('2026-11-10T09:00:00.000Z'), siteUrl: 'https://example.ae' });
  totalsBefore = (await readLeadAggregates()).totals;
}, 60_000);

describe('the daily retention run', () => {
  let report: Awaited<ReturnType<typeof runRetention>>;

  beforeAll(async () => {
    report = await runRetention({ now: () => NOW });
  }, 60_000);

  it('anonymises a lead that never became a client and was untouched for 24 months, and still counts it in the totals', async () => {
    const lead = await getLead(ids.inactive);
    expect(lead).toMatchObject({ fullName: '', email: '', phone: '', status: 'new', country: 'United Arab Emirates', erasedAt: NOW.toISOString() });
    expect((await readLeadAggregates()).totals).toEqual(totalsBefore);
  });

  it('asks the provider to delete the anonymised lead’s contact', async () => {
    expect(await listLeadSyncs(ids.inactive)).toEqual([expect.objectContaining({ operation: 'erase', state: 'pending' })]);
  });

  it('keeps a client (a closed lead), a lead with a recent note or status change and a lead created within 24 months', async () => {
    expect(await getLead(ids.closed)).toMatchObject({ fullName: 'Carl Client', status: 'closed' });
    expect(await getLead(ids.noted)).toMatchObject({ fullName: 'Nora Noted' });
    expect(await getLead(ids.moved)).toMatchObject({ fullName: 'Mona Moved', status: 'contacted' });
    expect(await getLead(ids.recent)).toMatchObject({ fullName: 'Rita Recent' });
    expect((await getLead(ids.closed))?.erasedAt).toBeUndefined();
  });

  it('anonymises an old lead whose address has a newer lead, without asking the provider to delete the shared contact', async () => {
    expect(await getLead(ids.sharedOld)).toMatchObject({ fullName: '', erasedAt: NOW.toISOString() });
    expect(await listLeadSyncs(ids.sharedOld)).toEqual([]);
    expect(await getLead(ids.sharedNew)).toMatchObject({ fullName: 'Sam Twice', email: `sam.${run}@example.ae` });
    expect(await listLeadSyncs(ids.sharedNew)).toEqual([expect.objectContaining({ state: 'synced', providerId: `ml-${ids.sharedNew}` })]);
    expect((await listLeadSyncs(ids.sharedNew))[0]?.operation).toBeUndefined();
  });

  it('deletes tax report requests older than 24 months and newsletter sign-ups never confirmed within 30 days, and keeps the others', async () => {
    expect(report).toMatchObject({ taxReportsDeleted: 1, unconfirmedSignupsDeleted: 1 });
    expect(await getTaxReportRequest(reports.old)).toBeUndefined();
    expect(await getTaxReportRequest(reports.recent)).toMatchObject({ personalDetails: { name: 'Rosa Report' } });
    expect(await getSubscription(signups.old)).toBeUndefined();
    expect(await getSubscription(signups.recent)).toMatchObject({ state: 'pending' });
  });

  it('records the number of leads anonymised and items deleted in the audit log, with the cutoff and the period', async () => {
    expect(report).toMatchObject({ anonymised: 2, providerCopiesKept: 1, cutoff: '2024-11-26T01:00:00.000Z', months: 24 });
    expect(await listAuditForTarget('privacy#retention')).toEqual([
      expect.objectContaining({
        actor: 'retention',
        action: 'privacy.retention',
        after: { anonymised: 2, taxReportsDeleted: 1, unconfirmedSignupsDeleted: 1, cutoff: '2024-11-26T01:00:00.000Z', months: 24 },
      }),
    ]);
  });

  it('anonymises nothing more and records nothing when run again the same day', async () => {
    expect(await runRetention({ now: () => NOW })).toMatchObject({ anonymised: 0 });
    expect(await listAuditForTarget('privacy#retention')).toHaveLength(1);
  });

  it('stops at the run’s limit and leaves the rest to the next run', async () => {
    // Prepare: two more untouched old leads
    const first = await newLead('Lena Limit', `lena.${run}@example.ae`, '2022-01-01T09:00:00.000Z');
    const second = await newLead('Lars Limit', `lars.${run}@example.ae`, '2022-01-02T09:00:00.000Z');

    // Act
    const once = await runRetention({ now: () => NOW, limit: 1 });

    // Assess: the oldest first, the other the next day
    expect(once.anonymised).toBe(1);
    expect(await getLead(first)).toMatchObject({ fullName: '' });
    expect(await getLead(second)).toMatchObject({ fullName: 'Lars Limit' });
    expect((await runRetention({ now: at('2026-11-27T01:00:00.000Z'), limit: 1 })).anonymised).toBe(1);
    expect(await getLead(second)).toMatchObject({ fullName: '' });
  });
});
