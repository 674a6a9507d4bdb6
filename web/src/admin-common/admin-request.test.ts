import { jest } from '@jest/globals';
import { adminJson } from './admin-request.ts';

const fetchMock = jest.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`);

describe('admin requests', () => {
  it('renews an ended session once and repeats the request', async () => {
    // Prepare
    fetchMock
      .mockResolvedValueOnce(json(401, { message: 'Please log in.' }))
      .mockResolvedValueOnce(json(200, { username: 'sara' }))
      .mockResolvedValueOnce(json(200, [{ id: 'L1' }]));

    // Act
    const answer = await adminJson('GET', '/api/leads');

    // Assess
    expect(answer).toEqual([{ id: 'L1' }]);
    expect(calls()).toEqual(['GET /api/leads', 'POST /api/auth/refresh', 'GET /api/leads']);
  });

  it('gives up with the 401 when the session cannot be renewed, without repeating the request', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Please log in.' })).mockResolvedValueOnce(json(401, { message: 'Please log in.' }));

    await expect(adminJson('GET', '/api/admin/overview')).rejects.toThrow('401: {"message":"Please log in."}');
    expect(calls()).toEqual(['GET /api/admin/overview', 'POST /api/auth/refresh']);
  });

  it('renews once for several requests that find the session ended together', async () => {
    // Prepare
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url) === '/api/auth/refresh') return json(200, { username: 'sara' });
      const renewed = fetchMock.mock.calls.some(([called]) => String(called) === '/api/auth/refresh');
      return renewed ? json(200, { url, method: init?.method }) : json(401, { message: 'Please log in.' });
    });

    // Act
    await Promise.all([adminJson('GET', '/api/leads'), adminJson('GET', '/api/admin/overview')]);

    // Assess
    expect(calls().filter((call) => call === 'POST /api/auth/refresh')).toHaveLength(1);
  });

  it('passes other errors on unchanged, without renewing', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { message: 'Lead not found' }));

    await expect(adminJson('PATCH', '/api/leads/x/status', { status: 'new' })).rejects.toThrow('404: {"message":"Lead not found"}');
    expect(calls()).toEqual(['PATCH /api/leads/x/status']);
  });
});
