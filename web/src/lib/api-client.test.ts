import { jest } from '@jest/globals';
import { api, queryFetcher, serverMessage } from './api-client.ts';

const fetchMock = jest.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  it('sends cookies and a JSON body with a JSON content type', async () => {
    // Prepare
    fetchMock.mockResolvedValue(json(201, { id: 'lead-1' }));

    // Act
    const answer = await api.post<{ id: string }>('/api/leads', { fullName: 'Sara' }, { 'idempotency-key': 'k1' });

    // Assess
    expect(answer).toEqual({ id: 'lead-1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/leads', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k1' },
      body: JSON.stringify({ fullName: 'Sara' }),
    });
  });

  it('reads without a body, still sending cookies', async () => {
    fetchMock.mockResolvedValue(json(200, { value: 'Hello' }));

    await expect(api.get('/api/content/hero_title')).resolves.toEqual({ value: 'Hello' });
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
  });

  it('throws "{status}: {body text}" for a non-ok answer', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Invalid input"}', { status: 400, statusText: 'Bad Request' }));

    await expect(api.post('/api/leads', {})).rejects.toThrow(new Error('400: {"message":"Invalid input"}'));
  });

  it('throws "{status}: {status text}" when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 503, statusText: 'Service Unavailable' }));

    await expect(api.get('/api/content/hero_title')).rejects.toThrow(new Error('503: Service Unavailable'));
  });

  it('answers nothing for 204 No Content', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(api.delete('/api/tracking-tags/1')).resolves.toBeUndefined();
  });
});

describe('queryFetcher', () => {
  it('fails on a 401 by default', async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }));

    await expect(queryFetcher('throw')('/api/leads')).rejects.toThrow(new Error('401: Unauthorized'));
  });

  it('resolves to null on a 401 in returnNull mode', async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }));

    await expect(queryFetcher('returnNull')('/api/auth/me')).resolves.toBeNull();
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'include' });
  });

  it('still fails on other errors in returnNull mode', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));

    await expect(queryFetcher('returnNull')('/api/auth/me')).rejects.toThrow(new Error('500: boom'));
  });
});

describe('CSRF token', () => {
  afterEach(() => {
    delete (globalThis as { document?: unknown }).document;
  });

  it('sends the csrf cookie as x-csrf-token with a state-changing request', async () => {
    // Prepare
    (globalThis as { document?: unknown }).document = { cookie: 'theme=dark; __Host-csrf=t0k%2Ben' };
    fetchMock.mockResolvedValue(json(200, {}));

    // Act
    await api.patch('/api/leads/L1/status', { status: 'closed' });

    // Assess
    expect(fetchMock.mock.calls[0][1]?.headers).toEqual({ 'content-type': 'application/json', 'x-csrf-token': 't0k+en' });
  });

  it('sends no token with a read, nor when there is no csrf cookie', async () => {
    (globalThis as { document?: unknown }).document = { cookie: '__Host-csrf=abc' };
    fetchMock.mockImplementation(async () => json(200, {}));
    await api.get('/api/leads');
    (globalThis as { document?: unknown }).document = { cookie: '' };
    await api.post('/api/leads', {});

    expect(fetchMock.mock.calls[0][1]?.headers).toEqual({});
    expect(fetchMock.mock.calls[1][1]?.headers).toEqual({ 'content-type': 'application/json' });
  });
});

describe('serverMessage', () => {
  it("reads the server's message from an error answer, and nothing from other errors", async () => {
    fetchMock.mockResolvedValueOnce(json(429, { message: 'Too many failed logins. Try again in 15 minutes.' }));
    const throttled = await api.post('/api/auth/login', {}).catch((error: unknown) => error);
    fetchMock.mockResolvedValueOnce(new Response('Bad Gateway', { status: 502 }));
    const gateway = await api.get('/api/leads').catch((error: unknown) => error);

    expect(serverMessage(throttled)).toBe('Too many failed logins. Try again in 15 minutes.');
    expect(serverMessage(gateway)).toBeUndefined();
    expect(serverMessage(new Error('offline'))).toBeUndefined();
  });
});
