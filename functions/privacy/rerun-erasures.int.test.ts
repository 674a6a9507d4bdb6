/**
 * The re-run of logged erasures after a restore from backup (issue 23): a person is erased through the Privacy view,
 * then the restore is simulated by putting back every item of theirs as it was before the erasure; the re-run from a
 * restore point before the erasure leaves nothing of them findable, and its dry run changes nothing.
 */
import { createHash, randomUUID } from 'node:crypto';
import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { PrivacyPersonAnswer } from '#shared/admin/privacy-contract.ts';
import { mailboxKey } from '#shared/lead/lead-rules.ts';
import { calculateTax } from '#shared/uk/tax-engine.ts';
import { deleteSync, listLeadSyncs, saveSync } from '../data/lead-syncs.ts';
import { tableName } from '../data/table.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';
import { rerunErasures } from './rerun-erasures.ts';

type Item = Record<string, unknown>;

let staff: StaffRequest;
const run = randomUUID().slice(0, 8);
/** A number of this run only: the phone index is shared by every test of the tier. */
const local = String(100000 + Math.floor(Math.random() * 899999));
const person = { fullName: 'Rosalind Restored', email: `rosalind.${run}@example.co.uk`, national: `07700 ${local}`, e164: `+447700${local}` };

beforeAll(async () => {
  staff = await loggedInStaff();
});

/** Every item of the local table (tests only: the product never scans). */
async function everyItem(): Promise<Item[]> {
  const items: Item[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey, ConsistentRead: true }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

const asText = (item: Item) => JSON.stringify(item, (_key, value: unknown) => (value instanceof Set ? [...value] : value)).toLowerCase();
const keyOf = (item: Item) => `${String(item.pk)}|${String(item.sk)}`;

/** The person's items: those naming their address, number or name, those in their leads' partitions, their report quota. */
function itemsOfPerson(items: Item[], leadIds: string[]): Item[] {
  const needles = [person.email, `7700${local}`, person.national, person.fullName].map((needle) => needle.toLowerCase());
  const quota = `REPORT_QUOTA#recipient#${createHash('sha256').update(mailboxKey(person.email)).digest('base64url')}`;
  const partitions = [quota, ...leadIds.flatMap((id) => [`LEAD#${id}`, `LEADSYNC#${id}`, `LEADOUTBOX#${id}`, `AUDIT#lead#${id}`])];
  return items.filter((item) => partitions.includes(String(item.pk)) || needles.some((needle) => asText(item).includes(needle)));
}

const search = async (query: string) => (await invokeRoute('GET', `/api/admin/privacy/person?${query}`, staff)).json as PrivacyPersonAnswer;

describe('npm run privacy:rerun-erasures: the erasures logged since a restore point, applied again', () => {
  it('erases again a person a restore brought back, finds the items the log did not name by keyed hash, and its dry run changes nothing', async () => {
    // Prepare: the person's lead, capture, tax report, newsletter, spam, note, status change, restriction and a provider's
    // copy; all their items read.
    const lead = await invokeRoute('POST', '/api/leads', { body: { fullName: person.fullName, email: person.email, phone: person.national, country: 'United Kingdom' } });
    expect(lead.statusCode).toBe(201);
    await invokeRoute('POST', '/api/leads/capture', { body: { name: person.fullName, email: person.email, page: 'uk-hub', formType: 'uk_guide', gdprConsent: true, source: '/uk' } });
    const report = await invokeRoute('POST', '/api/tax-report', { body: { calculation: calculateTax({ profit: 80_000, method: 'dividend' }), timestamp: new Date().toISOString(), personalDetails: { name: person.fullName, email: person.email, phone: person.e164 } } });
    expect(report.statusCode).toBe(201);
    await invokeRoute('POST', '/api/newsletter', { body: { email: person.email } });
    await invokeRoute('POST', '/api/leads', { body: { fullName: person.fullName, email: person.email, phone: person.national, website: 'https://spam.example.com' } });
    await invokeRoute('POST', `/api/leads/${lead.json.id}/notes`, { ...staff, body: { text: `Call ${person.fullName} on ${person.national}.` } });
    await invokeRoute('PATCH', `/api/leads/${lead.json.id}/status`, { ...staff, body: { status: 'contacted' } });
    expect((await invokeRoute('PUT', '/api/admin/privacy/restriction', { ...staff, body: { email: person.email, restricted: true, reason: 'Asked by phone' } })).statusCode).toBe(200);
    const integrationId = `int-${run}`;
    await saveSync({ leadId: lead.json.id, integrationId, provider: 'mailchimp', integrationName: 'Newsletter list', state: 'synced', providerId: `member-${run}`, tries: 1, updatedAt: '2026-11-20T10:00:00.000Z', syncedAt: '2026-11-20T10:00:00.000Z' });
    const found = await search(`email=${encodeURIComponent(person.email)}`);
    expect(found.total).toBeGreaterThan(5);
    const leadIds = itemsOfPerson(await everyItem(), []).filter((item) => item.sk === 'LEAD').map((item) => String(item.id));
    expect(leadIds).toHaveLength(3);
    const backup = itemsOfPerson(await everyItem(), leadIds);
    const restorePoint = new Date(Date.now() - 1000).toISOString();

    // The erasure, then the restore: every item of theirs back as it was before it.
    const erased = await invokeRoute('POST', '/api/admin/privacy/erase', { ...staff, body: { email: person.email, confirm: true } });
    expect(erased.statusCode).toBe(200);
    expect((await search(`email=${encodeURIComponent(person.email)}`)).total).toBe(0);
    for (const item of backup) await documentClient.send(new PutCommand({ TableName: tableName(), Item: item }));
    expect((await search(`email=${encodeURIComponent(person.email)}`)).total).toBe(found.total);

    // Act 1: the dry run.
    const lines: string[] = [];
    const dry = await rerunErasures({ since: restorePoint, dryRun: true, log: (line) => lines.push(line) });

    // Assess 1: it says what it would do, names nobody, and changed nothing.
    expect(dry.reapplied).toBeGreaterThanOrEqual(1);
    expect(dry.itemsReErased).toMatchObject({ lead: 1, capture: 2, leadNote: 1, taxReportRequest: 1, spamSubmission: 1 });
    expect(dry.peopleFoundByHash).toBeGreaterThanOrEqual(1);
    expect(dry.itemsOfPeopleFound).toMatchObject({ newsletterSubscription: 1, taxReportQuota: 1, restrictionMarker: 2 });
    expect(lines.join('\n')).not.toContain(run);
    expect(lines.join('\n')).not.toContain(local);
    const afterDry = new Map(itemsOfPerson(await everyItem(), leadIds).map((item) => [keyOf(item), item]));
    expect(backup.filter((item) => JSON.stringify(afterDry.get(keyOf(item))) !== JSON.stringify(item)).map(keyOf)).toEqual([]);
    expect((await search(`email=${encodeURIComponent(person.email)}`)).total).toBe(found.total);

    // Act 2: the re-run.
    const summary = await rerunErasures({ since: restorePoint });

    // Assess 2: nothing of the person is findable by address or by number, and no item holds their address, number or name.
    expect(summary.itemsReErased).toMatchObject({ lead: 1, capture: 2, leadNote: 1, taxReportRequest: 1, spamSubmission: 1 });
    expect(summary.itemsOfPeopleFound).toMatchObject({ newsletterSubscription: 1, taxReportQuota: 1, restrictionMarker: 2 });
    expect((await search(`email=${encodeURIComponent(person.email)}`)).total).toBe(0);
    expect((await search(`phone=${encodeURIComponent(person.national)}`)).total).toBe(0);
    const needles = [person.email, `7700${local}`, person.national, person.fullName].map((needle) => needle.toLowerCase());
    expect((await everyItem()).map(asText).filter((text) => needles.some((needle) => text.includes(needle)))).toEqual([]);
    const tombstone = ((await invokeRoute('GET', `/api/leads/${lead.json.id}`, staff)).json as { lead: Record<string, unknown> }).lead;
    expect(tombstone).toMatchObject({ fullName: '', email: '', phone: '', status: 'contacted' });

    // The provider holding a copy is asked again to delete it, through the drain's retrying delivery.
    expect(summary.providersAsked).toBeGreaterThanOrEqual(1);
    expect((await listLeadSyncs(lead.json.id)).map((sync) => [sync.integrationId, sync.operation, sync.state])).toEqual([[integrationId, 'erase', 'pending']]);
    await deleteSync(lead.json.id, integrationId);

    // A second run finds nothing more of them to erase.
    const again = await rerunErasures({ since: restorePoint, dryRun: true });
    expect(again.itemsReErased).not.toHaveProperty('lead');
    expect(again.itemsOfPeopleFound).not.toHaveProperty('newsletterSubscription');
  });
});
