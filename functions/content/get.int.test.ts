import { HERO } from '#shared/main-site/home-content.ts';
import { invokeRoute } from '../test/invoke-route.ts';

describe('GET /api/content/{key}', () => {
  it('gives the seeded hero title in its value field', async () => {
    const response = await invokeRoute('GET', '/api/content/hero_title');

    expect(response.statusCode).toBe(200);
    expect(response.json.value).toBe(HERO.fallbackTitle);
  });

  it('answers 404 for a key that does not exist', async () => {
    const response = await invokeRoute('GET', '/api/content/no_such_text');

    expect(response.statusCode).toBe(404);
  });
});
