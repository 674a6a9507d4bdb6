import { invokeRoute } from '../test/invoke-route.ts';

describe('GET /api/testimonials', () => {
  it('lists the seeded active testimonials with their ratings', async () => {
    const response = await invokeRoute('GET', '/api/testimonials');

    expect(response.statusCode).toBe(200);
    expect(response.json.length).toBeGreaterThanOrEqual(3);
    expect(response.json[0]).toEqual(expect.objectContaining({ name: expect.any(String), rating: 5, content: expect.any(String) }));
  });
});
