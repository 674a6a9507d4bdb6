import { apiEvent, lambdaContext } from '../test/events.ts';
import { handler } from './get.ts';

const ask = (headers: Record<string, string>) =>
  handler(apiEvent({ method: 'GET', path: '/api/geo', headers }), lambdaContext()) as Promise<{ statusCode: number; body: string }>;

describe('GET /api/geo', () => {
  it("answers the viewer's country and region from CloudFront's headers", async () => {
    const response = await ask({ 'CloudFront-Viewer-Country': 'DE', 'CloudFront-Viewer-Country-Region': 'BE' });

    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ country_code: 'DE', region: 'BE' });
  });

  it('answers 404 when CloudFront did not say, so the site shows the consent banner', async () => {
    expect((await ask({})).statusCode).toBe(404);
  });
});
