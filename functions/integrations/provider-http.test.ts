import { providerMessage, retryAfterMs } from './provider-http.ts';

const now = new Date('2026-03-01T10:00:00Z');

describe('when a provider asks us to come back', () => {
  it('reads Retry-After in seconds', () => {
    expect(retryAfterMs(new Headers({ 'Retry-After': '30' }), now)).toBe(30_000);
  });

  it('reads Retry-After as an HTTP date', () => {
    expect(retryAfterMs(new Headers({ 'Retry-After': 'Sun, 01 Mar 2026 10:02:00 GMT' }), now)).toBe(120_000);
  });

  it("reads SendGrid's X-RateLimit-Reset (epoch seconds)", () => {
    expect(retryAfterMs(new Headers({ 'X-RateLimit-Reset': String(now.getTime() / 1000 + 45) }), now)).toBe(45_000);
  });

  it('says nothing when the provider said nothing', () => {
    expect(retryAfterMs(new Headers(), now)).toBeUndefined();
  });
});

describe("the provider's own words", () => {
  it.each([
    ['SendGrid', { errors: [{ field: 'contacts[0].email', message: 'email is invalid' }] }, 'contacts[0].email: email is invalid'],
    ['Mailchimp', { title: 'API Key Invalid', detail: 'Your API key may be invalid.' }, 'API Key Invalid: Your API key may be invalid.'],
    ['MailerLite', { message: 'Unauthenticated.' }, 'Unauthenticated.'],
    ['Zoho OAuth', { error: 'invalid_code' }, 'invalid_code'],
    ['Zoho CRM', { data: [{ code: 'MANDATORY_NOT_FOUND', message: 'required field not found', details: { api_name: 'Last_Name' } }] }, 'MANDATORY_NOT_FOUND: required field not found (Last_Name)'],
    ['a plain text body', 'Bad Gateway', 'Bad Gateway'],
  ])('are read from a %s error', (_name, body, expected) => {
    expect(providerMessage(body, 'fallback')).toBe(expected);
  });

  it('fall back to the status when the body says nothing', () => {
    expect(providerMessage(undefined, '503 Service Unavailable')).toBe('503 Service Unavailable');
  });
});
