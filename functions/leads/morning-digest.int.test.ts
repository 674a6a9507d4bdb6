/**
 * The morning digest end to end: the job against DynamoDB Local and the stand-in mailbox. The file runs on a table of
 * its own, so "nothing to do" means nothing in the table (the shared table holds every other file's waiting leads).
 */
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ensureTable } from '#infra/local/dynamodb.ts';
import { logContact } from '../data/lead-contacts.ts';
import { changeLeadFollowUp } from '../data/lead-follow-ups.ts';
import { createLead, leadKey } from '../data/leads.ts';
import { enrolMember } from '../data/staff-members.ts';
import { tableName } from '../data/table.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { mailsTo } from '../test/stored.ts';
import { runMorningDigest } from './morning-digest.ts';

const run = randomUUID().slice(0, 8);
/** 08:00 in Dubai on 26 November 2026, when the job runs. */
const MORNING = new Date('2026-11-26T04:00:00.000Z');
const sara = { username: `sara-${run}`, email: `sara.${run}@example.ae`, name: 'Sara Khan', enabled: true };
const omar = { username: `omar-${run}`, email: `omar.${run}@example.ae`, name: 'Omar Haddad', enabled: true };
const lina = { username: `lina-${run}`, email: `lina.${run}@example.ae`, name: 'Lina Left', enabled: false };

beforeAll(async () => {
  // A table of this file's own (the modules read TABLE_NAME on first use, which is after this).
  process.env.TABLE_NAME = `digest-${run}`;
  await ensureTable(process.env.AWS_ENDPOINT_URL_DYNAMODB!, process.env.TABLE_NAME);
  for (const member of [sara, omar, lina]) await enrolMember(member, 'digest-test');
});

const newLead = (fullName: string, createdAt: string) =>
  createLead(
    { fullName, email: `${fullName.split(' ')[0]!.toLowerCase()}.${run}@example.com`, phone: '+971 50 123 4567', ipAddress: '203.0.113.9', userAgent: 'jest' },
    { now: () => new Date(createdAt) },
  );

/** The lead's owner, as the lead owners' feature stores it (a staff username on the lead). */
const assignTo = (leadId: string, username: string) =>
  documentClient.send(new UpdateCommand({ TableName: tableName(), Key: leadKey(leadId), UpdateExpression: 'SET #owner = :owner', ExpressionAttributeNames: { '#owner': 'owner' }, ExpressionAttributeValues: { ':owner': username } }));

describe('the morning digest at 08:00 Dubai time', () => {
  it('sends no e-mail when there is nothing to do', async () => {
    // Act
    const report = await runMorningDigest({ now: () => MORNING });

    // Assess
    expect(report).toEqual({ day: '2026-11-26', recipients: 2, sent: 0, alreadySent: 0, failed: 0 });
    expect(await mailsTo(sara.email)).toEqual([]);
    expect(await mailsTo(omar.email)).toEqual([]);
  });

  it("sends each enabled member one e-mail: their overdue and due-today leads and the unassigned leads waiting, linked into the admin", async () => {
    // Prepare: Sara's overdue lead and her lead due this afternoon (both contacted already), and a new unassigned lead
    const overdue = await newLead('Aisha Overdue', '2026-11-20T08:00:00.000Z');
    const dueToday = await newLead('Bilal Today', '2026-11-20T09:00:00.000Z');
    const waiting = await newLead('Wafa Waiting', '2026-11-25T22:00:00.000Z');
    for (const { id } of [overdue, dueToday]) {
      await assignTo(id, sara.username);
      // Contacted already, so they no longer wait for their first contact.
      await logContact(id, { channel: 'call' }, sara.username);
    }
    await changeLeadFollowUp(overdue.id, { at: '2026-11-25T06:00:00.000Z', note: 'Send the quote' }, omar.username);
    await changeLeadFollowUp(dueToday.id, { at: '2026-11-26T10:30:00.000Z', note: '' }, sara.username);

    // Act: the job, then again the same morning (a retry)
    const report = await runMorningDigest({ now: () => MORNING });
    const again = await runMorningDigest({ now: () => MORNING });

    // Assess
    expect(report).toEqual({ day: '2026-11-26', recipients: 2, sent: 2, alreadySent: 0, failed: 0 });
    expect(again).toEqual({ day: '2026-11-26', recipients: 2, sent: 0, alreadySent: 2, failed: 0 });
    const [toSara, ...moreToSara] = await mailsTo(sara.email);
    expect(moreToSara).toEqual([]);
    expect(toSara!.subject).toBe('Your leads for 2026-11-26: 3 to do');
    expect(toSara!.body.text).toBe(
      [
        'Good morning Sara Khan,',
        '',
        'Overdue follow-ups (1)',
        '- Aisha Overdue (2026-11-25 10:00): Send the quote',
        `  http://localhost:3000/admin?tab=leads&lead=${overdue.id}`,
        '',
        'Follow-ups due today (1)',
        '- Bilal Today (14:30)',
        `  http://localhost:3000/admin?tab=leads&lead=${dueToday.id}`,
        '',
        'Unassigned leads waiting for first contact (1)',
        '- Wafa Waiting (answer by 2026-11-27 02:00)',
        `  http://localhost:3000/admin?tab=leads&lead=${waiting.id}`,
        '',
        'Times are Dubai time.',
      ].join('\n'),
    );
    const [toOmar, ...moreToOmar] = await mailsTo(omar.email);
    expect(moreToOmar).toEqual([]);
    expect(toOmar!.subject).toBe('Your leads for 2026-11-26: 1 to do');
    expect(toOmar!.body.text).toContain(`- Wafa Waiting (answer by 2026-11-27 02:00)\n  http://localhost:3000/admin?tab=leads&lead=${waiting.id}`);
    expect(toOmar!.body.text).not.toContain('Aisha Overdue');
    // A disabled member gets nothing.
    expect(await mailsTo(lina.email)).toEqual([]);
  });
});
