import { putIfAbsent } from '../data/items.ts';
import { trackingTagItem } from '../data/tracking-tags.ts';
import { invokeRoute } from '../test/invoke-route.ts';

describe('GET /api/tracking-tags/active', () => {
  it('lists only active tags with only the public fields', async () => {
    const createdAt = new Date().toISOString();
    await putIfAbsent(trackingTagItem({ id: 'ga', name: 'Analytics', tagType: 'google_analytics', tagId: 'G-ABC123', description: 'staff note', isActive: true, createdAt }));
    await putIfAbsent(trackingTagItem({ id: 'old', name: 'Old pixel', tagType: 'facebook_pixel', tagId: '123', isActive: false, createdAt }));

    const response = await invokeRoute('GET', '/api/tracking-tags/active');

    expect(response.statusCode).toBe(200);
    // Other test files create tags in the same table at the same time: look at this test's two only.
    const own = (response.json as { name: string }[]).filter((tag) => tag.name === 'Analytics' || tag.name === 'Old pixel');
    expect(own).toEqual([{ tagType: 'google_analytics', tagId: 'G-ABC123', isActive: true, name: 'Analytics' }]);
  });
});
