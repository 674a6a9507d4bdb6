import { queryPartition } from '../data/items.ts';
import { invokeRoute } from '../test/invoke-route.ts';

describe('POST /api/newsletter', () => {
  it('keeps one subscription when the same address subscribes twice, in any case', async () => {
    const first = await invokeRoute('POST', '/api/newsletter', { body: { email: 'reader@example.com' } });
    const again = await invokeRoute('POST', '/api/newsletter', { body: { email: 'Reader@Example.com' } });

    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    const subscriptions = await queryPartition('byKind', 'NEWSLETTER');
    expect(subscriptions.filter((item) => String(item.email).toLowerCase() === 'reader@example.com')).toHaveLength(1);
  });

  it('refuses an invalid address with the field message and stores nothing', async () => {
    const email = `reader-${Date.now()}@nowhere`;

    const response = await invokeRoute('POST', '/api/newsletter', { body: { email } });

    expect(response.statusCode).toBe(400);
    // Spec (main-site.md section 5): the generic 'Invalid email' message.
    expect(response.json.fieldErrors).toEqual({ email: 'Invalid email' });
    const subscriptions = await queryPartition('byKind', 'NEWSLETTER');
    expect(subscriptions.filter((item) => String(item.email).toLowerCase() === email)).toEqual([]);
  });
});
