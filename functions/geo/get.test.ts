import { apiEvent, lambdaContext } from '../test/events.ts';
import { handler } from './get.ts';

// The origin secret CloudFront adds to what it forwards (apiEvent sends it as CloudFront would).
process.env.ORIGIN_VERIFY_SECRET = 'unit-origin-secret';

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

  it('answers as a failed lookup (404) when the country headers come without the origin secret, as a caller of the API address would send them', async () => {
    // Prepare
    const forged = { 'CloudFront-Viewer-Country': 'DE', 'CloudFront-Viewer-Country-Region': 'BE' };

    // Act
    const withoutSecret = await ask({ ...forged, 'x-origin-verify': '' });
    const withWrongSecret = await ask({ ...forged, 'X-Origin-Verify': 'unit-origin-secreT' });

    // Assess
    expect([withoutSecret.statusCode, withWrongSecret.statusCode]).toEqual([404, 404]);
  });
});
