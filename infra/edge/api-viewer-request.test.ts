import { loadApiViewerRequest } from './api-viewer-request.ts';

const handler = loadApiViewerRequest();
const event = (headers: Record<string, { value: string }>) => ({
  request: { method: 'POST', uri: '/api/auth/logout', querystring: {}, headers },
});

describe('the /api/* viewer-request function', () => {
  it('tells the API the host the browser addressed', () => {
    const request = handler(event({ host: { value: 'www.example.com' } }));
    expect(request.headers['x-forwarded-host']).toEqual({ value: 'www.example.com' });
  });

  it('overwrites an x-forwarded-host the viewer sent, so no one can claim another host', () => {
    const request = handler(event({ host: { value: 'www.example.com' }, 'x-forwarded-host': { value: 'attacker.example' } }));
    expect(request.headers['x-forwarded-host']).toEqual({ value: 'www.example.com' });
  });

  it('removes a viewer-sent x-forwarded-host when there is no Host', () => {
    const request = handler(event({ 'x-forwarded-host': { value: 'attacker.example' } }));
    expect(request.headers['x-forwarded-host']).toBeUndefined();
  });
});
