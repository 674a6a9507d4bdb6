import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, lambdaContext } from '../test/events.ts';
import type { StaffRequest } from '../test/staff-session.ts';
import { unitStaffSession } from '../test/unit-staff-session.ts';
import { handler } from './export.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
let staff: StaffRequest;

beforeAll(async () => {
  staff = await unitStaffSession();
});

/** A lead whose name is markup, as a visitor could type it. */
const lead = {
  pk: 'LEAD#lead-1', sk: 'LEAD', kind: 'lead', gsi1pk: 'LEAD', gsi1sk: '2026-11-20T10:00:00.000Z#lead-1', gsi4pk: 'LEADEMAIL#m', gsi4sk: 'mallory@example.com#2026-11-20T10:00:00.000Z#lead-1',
  id: 'lead-1', fullName: '<script>alert("hi")</script> Mallory', email: 'mallory@example.com', phone: '+44 7700 900123', status: 'new', createdAt: '2026-11-20T10:00:00.000Z',
  ipAddress: '203.0.113.9', userAgent: 'Mozilla/5.0', accessedGuide: false, attribution: { utmSource: 'spring<b>sale</b>' },
  consents: [{ id: 'home-lead-privacy-notice', version: 1, shown: true, given: false, at: '2026-11-20T10:00:00.000Z' }],
};

beforeEach(() => {
  dynamo.reset();
  process.env.TABLE_NAME = 'test-table';
  dynamo.on(GetCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
  dynamo.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => ({
    Items: input.ExpressionAttributeValues[':pk']?.startsWith('LEADEMAIL#') ? [lead] : [],
  }));
});

const exportOf = async (query: Record<string, string>) =>
  (await handler(apiEvent({ method: 'GET', path: '/api/admin/privacy/person/export', query, ...staff }), lambdaContext())) as {
    statusCode: number; body: string; headers: Record<string, string>;
  };

describe('GET /api/admin/privacy/person/export', () => {
  it('answers 400 with a message for an unknown file format, or without an address or number, and audits nothing', async () => {
    const badFormat = await exportOf({ email: 'mallory@example.com', format: 'pdf' });
    const nobody = await exportOf({ format: 'json' });

    expect(badFormat.statusCode).toBe(400);
    expect(JSON.parse(badFormat.body).fieldErrors).toEqual({ format: 'Choose the file to download: json or html' });
    expect(nobody.statusCode).toBe(400);
    expect(JSON.parse(nobody.body).fieldErrors).toEqual({ email: 'Enter an e-mail address or a phone number' });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('downloads the JSON file without the table keys, and audits who exported which leads without their data', async () => {
    const response = await exportOf({ email: 'Mallory@Example.com', format: 'json' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const file = JSON.parse(response.body);
    expect(file.subject).toEqual({ email: 'mallory@example.com' });
    expect(file.records.lead.items).toEqual([
      {
        id: 'lead-1', fullName: '<script>alert("hi")</script> Mallory', email: 'mallory@example.com', phone: '+44 7700 900123', status: 'new', createdAt: '2026-11-20T10:00:00.000Z',
        ipAddress: '203.0.113.9', userAgent: 'Mozilla/5.0', accessedGuide: false, attribution: { utmSource: 'spring<b>sale</b>' },
        consents: [{ id: 'home-lead-privacy-notice', version: 1, shown: true, given: false, at: '2026-11-20T10:00:00.000Z' }],
      },
    ]);
    expect(file.records.lead.fields['attribution.utmSource']).toBe('The campaign source in the link you followed (utm_source).');
    expect(file.consents[0]).toMatchObject({ id: 'home-lead-privacy-notice', version: 1, recordId: 'lead-1', text: expect.stringContaining('Privacy Policy') });
    expect(file.notSearchable.map((group: { type: string }) => group.type)).toEqual(expect.arrayContaining(['idempotencyRecord', 'refusedRequest']));
    const audit = dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item!);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ pk: 'AUDIT#privacy#export', action: 'privacy.export', actor: 'unit-staff', after: { format: 'json', leadIds: ['lead-1'], counts: { lead: 1, capture: 0 } } });
    expect(JSON.stringify(audit[0])).not.toContain('mallory');
  });

  it('downloads a self-contained HTML summary in which a name written as markup reads as text', async () => {
    const response = await exportOf({ email: 'mallory@example.com', format: 'html' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.html"$/);
    expect(response.body).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; Mallory');
    expect(response.body).toContain('spring&lt;b&gt;sale&lt;/b&gt;');
    expect(response.body).not.toMatch(/<script|<b>|src=|href=|<link/i);
    expect(response.body).toContain('The name you gave in the form.');
    expect(response.body).toContain('Your personal data held by Dubai Setup');
  });
});
