import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { invokeRoute } from '../test/invoke-route.ts';
import { UNIT_STAFF, unitStaffSession } from '../test/unit-staff-session.ts';
import type { StaffRequest } from '../test/staff-session.ts';

const dynamo = mockClient(DynamoDBDocumentClient);
let staff: StaffRequest;
const button = { sectionId: 'home-hero', elementType: 'button', elementId: 'home-hero-consultation-button', content: 'Book a call', metadata: '/uk', isActive: true };
const stored = { pk: 'PAGE_CONTENT#home-hero-consultation-button', sk: 'PAGE_CONTENT', gsi1pk: 'PAGE_CONTENT', id: 'p-1', ...button, updatedAt: '2026-11-01T00:00:00.000Z' };

beforeAll(async () => {
  staff = await unitStaffSession();
});

beforeEach(() => {
  dynamo.reset();
  process.env.TABLE_NAME = 'test-table';
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: { pk: 'PAGE_CONTENT#home-hero-consultation-button', sk: 'PAGE_CONTENT' } }).resolves({ Item: stored });
  dynamo.on(TransactWriteCommand).resolves({});
});

const transactions = () => dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems!);
const post = (body: unknown) => invokeRoute('POST', '/api/cms/page-content', { ...staff, body });

describe('GET /api/cms/page-content', () => {
  it('lists every item for staff, and answers 401 to a visitor', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [stored] });

    const response = await invokeRoute('GET', '/api/cms/page-content', staff);
    const visitor = await invokeRoute('GET', '/api/cms/page-content');

    expect(response.statusCode).toBe(200);
    expect(response.json).toEqual([{ id: 'p-1', ...button, updatedAt: '2026-11-01T00:00:00.000Z' }]);
    expect(visitor.statusCode).toBe(401);
  });
});

describe('POST /api/cms/page-content', () => {
  it('stores the item, active by default, with its audit record, and answers 201', async () => {
    const { isActive: _default, ...withoutActive } = button;

    const response = await post(withoutActive);

    expect(response.statusCode).toBe(201);
    expect(response.json).toMatchObject({ ...button, isActive: true, id: expect.any(String) });
    const [items] = transactions();
    expect(items![0]!.Put).toMatchObject({ Item: { pk: 'PAGE_CONTENT#home-hero-consultation-button', gsi2pk: 'PAGE_CONTENT#active' }, ConditionExpression: 'attribute_not_exists(pk)' });
    expect(items![1]!.Put!.Item).toMatchObject({ actor: UNIT_STAFF.username, action: 'page-content.create', target: 'page-content#home-hero-consultation-button' });
  });

  it("answers 400 with the spec's messages when section, element and content are missing", async () => {
    const response = await post({ sectionId: '', elementType: 'text', elementId: '', content: '' });

    expect(response.statusCode).toBe(400);
    expect(response.json.fieldErrors).toEqual({ sectionId: 'Section ID is required', elementId: 'Element ID is required', content: 'Content is required' });
    expect(transactions()).toHaveLength(0);
  });

  it('refuses an element type outside text, image, button and link', async () => {
    const response = await post({ ...button, elementType: 'script' });

    expect(response.statusCode).toBe(400);
    expect(response.json.fieldErrors.elementType).toBe('Element type must be one of: text, image, button, link');
  });

  it.each([['javascript:alert(1)'], ['http://example.com/'], ['//evil.example'], ['data:text/html,<b>x</b>'], ['/uk" onmouseover="x']])(
    'refuses the target %s, which could run script or leave the site unencrypted, and writes nothing',
    async (target) => {
      const response = await post({ ...button, metadata: target });

      expect(response.statusCode).toBe(400);
      expect(response.json.fieldErrors.metadata).toBe('The link target must be a path on this site (/uk), an anchor (#lead-form) or an https:// address');
      expect(transactions()).toHaveLength(0);
    },
  );

  it('accepts a path, an anchor and an https address as targets', async () => {
    for (const target of ['/uk/tax-savings', '#packages', 'https://calendly.example.com/book']) {
      expect((await post({ ...button, metadata: target })).statusCode).toBe(201);
    }
  });

  it('refuses an element the pages do not mark, or one named with another section or type', async () => {
    const unknown = await post({ ...button, elementId: 'footer-secret' });
    const mismatched = await post({ ...button, sectionId: 'home-header', elementType: 'link' });
    const targetOnText = await post({ sectionId: 'home-hero', elementType: 'text', elementId: 'home-hero-title', content: 'New', metadata: '/uk' });

    expect(unknown.json.fieldErrors).toEqual({ elementId: 'Choose one of the page elements the site lets staff change' });
    expect(mismatched.json.fieldErrors).toEqual({ sectionId: 'This element belongs to another section', elementType: 'This element has another type' });
    expect(targetOnText.json.fieldErrors).toEqual({ metadata: 'Only a button or a link has a target' });
    expect(transactions()).toHaveLength(0);
  });

  it('answers 409 when the element already has an item', async () => {
    dynamo.on(TransactWriteCommand).rejects(new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] }));

    const response = await post(button);

    expect(response.statusCode).toBe(409);
    expect(response.json.message).toBe('This element already has page content. Edit it instead.');
  });
});

describe('PUT /api/cms/page-content/{elementId}', () => {
  it('deactivates the item with before and after in the audit record', async () => {
    const response = await invokeRoute('PUT', '/api/cms/page-content/home-hero-consultation-button', { ...staff, body: { ...button, isActive: false } });

    expect(response.statusCode).toBe(200);
    expect(response.json).toMatchObject({ id: 'p-1', isActive: false });
    const [items] = transactions();
    expect(items![0]!.Put!.Item).toMatchObject({ gsi2pk: 'PAGE_CONTENT#inactive' });
    expect(items![1]!.Put!.Item).toMatchObject({ action: 'page-content.update', before: { isActive: true }, after: { isActive: false } });
  });

  it('answers 404 for an element without an item, and 400 when the body names another element', async () => {
    const missing = await invokeRoute('PUT', '/api/cms/page-content/home-hero-title', { ...staff, body: { sectionId: 'home-hero', elementType: 'text', elementId: 'home-hero-title', content: 'x' } });
    const moved = await invokeRoute('PUT', '/api/cms/page-content/home-hero-consultation-button', { ...staff, body: { ...button, elementId: 'home-hero-whatsapp-button' } });

    expect(missing.statusCode).toBe(404);
    expect(missing.json.message).toBe('There is no page content for this element. It may have been deleted.');
    expect(moved.statusCode).toBe(400);
    expect(transactions()).toHaveLength(0);
  });
});

describe('DELETE /api/cms/page-content/{elementId}', () => {
  it('deletes the item with its audit record and answers 204; 404 when there is none', async () => {
    const response = await invokeRoute('DELETE', '/api/cms/page-content/home-hero-consultation-button', staff);
    const missing = await invokeRoute('DELETE', '/api/cms/page-content/home-hero-title', staff);

    expect(response.statusCode).toBe(204);
    expect(transactions()[0]![1]!.Put!.Item).toMatchObject({ action: 'page-content.delete', before: { content: 'Book a call' } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/page-content/active (public)', () => {
  it('answers what the pages need, uncached, and drops unknown elements and unsafe targets the table may hold', async () => {
    // Prepare: one good item, one for an element the site does not mark, one with a script target written behind the API's back.
    dynamo.on(QueryCommand).resolves({
      Items: [stored, { ...stored, elementId: 'footer-secret' }, { ...stored, elementId: 'home-header-uk-link', sectionId: 'home-header', elementType: 'link', metadata: 'javascript:alert(1)' }],
    });

    // Act
    const response = await invokeRoute('GET', '/api/page-content/active');

    // Assess
    expect(response.statusCode).toBe(200);
    expect(response.headers?.['cache-control']).toBe('no-store');
    expect(response.json).toEqual([{ elementId: 'home-hero-consultation-button', elementType: 'button', content: 'Book a call', metadata: '/uk' }]);
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input.ExpressionAttributeValues).toEqual({ ':partition': 'PAGE_CONTENT#active' });
  });
});
