import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { flushOutbox, pendingSubmissions, submitDurably } from './submission-outbox.ts';

const STORAGE_KEY = 'submission-outbox';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A localStorage for Node: the outbox's only store. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const fetchMock = jest.fn<typeof fetch>();
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const answer = (status: number) => Promise.resolve(new Response('{}', { status, headers: { 'content-type': 'application/json' } }));
const stored = () => localStorage.getItem(STORAGE_KEY) ?? '';

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true, writable: true });
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the submission outbox', () => {
  it('sends the body with its idempotency key and forgets it once stored (201)', async () => {
    // Prepare
    fetchMock.mockImplementation(() => answer(201));

    // Act
    const result = await submitDurably('/api/leads/capture', { email: 'sam@example.com' }, 'key-1');

    // Assess
    expect(result).toMatchObject({ outcome: 'answered', status: 201 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/leads/capture');
    expect(init).toMatchObject({ method: 'POST', body: '{"email":"sam@example.com"}' });
    expect((init!.headers as Record<string, string>)['idempotency-key']).toBe('key-1');
    expect(pendingSubmissions()).toBe(0);
  });

  it('never sends a refused submission (4xx, including 429) again and keeps none of its details', async () => {
    for (const status of [400, 422, 429]) {
      // Prepare
      fetchMock.mockReset();
      fetchMock.mockImplementation(() => answer(status));

      // Act
      const result = await submitDurably('/api/leads/capture', { email: `refused-${status}@example.com` }, `key-${status}`);
      await flushOutbox();

      // Assess
      expect(result).toMatchObject({ outcome: 'answered', status });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(stored()).not.toContain(`refused-${status}@example.com`);
    }
  });

  it('keeps a submission made offline and sends it when the connection returns', async () => {
    // Prepare
    fetchMock.mockImplementationOnce(offline);
    const result = await submitDurably('/api/tax-report', { email: 'offline@example.com' }, 'key-offline', { keepOn: 'network-error' });
    expect(result).toEqual({ outcome: 'queued' });
    expect(pendingSubmissions()).toBe(1);
    fetchMock.mockImplementation(() => answer(201));

    // Act
    await flushOutbox();

    // Assess
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[1]![1]!.headers as Record<string, string>)['idempotency-key']).toBe('key-offline');
    expect(pendingSubmissions()).toBe(0);
  });

  it('answers a server error at once on a form that keeps only lost connections, and keeps nothing', async () => {
    fetchMock.mockImplementation(() => answer(503));

    const result = await submitDurably('/api/tax-report', { email: 'pdf@example.com' }, 'key-503', { keepOn: 'network-error' });

    expect(result).toMatchObject({ outcome: 'answered', status: 503 });
    expect(pendingSubmissions()).toBe(0);
  });

  it('keeps retrying a server error on a lead form, then gives up after 50 tries and forgets the visitor', async () => {
    // Prepare
    fetchMock.mockImplementation(() => answer(503));
    const first = await submitDurably('/api/leads/capture', { email: 'lost@example.com' }, 'key-lost');
    expect(first).toEqual({ outcome: 'queued' });

    // Act: 48 more failing flushes keep it; the 50th try gives up.
    for (let flush = 0; flush < 48; flush += 1) await flushOutbox();
    const keptAfter49 = stored();
    await flushOutbox();
    await flushOutbox();

    // Assess
    expect(keptAfter49).toContain('lost@example.com');
    expect(fetchMock).toHaveBeenCalledTimes(50);
    expect(stored()).not.toContain('lost@example.com');
    expect(pendingSubmissions()).toBe(0);
  });

  it('forgets a kept submission 7 days after it was made, without sending it again', async () => {
    // Prepare
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'], now: new Date('2026-11-01T10:00:00.000Z') });
    fetchMock.mockImplementation(offline);
    await submitDurably('/api/leads/capture', { email: 'week@example.com' }, 'key-week');
    jest.setSystemTime(new Date(Date.parse('2026-11-01T10:00:00.000Z') + 7 * DAY_MS - 1));
    await flushOutbox();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    jest.setSystemTime(new Date(Date.parse('2026-11-01T10:00:00.000Z') + 7 * DAY_MS));

    // Act
    await flushOutbox();

    // Assess
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(stored()).not.toContain('week@example.com');
  });
});
