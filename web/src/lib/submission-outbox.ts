/**
 * A durable outbox for form submissions that must not be lost (spec uk-and-admin.md: the guide form shows success
 * even when the request fails; a PDF request made offline is sent once the connection returns). A submission is
 * kept in localStorage until the server answers; one that cannot reach the server, or that the server fails with a
 * 5xx, is sent again when the browser comes back online, every 30 seconds while the page is open, and on the next
 * visit. Each entry carries its
 * idempotency key, so a retry that reaches the server twice still stores one record. A 4xx answer is final: the
 * input was refused and retrying cannot help.
 */
import { IDEMPOTENCY_HEADER } from '#shared/lead/lead-rules.ts';

const STORAGE_KEY = 'submission-outbox';
const RETRY_INTERVAL_MS = 30_000;

type Entry = { path: string; body: unknown; idempotencyKey: string; queuedAt: string };

/** What became of a submission: answered (with the status), or kept to be sent later. */
export type SubmissionResult = { outcome: 'answered'; status: number; response: Response } | { outcome: 'queued' };

function readOutbox(): Entry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Entry[]) : [];
  } catch {
    return [];
  }
}

function writeOutbox(entries: Entry[]) {
  try {
    if (entries.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or blocked: the submission stays in memory for this page's retries only.
  }
}

function post(entry: Entry): Promise<Response> {
  return fetch(entry.path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: entry.idempotencyKey },
    body: JSON.stringify(entry.body),
  });
}

const worthRetrying = (status: number) => status >= 500 || status === 408 || status === 429;

/**
 * Sends a submission now. It is written to the outbox first and removed once the server has answered, so a page
 * that navigates away mid-request (WhatsApp opening in the same tab) loses nothing: the next visit sends it again,
 * and the idempotency key keeps that from storing it twice. If the network or the server fails it stays, and the
 * answer is 'queued'. The caller shows the outcome the spec asks for (success, failure or queued).
 */
export async function submitDurably(path: string, body: unknown, idempotencyKey: string = crypto.randomUUID()): Promise<SubmissionResult> {
  const entry: Entry = { path, body, idempotencyKey, queuedAt: new Date().toISOString() };
  writeOutbox([...readOutbox().filter((queued) => queued.idempotencyKey !== idempotencyKey), entry]);
  try {
    const response = await post(entry);
    if (!worthRetrying(response.status)) {
      removeFromOutbox(idempotencyKey);
      return { outcome: 'answered', status: response.status, response };
    }
  } catch {
    // Offline or the request never completed: it stays in the outbox.
  }
  return { outcome: 'queued' };
}

function removeFromOutbox(idempotencyKey: string) {
  writeOutbox(readOutbox().filter((queued) => queued.idempotencyKey !== idempotencyKey));
}

let flushing = false;

/** Sends every kept submission once; those that fail again stay for the next attempt. */
export async function flushOutbox(): Promise<void> {
  if (flushing || typeof navigator !== 'undefined' && navigator.onLine === false) return;
  flushing = true;
  try {
    for (const entry of readOutbox()) {
      try {
        const response = await post(entry);
        if (worthRetrying(response.status)) continue;
      } catch {
        continue;
      }
      removeFromOutbox(entry.idempotencyKey);
    }
  } finally {
    flushing = false;
  }
}

/** Starts the retries: at once, whenever the browser comes online, and every 30 seconds. Call once at app start. */
export function startOutbox(): () => void {
  void flushOutbox();
  const onOnline = () => void flushOutbox();
  window.addEventListener('online', onOnline);
  const timer = window.setInterval(() => void flushOutbox(), RETRY_INTERVAL_MS);
  return () => {
    window.removeEventListener('online', onOnline);
    window.clearInterval(timer);
  };
}

/** How many submissions are waiting to be sent. */
export function pendingSubmissions(): number {
  return readOutbox().length;
}
