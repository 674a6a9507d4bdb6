/**
 * The back-fill of the person keys (`npm run privacy:backfill-person-keys`, issue 23): a tax report request and a spam
 * submission stored before person keys existed are not found by the Privacy view; after the back-fill they are, and
 * a second run writes nothing.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PrivacyPersonAnswer } from '#shared/admin/privacy-contract.ts';
import { entityItem } from '../data/items.ts';
import { tableName } from '../data/table.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';
import { backfillPersonKeys } from './backfill-person-keys.ts';

let staff: StaffRequest;
const run = randomUUID().slice(0, 8);
const local = String(100000 + Math.floor(Math.random() * 899999));
const person = { name: 'Olga Oldstyle', email: `olga.${run}@example.co.uk`, phone: `+44 7700 ${local}` };

beforeAll(async () => {
  staff = await loggedInStaff();
});

const countOf = (answer: PrivacyPersonAnswer, type: string) => { const group = answer.groups.find((candidate) => candidate.type === type); return group?.searchable ? group.count : undefined; };
const search = async (query: string) => (await invokeRoute('GET', `/api/admin/privacy/person?${query}`, staff)).json as PrivacyPersonAnswer;

describe('npm run privacy:backfill-person-keys: old tax reports and spam found by the Privacy view', () => {
  it('gives a tax report request and a spam submission stored without person keys their keys, so the search by address and by number finds them, once', async () => {
    // Prepare: items as their modules stored them before person keys existed.
    const createdAt = '2025-03-01T09:00:00.000Z';
    const reportId = randomUUID();
    const spamId = randomUUID();
    const report = { id: reportId, status: 'sent', createdAt, claimedAt: createdAt, timestamp: createdAt, calculation: {}, personalDetails: { name: person.name, email: person.email, phone: person.phone } };
    const spam = { id: spamId, route: 'POST /api/leads', body: JSON.stringify({ fullName: person.name, email: person.email, phone: person.phone, website: 'https://spam.example.com' }), ipAddress: '192.0.2.1', userAgent: 'bot', createdAt };
    await documentClient.send(new PutCommand({ TableName: tableName(), Item: { ...entityItem('TAX_REPORT', reportId, report, { order: `${createdAt}#${reportId}`, state: 'sent' }), id: reportId } }));
    await documentClient.send(new PutCommand({ TableName: tableName(), Item: entityItem('SPAM', spamId, spam, { order: `${createdAt}#${spamId}` }) }));
    expect((await search(`email=${encodeURIComponent(person.email)}`)).total).toBe(0);

    // Act
    const first = await backfillPersonKeys({ pageSize: 50 });
    const second = await backfillPersonKeys({ pageSize: 50 });

    // Assess
    expect(first.updated).toBeGreaterThanOrEqual(2);
    expect(second.updated).toBe(0);
    const byEmail = await search(`email=${encodeURIComponent(person.email)}`);
    expect([countOf(byEmail, 'taxReportRequest'), countOf(byEmail, 'spamSubmission')]).toEqual([1, 1]);
    const byPhone = await search(`phone=${encodeURIComponent(`+44 (0)7700-${local}`)}`);
    expect([countOf(byPhone, 'taxReportRequest'), countOf(byPhone, 'spamSubmission')]).toEqual([1, 1]);
  });
});
