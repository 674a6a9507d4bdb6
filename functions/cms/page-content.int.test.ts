import { listAuditForTarget } from '../data/audit-log.ts';
import { getPageContent } from '../data/page-contents.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

let staff: StaffRequest;
const elementId = 'home-header-uk-link';
const item = { sectionId: 'home-header', elementType: 'link', elementId, content: 'UK clients: start here', metadata: '/uk/tax-savings' };
const active = async () => (await invokeRoute('GET', '/api/page-content/active')).json as { elementId: string; content: string; metadata?: string }[];

beforeAll(async () => {
  staff = await loggedInStaff();
  // A run stopped half-way may have left this element's item.
  await invokeRoute('DELETE', `/api/cms/page-content/${elementId}`, staff);
});

afterAll(async () => {
  await invokeRoute('DELETE', `/api/cms/page-content/${elementId}`, staff);
});

describe('CMS Editor: a page-content item reaches the public pages while active', () => {
  it('publishes a created item, withdraws it when deactivated, and removes it when deleted, each step audited', async () => {
    // Act 1
    const created = await invokeRoute('POST', '/api/cms/page-content', { ...staff, body: item });

    // Assess 1: active by default, and in the public read
    expect(created.statusCode).toBe(201);
    expect(created.json).toMatchObject({ ...item, isActive: true });
    expect(await active()).toContainEqual({ elementId, elementType: 'link', content: 'UK clients: start here', metadata: '/uk/tax-savings' });
    expect((await invokeRoute('GET', '/api/cms/page-content', staff)).json).toContainEqual(expect.objectContaining({ elementId }));

    // Act 2
    const second = await invokeRoute('POST', '/api/cms/page-content', { ...staff, body: item });
    const deactivated = await invokeRoute('PUT', `/api/cms/page-content/${elementId}`, { ...staff, body: { ...item, isActive: false } });

    // Assess 2
    expect(second.statusCode).toBe(409);
    expect(deactivated.statusCode).toBe(200);
    expect((await active()).map((row) => row.elementId)).not.toContain(elementId);

    // Act 3
    const deleted = await invokeRoute('DELETE', `/api/cms/page-content/${elementId}`, staff);

    // Assess 3
    expect(deleted.statusCode).toBe(204);
    expect(await getPageContent(elementId)).toBeUndefined();
    const actions = (await listAuditForTarget(`page-content#${elementId}`)).map((entry) => entry.action);
    expect(actions.slice(-3)).toEqual(['page-content.create', 'page-content.update', 'page-content.delete']);
  });

  it('stores nothing for a target that could run script', async () => {
    const response = await invokeRoute('POST', '/api/cms/page-content', { ...staff, body: { ...item, metadata: 'javascript:alert(document.cookie)' } });

    expect(response.statusCode).toBe(400);
    expect(await getPageContent(elementId)).toBeUndefined();
  });
});
