import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { withoutRateCounters } from '../test/rate-counters.ts';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { UNIT_STAFF, unitStaffSession } from '../test/unit-staff-session.ts';
import type { StaffRequest } from '../test/staff-session.ts';
import { handler as getSettings } from '../site-settings/get.ts';
import { handler as record } from '../web-vitals/record.ts';
import { handler as implement } from './implement.ts';
import { handler as report } from './report.ts';
import { handler as undo } from './undo.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
let staff: StaffRequest;
type Answer = { statusCode: number; body?: string };

beforeAll(async () => {
  staff = await unitStaffSession();
});

beforeEach(() => {
  dynamo.reset();
  process.env.TABLE_NAME = 'test-table';
  dynamo.on(GetCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
});

const at = Date.parse('2026-11-22T10:00:00.000Z');
const beacon = (body: unknown, rawBody?: string) =>
  record(apiEvent({ method: 'POST', path: '/api/vitals', body, rawBody, timeEpoch: at }), lambdaContext()) as Promise<Answer>;
const post = (handler: typeof implement, path: string, body: unknown, session: Partial<StaffRequest> = staff) =>
  handler(apiEvent({ method: 'POST', path, body, ...session }), lambdaContext()) as Promise<Answer>;

describe('POST /api/vitals', () => {
  it("adds the visit to its day's digest for the page and device, with a 30-day expiry, storing nothing about the visitor", async () => {
    const response = await beacon({ page: '/uk', device: 'phone', metrics: { LCP: 2100, CLS: 0.02 } });

    expect(response.statusCode).toBe(204);
    const [rate, update] = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(rate!.Key!.pk).toMatch(/^RATE#[0-9a-f]{64}$/);
    expect(update!.Key).toEqual({ pk: 'VITALS#2026-11-22', sk: '/uk#phone' });
    expect(update!.ExpressionAttributeValues).toMatchObject({ ':expiresAt': at / 1000 + 30 * 24 * 60 * 60, ':page': '/uk', ':device': 'phone' });
    expect(Object.values(update!.ExpressionAttributeNames!)).toEqual(expect.arrayContaining([expect.stringMatching(/^LCP_\d+$/), expect.stringMatching(/^CLS_\d+$/)]));
    expect(JSON.stringify(update)).not.toContain('203.0.113.9');
    expect(JSON.stringify(update)).not.toContain('jest-browser');
  });

  it('keeps a path the site does not have as "(other)", so visitors cannot add partitions', async () => {
    await beacon({ page: '/wp-admin/../../x', device: 'desktop', metrics: { TTFB: 120 } });
    expect(dynamo.commandCalls(UpdateCommand)[1]!.args[0].input.Key).toEqual({ pk: 'VITALS#2026-11-22', sk: '(other)#desktop' });
  });

  it.each([
    ['no metric', { page: '/', device: 'phone', metrics: {} }],
    ['an unknown metric', { page: '/', device: 'phone', metrics: { FID: 10 } }],
    ['a negative value', { page: '/', device: 'phone', metrics: { LCP: -5 } }],
    ['an absurd value', { page: '/', device: 'phone', metrics: { CLS: 900 } }],
    ['an unknown device', { page: '/', device: 'watch', metrics: { LCP: 5 } }],
  ])('answers 400 for %s and stores nothing', async (_case, body) => {
    expect((await beacon(body)).statusCode).toBe(400);
    expect(withoutRateCounters(dynamo.commandCalls(UpdateCommand))).toHaveLength(0);
  });

  it('answers 429 with Retry-After once the address sent 60 beacons this minute, and stores nothing more', async () => {
    // Prepare: the real limit (the test tiers raise RATE_LIMIT_MULTIPLIER for the process), and the address's counter
    // for this minute at its limit (ours: 60 a minute, pinned here); its first refusal was already recorded.
    const tierMultiplier = process.env.RATE_LIMIT_MULTIPLIER;
    process.env.RATE_LIMIT_MULTIPLIER = '1';
    dynamo.on(UpdateCommand).rejects(Object.assign(new Error('limit'), { name: 'ConditionalCheckFailedException' }));

    // Act
    const response = await beacon({ page: '/', device: 'phone', metrics: { LCP: 900 } }).finally(() => {
      // Assigning undefined to process.env stores the text "undefined": a tier without the variable gets it removed.
      if (tierMultiplier === undefined) delete process.env.RATE_LIMIT_MULTIPLIER;
      else process.env.RATE_LIMIT_MULTIPLIER = tierMultiplier;
    });

    // Assess
    expect(response.statusCode).toBe(429);
    expect((response as { headers?: Record<string, string> }).headers?.['retry-after']).toBe('60');
    const updates = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(updates[0]!.ExpressionAttributeValues).toMatchObject({ ':limit': 60 });
    expect(updates.filter((update) => update.Key?.pk?.startsWith('VITALS'))).toEqual([]);
    expect(dynamo.commandCalls(PutCommand)).toEqual([]);
    expect(dynamo.commandCalls(TransactWriteCommand)).toEqual([]);
  });

  it('answers 413 for a body over 1 KiB and stores nothing', async () => {
    const response = await beacon(undefined, JSON.stringify({ page: '/', device: 'phone', metrics: { LCP: 1 }, pad: 'x'.repeat(1100) }));
    expect(response.statusCode).toBe(413);
    expect(withoutRateCounters(dynamo.commandCalls(UpdateCommand))).toHaveLength(0);
  });
});

describe('POST /api/performance/implement and /undo', () => {
  it('applies the fix: the setting and its audit record in one transaction, answering implemented', async () => {
    const response = await post(implement, '/api/performance/implement', { recommendationId: 'defer-marketing-tags' });

    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body!)).toEqual({ recommendationId: 'defer-marketing-tags', implemented: true, settings: { tagLoadTrigger: 'interaction' } });
    const [items] = dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems!);
    expect(items![0]!.Put!.Item).toMatchObject({ pk: 'SITE_SETTINGS', tagLoadTrigger: 'interaction' });
    expect(items![1]!.Put!.Item).toMatchObject({ actor: UNIT_STAFF.username, action: 'performance.implement', before: { tagLoadTrigger: 'delay' }, after: { tagLoadTrigger: 'interaction' } });
  });

  it('undoes the fix back to loading tags after the delay', async () => {
    dynamo.on(GetCommand, { Key: { pk: 'SITE_SETTINGS', sk: 'SITE_SETTINGS' } }).resolves({ Item: { pk: 'SITE_SETTINGS', sk: 'SITE_SETTINGS', tagLoadTrigger: 'interaction' } });

    const response = await post(undo, '/api/performance/undo', { recommendationId: 'defer-marketing-tags' });

    expect(JSON.parse(response.body!)).toMatchObject({ implemented: false, settings: { tagLoadTrigger: 'delay' } });
    const [items] = dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems!);
    expect(items![1]!.Put!.Item).toMatchObject({ action: 'performance.undo', before: { tagLoadTrigger: 'interaction' }, after: { tagLoadTrigger: 'delay' } });
  });

  it('answers 400 for a recommendation without an automatic fix, and 401 without a session, writing nothing', async () => {
    const manual = await post(implement, '/api/performance/implement', { recommendationId: 'lcp:/:phone' });
    const anonymous = await post(implement, '/api/performance/implement', { recommendationId: 'defer-marketing-tags' }, { cookies: [], headers: {} });

    expect(manual.statusCode).toBe(400);
    expect(JSON.parse(manual.body!).fieldErrors).toEqual({ recommendationId: 'Unknown recommendation, or one without an automatic fix' });
    expect(anonymous.statusCode).toBe(401);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('GET /api/performance and /api/site-settings', () => {
  it('reads the 7 days of the window, one Query per day partition and no scan', async () => {
    const response = (await report(apiEvent({ method: 'GET', path: '/api/performance', timeEpoch: at, ...staff }), lambdaContext())) as Answer;

    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body!)).toMatchObject({ windowDays: 7, minVisits: 20, from: '2026-11-16', to: '2026-11-22', pages: [], recommendations: [] });
    const partitions = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input.ExpressionAttributeValues![':pk']).sort();
    expect(partitions).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'].map((day) => `VITALS#${day}`));
    expect(dynamo.commandCalls(QueryCommand).every((call) => call.args[0].input.IndexName === undefined)).toBe(true);
  });

  it('answers the defaults for the public when no fix was applied', async () => {
    const response = (await getSettings(apiEvent({ method: 'GET', path: '/api/site-settings' }), lambdaContext())) as Answer;
    expect(JSON.parse(response.body!)).toEqual({ tagLoadTrigger: 'delay' });
  });
});
