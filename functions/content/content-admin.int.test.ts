import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { contentItem, getContentItem } from '../data/content-items.ts';
import { listAuditForTarget } from '../data/audit-log.ts';
import { tableName } from '../data/table.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { INTEGRATION_ADMIN } from '../test/integration-setup.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

let staff: StaffRequest;
// A content item of this run only, so the seeded hero texts other tests read stay as they are.
const key = `it_${Date.now().toString(36)}`;

beforeAll(async () => {
  staff = await loggedInStaff();
  await documentClient.send(new PutCommand({ TableName: tableName(), Item: contentItem({ key, title: 'Test headline', content: 'Before', isActive: true, updatedAt: '2026-01-01T00:00:00.000Z' }) }));
});

afterAll(async () => {
  await documentClient.send(new DeleteCommand({ TableName: tableName(), Key: { pk: `CONTENT#${key}`, sk: 'CONTENT' } }));
});

describe('Website Content: staff edit a text and the site reads it at once', () => {
  it('lists the content items, the seeded hero title among them', async () => {
    const response = await invokeRoute('GET', '/api/content', staff);

    expect(response.statusCode).toBe(200);
    expect(response.json.map((item: { key: string }) => item.key)).toEqual(expect.arrayContaining(['hero_title', 'hero_subtitle', key]));
  });

  it('stores the edit, the public GET answers the new value on the next request, and the audit shows before and after', async () => {
    // Act
    const response = await invokeRoute('PUT', `/api/content/${key}`, { ...staff, body: { title: 'Test headline', content: 'After the edit' } });
    const publicRead = await invokeRoute('GET', `/api/content/${key}`);

    // Assess
    expect(response.statusCode).toBe(200);
    expect(publicRead.json.value).toBe('After the edit');
    expect(publicRead.headers?.['cache-control']).toBe('no-store');
    expect(await listAuditForTarget(`content#${key}`)).toEqual([
      expect.objectContaining({ actor: INTEGRATION_ADMIN.username, action: 'content.update', before: { title: 'Test headline', content: 'Before' }, after: { title: 'Test headline', content: 'After the edit' } }),
    ]);
  });

  it("refuses an empty title with the spec's message and stores nothing", async () => {
    // Prepare
    const before = await getContentItem(key);

    // Act
    const response = await invokeRoute('PUT', `/api/content/${key}`, { ...staff, body: { title: '', content: 'Changed?' } });

    // Assess
    expect(response.statusCode).toBe(400);
    expect(response.json.fieldErrors).toEqual({ title: 'Title is required' });
    expect(await getContentItem(key)).toEqual(before);
  });
});
