import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { unitStaffSession } from '../test/unit-staff-session.ts';
import type { StaffRequest } from '../test/staff-session.ts';
import { handler } from './export.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
let staff: StaffRequest;

beforeAll(async () => {
  staff = await unitStaffSession();
});

beforeEach(() => {
  dynamo.reset();
  process.env.TABLE_NAME = 'test-table';
  dynamo.on(GetCommand).resolves({});
});

const item = (n: number, extra: Record<string, unknown> = {}) => {
  const createdAt = new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString();
  return {
    pk: `LEAD#id-${n}`, sk: 'LEAD', gsi1pk: 'LEAD', gsi1sk: `${createdAt}#id-${n}`,
    id: `id-${n}`, fullName: `Lead ${n}`, email: `lead${n}@example.com`, phone: '+971 50 000 0000', status: 'new', createdAt,
    ipAddress: '203.0.113.9', userAgent: 'Mozilla/5.0', accessedGuide: false, ...extra,
  };
};

const exportPage = async (query: Record<string, string> = {}) =>
  (await handler(apiEvent({ method: 'GET', path: '/api/leads/export', query, ...staff }), lambdaContext())) as {
    statusCode: number; body: string; headers: Record<string, string>;
  };

/** A page as the admin's Excel export asks for it. */
const jsonPage = (query: Record<string, string> = {}) => exportPage({ ...query, format: 'json' });

const HEADER_ROW =
  'ID,Created,Status,Full name,Email,Phone,Company,Business activity,Preferred structure,Country,Guide downloaded,Guide accessed,' +
  'Additional requirements,Form,Page,GDPR consent,Marketing opt-in,Landing page,Landing variant,UTM source,UTM medium,UTM campaign,Referrer,IP address,User agent';

describe('GET /api/leads/export', () => {
  it('answers a CSV attachment with the header row and one escaped row per lead', async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [item(1, { fullName: 'Khan, "Amira"', companyName: '=HYPERLINK("http://evil")', additionalRequirements: 'line one\nline two', attribution: { utmSource: '@news' } })],
    });

    const response = await exportPage();

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['x-next-cursor']).toBeUndefined();
    expect(response.body).toBe(
      `${HEADER_ROW}\r\n` +
        `id-1,2026-01-01T00:00:01.000Z,new,"Khan, ""Amira""",lead1@example.com,'+971 50 000 0000,"'=HYPERLINK(""http://evil"")",,,,false,,` +
        `"line one\nline two",,,,,,,'@news,,,,203.0.113.9,Mozilla/5.0\r\n`,
    );
  });

  it('stops a page at 5,000 rows with a cursor, and the next page has no header row', async () => {
    // Prepare
    dynamo.on(QueryCommand).resolves({ Items: Array.from({ length: 5001 }, (_, n) => item(n)) });

    // Act
    const first = await exportPage();
    dynamo.on(QueryCommand).resolves({ Items: [item(5000)] });
    const second = await exportPage({ cursor: first.headers['x-next-cursor']! });

    // Assess
    const rows = first.body.split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(5001);
    expect(rows[0]).toBe(HEADER_ROW);
    expect(rows.at(-1)!.startsWith('id-4999,')).toBe(true);
    expect(dynamo.commandCalls(QueryCommand)[1]!.args[0].input.ExclusiveStartKey).toMatchObject({ pk: 'LEAD#id-4999' });
    expect(second.body.split('\r\n').filter(Boolean)).toEqual([expect.stringMatching(/^id-5000,/)]);
  });

  it('ends a page early when its rows would pass 4 MB, continuing after the last row it holds', async () => {
    // Prepare: 3,000 rows of 2 KB are 6 MB.
    dynamo.on(QueryCommand).resolves({ Items: Array.from({ length: 3000 }, (_, n) => item(n, { userAgent: 'u'.repeat(2000) })) });

    // Act
    const response = await exportPage();

    // Assess
    expect(Buffer.byteLength(response.body)).toBeLessThanOrEqual(4 * 1024 * 1024);
    const rows = response.body.split('\r\n').filter(Boolean);
    const last = rows.at(-1)!.slice(0, rows.at(-1)!.indexOf(','));
    const cursor = JSON.parse(Buffer.from(response.headers['x-next-cursor']!, 'base64url').toString());
    expect(cursor.pk).toBe(`LEAD#${last}`);
  });

  it('answers the same page as JSON text cells when asked for JSON: no apostrophe, no quoting, every value as typed', async () => {
    // Prepare
    dynamo.on(QueryCommand).resolves({
      Items: [item(1, { fullName: 'Łukasz 王', phone: '+971 50 123 4567', companyName: '=1+1', additionalRequirements: 'a, "b"\nc', attribution: { utmSource: '@news' } })],
    });

    // Act
    const response = await jsonPage();

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBeUndefined();
    const body = JSON.parse(response.body);
    expect(body.header.join(',')).toBe(HEADER_ROW);
    expect(body.rows).toEqual([
      [
        'id-1', '2026-01-01T00:00:01.000Z', 'new', 'Łukasz 王', 'lead1@example.com', '+971 50 123 4567', '=1+1', '', '', '', 'false', '',
        'a, "b"\nc', '', '', '', '', '', '', '@news', '', '', '', '203.0.113.9', 'Mozilla/5.0',
      ],
    ]);
  });

  it('pages the JSON form like the CSV: 5,000 rows, a cursor, and no header on the next page', async () => {
    // Prepare
    dynamo.on(QueryCommand).resolves({ Items: Array.from({ length: 5001 }, (_, n) => item(n)) });

    // Act
    const first = await jsonPage();
    dynamo.on(QueryCommand).resolves({ Items: [item(5000)] });
    const second = await jsonPage({ cursor: first.headers['x-next-cursor']! });

    // Assess
    const firstRows: string[][] = JSON.parse(first.body).rows;
    expect(firstRows).toHaveLength(5000);
    expect(firstRows.at(-1)![0]).toBe('id-4999');
    expect(JSON.parse(second.body)).toEqual({ rows: [expect.arrayContaining(['id-5000'])] });
  });

  it('ends a JSON page early too when its rows would pass 4 MB', async () => {
    // Prepare: 3,000 rows of 2 KB are 6 MB.
    dynamo.on(QueryCommand).resolves({ Items: Array.from({ length: 3000 }, (_, n) => item(n, { userAgent: 'u'.repeat(2000) })) });

    // Act
    const response = await jsonPage();

    // Assess
    expect(Buffer.byteLength(response.body)).toBeLessThanOrEqual(4 * 1024 * 1024);
    const rows: string[][] = JSON.parse(response.body).rows;
    const cursor = JSON.parse(Buffer.from(response.headers['x-next-cursor']!, 'base64url').toString());
    expect(cursor.pk).toBe(`LEAD#${rows.at(-1)![0]}`);
  });

  it('answers 400 for a form it does not write, before reading any lead', async () => {
    const response = await exportPage({ format: 'xls' });

    expect(response.statusCode).toBe(400);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('answers 400 for a forged cursor and 500 without internals when the table fails', async () => {
    const forged = await exportPage({ cursor: Buffer.from('{"pk":1}').toString('base64url') });
    dynamo.on(QueryCommand).rejects(new Error('ValidationException at gsi1'));
    const failure = await exportPage();

    expect(forged.statusCode).toBe(400);
    expect(failure.statusCode).toBe(500);
    expect(failure.body).not.toContain('gsi1');
  });
});
