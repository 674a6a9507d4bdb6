import { UK_PHONE_NUMBERS } from '#shared/uk/whatsapp.ts';
import { invokeRoute } from '../test/invoke-route.ts';

describe('GET /api/phone-numbers', () => {
  it('gives the seeded numbers by their config key', async () => {
    const response = await invokeRoute('GET', '/api/phone-numbers');

    expect(response.statusCode).toBe(200);
    const byKey = Object.fromEntries(response.json.map((row: { configKey: string; phoneNumber: string }) => [row.configKey, row.phoneNumber]));
    expect(byKey).toEqual(Object.fromEntries(Object.values(UK_PHONE_NUMBERS).map((row) => [row.configKey, row.phoneNumber])));
  });
});
