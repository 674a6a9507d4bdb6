import { DeleteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, lambdaContext } from '../test/events.ts';
import { UNIT_STAFF, unitStaffSession } from '../test/unit-staff-session.ts';
import type { StaffRequest } from '../test/staff-session.ts';
import { handler as create } from './create.ts';
import { handler as remove } from './delete.ts';
import { handler as list } from './list.ts';
import { handler as update } from './update.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
let staff: StaffRequest;
const stored = {
  pk: 'TRACKING_TAG#tag-1', sk: 'TRACKING_TAG', id: 'tag-1', name: 'Analytics', tagType: 'google_analytics', tagId: 'G-ABC1234',
  isActive: true, createdAt: '2026-11-01T10:00:00.000Z',
};

beforeAll(async () => {
  staff = await unitStaffSession();
});

beforeEach(() => {
  dynamo.reset();
  process.env.TABLE_NAME = 'test-table';
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: { pk: 'TRACKING_TAG#tag-1', sk: 'TRACKING_TAG' } }).resolves({ Item: stored });
  dynamo.on(TransactWriteCommand).resolves({});
});

type Answer = { statusCode: number; body?: string };
const call = async (handler: typeof create, method: string, id: string | undefined, body?: unknown, session: Partial<StaffRequest> = staff) =>
  (await handler(
    apiEvent({
      method,
      path: id ? `/api/tracking-tags/${id}` : '/api/tracking-tags',
      routePath: id ? '/api/tracking-tags/{id}' : '/api/tracking-tags',
      pathParameters: id ? { id } : undefined,
      body,
      ...session,
    }),
    lambdaContext(),
  )) as Answer;
const transactions = () => dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
const fieldErrors = (answer: Answer) => JSON.parse(answer.body!).fieldErrors;

describe('POST /api/tracking-tags', () => {
  it('creates an active tag by default with its audit record in one transaction and answers 201', async () => {
    const response = await call(create, 'POST', undefined, { name: 'Ads', tagType: 'google_ads', tagId: 'AW-123456789' });

    expect(response.statusCode).toBe(201);
    expect(JSON.parse(response.body!)).toMatchObject({ name: 'Ads', tagType: 'google_ads', tagId: 'AW-123456789', isActive: true });
    const [items] = transactions();
    expect(items![0]!.Put!.Item).toMatchObject({ gsi2pk: 'TRACKING_TAG#active', tagId: 'AW-123456789' });
    expect(items![1]!.Put!.Item).toMatchObject({ actor: UNIT_STAFF.username, action: 'tracking-tag.create', after: { name: 'Ads' } });
  });

  it("answers the spec's messages for a missing name and id, and writes nothing", async () => {
    const response = await call(create, 'POST', undefined, { name: ' ', tagType: 'google_analytics', tagId: '' });

    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({ name: 'Tag name is required', tagId: 'Tag ID is required' });
    expect(transactions()).toHaveLength(0);
  });

  it.each([
    ['google_analytics', 'UA-12345-1', 'A Google Analytics 4 measurement ID looks like G-XXXXXXXXXX (G- then capital letters and digits)'],
    ['google_ads', 'AW-abc', 'A Google Ads ID looks like AW-123456789 (AW- then digits)'],
    ['facebook_pixel', 'px-12345', 'A Meta pixel ID is 6 to 20 digits'],
    ['linkedin_insight', '12', 'A LinkedIn Insight partner ID is 3 to 20 digits'],
    ['google_tag_manager', 'GTM_1234', 'A Google Tag Manager container ID looks like GTM-XXXXXXX (GTM- then capital letters and digits)'],
  ])('refuses a %s id in the wrong format (%s) with a clear message', async (tagType, tagId, message) => {
    const response = await call(create, 'POST', undefined, { name: 'Tag', tagType, tagId });

    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({ tagId: message });
    expect(transactions()).toHaveLength(0);
  });

  it('needs custom code for a custom tag, accepts any id for it, and drops code sent with another type', async () => {
    const noCode = await call(create, 'POST', undefined, { name: 'Chat', tagType: 'custom', tagId: 'my chat widget' });
    const custom = await call(create, 'POST', undefined, { name: 'Chat', tagType: 'custom', tagId: 'my chat widget', tagContent: 'window.chat = 1;' });
    const pixel = await call(create, 'POST', undefined, { name: 'Pixel', tagType: 'facebook_pixel', tagId: '1234567', tagContent: 'alert(1)' });

    expect(noCode.statusCode).toBe(400);
    expect(fieldErrors(noCode)).toEqual({ tagContent: 'Custom code is required for a custom tag' });
    expect(custom.statusCode).toBe(201);
    expect(JSON.parse(custom.body!).tagContent).toBe('window.chat = 1;');
    expect(pixel.statusCode).toBe(201);
    expect(JSON.parse(pixel.body!)).not.toHaveProperty('tagContent');
  });

  it('answers 401 without a session or without the CSRF header', async () => {
    const body = { name: 'Ads', tagType: 'google_ads', tagId: 'AW-123456789' };
    expect((await call(create, 'POST', undefined, body, { cookies: [], headers: {} })).statusCode).toBe(401);
    expect((await call(create, 'POST', undefined, body, { cookies: staff.cookies, headers: {} })).statusCode).toBe(401);
    expect(transactions()).toHaveLength(0);
  });
});

describe('PUT and DELETE /api/tracking-tags/{id}', () => {
  it('updates a tag keeping its id and creation time, audited with before and after', async () => {
    const response = await call(update, 'PUT', 'tag-1', { name: 'Analytics', tagType: 'google_analytics', tagId: 'G-NEW9999', isActive: false });

    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body!)).toMatchObject({ id: 'tag-1', tagId: 'G-NEW9999', isActive: false, createdAt: stored.createdAt });
    const [items] = transactions();
    expect(items![0]!.Put!.Item).toMatchObject({ gsi2pk: 'TRACKING_TAG#inactive' });
    expect(items![1]!.Put!.Item).toMatchObject({ action: 'tracking-tag.update', before: { tagId: 'G-ABC1234' }, after: { tagId: 'G-NEW9999' } });
  });

  it('deletes a tag with its audit record and answers 204', async () => {
    const response = await call(remove, 'DELETE', 'tag-1');

    expect(response.statusCode).toBe(204);
    const [items] = transactions();
    expect(items![0]!.Delete).toMatchObject({ Key: { pk: 'TRACKING_TAG#tag-1', sk: 'TRACKING_TAG' } });
    expect(items![1]!.Put!.Item).toMatchObject({ action: 'tracking-tag.delete', before: { id: 'tag-1' } });
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('answers 404 for an unknown tag on update and delete, writing nothing', async () => {
    const body = { name: 'Analytics', tagType: 'google_analytics', tagId: 'G-NEW9999' };
    expect((await call(update, 'PUT', 'missing', body)).statusCode).toBe(404);
    expect((await call(remove, 'DELETE', 'missing')).statusCode).toBe(404);
    expect(transactions()).toHaveLength(0);
  });
});

describe('GET /api/tracking-tags', () => {
  it('lists every tag for staff, inactive ones too, without table keys', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [stored, { ...stored, id: 'tag-2', isActive: false }] });

    const response = await call(list, 'GET', undefined);

    expect(response.statusCode).toBe(200);
    const rows = JSON.parse(response.body!);
    expect(rows.map((row: { id: string }) => row.id)).toEqual(['tag-1', 'tag-2']);
    expect(rows[0]).not.toHaveProperty('pk');
  });
});
