/**
 * A durable outbox for form submissions that must not be lost (spec uk-and-admin.md: the guide form shows success
 * even when the request fails; a PDF request made offline is sent once the connection returns). A submission is
 * kept in localStorage until the server answers; one that cannot reach the server (or, for the forms that ask for
 * it, that the server fails with a 5xx) is sent again when the browser comes back online, every 30 seconds while
 * the page is open, and on the next visit. Each entry carries its idempotency key, so a retry that reaches the server
 * twice still stores one record. When to stop is outbox-policy.ts: a 4xx is final, and after 50 tries or 7 days
 * the entry, with the visitor's details in it, is deleted.
 */
import { IDEMPOTENCY_HEADER } from '#shared/lead/lead-rules.ts';
import { apiSend } from './api-client.ts';
import { afterAttempt, isExpired, type AttemptResult, type KeepOn } from './outbox-policy.ts';

const STORAGE_KEY = 'submission-outbox';
const RETRY_INTERVAL_MS = 30_000;

type Entry = { path: string; body: unknown; idempotencyKey: string; queuedAt: string; attempts: number; keepOn: KeepOn };

/**
 * What became of a submission: answered (with the status; a 4xx, or a 5xx where only a lost connection is kept),
 * kept to be sent later, or dropped because it had used up its tries.
 */
export type SubmissionResult = { outcome: 'answered'; status: number; response: Response } | { outcome: 'queued' } | { outcome: 'given-up' };

export type SubmitOptions = {
  /** Which failures keep the submission for later (default: a lost connection or a 5xx). */
  keepOn?: KeepOn;
};

const isEntry = (value: unknown): value is Entry => {
  const entry = value as Partial<Entry> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.path === 'string' &&
    typeof entry.idempotencyKey === 'string' &&
    typeof entry.queuedAt === 'string'
  );
};

/** The kept entries, without any past the age limit or unreadable (those are forgotten here). */
function readOutbox(now = new Date()): Entry[] {
  let stored: unknown[] = [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    stored = Array.isArray(parsed) ? parsed : [];
  } catch {
    stored = [];
  }
  const live = stored
    .filter(isEntry)
    .map((entry) => ({ ...entry, attempts: Number.isInteger(entry.attempts) ? entry.attempts : 0, keepOn: entry.keepOn ?? 'network-or-server-error' }))
    .filter((entry) => !isExpired(entry, now));
  if (live.length !== stored.length) writeOutbox(live);
  return live;
}

function writeOutbox(entries: Entry[]) {
  try {
    if (entries.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or blocked: the submission is still sent once now, but cannot outlive the page.
  }
}

function putInOutbox(entry: Entry) {
  writeOutbox([...readOutbox().filter((queued) => queued.idempotencyKey !== entry.idempotencyKey), entry]);
}

function removeFromOutbox(idempotencyKey: string) {
  writeOutbox(readOutbox().filter((queued) => queued.idempotencyKey !== idempotencyKey));
}

/**
 * One try: counted in the stored entry before it is sent (a page closed mid-request still used the try), then the
 * entry is removed, kept, or given up as outbox-policy.ts decides.
 */
async function attempt(entry: Entry): Promise<SubmissionResult> {
  const tried = { ...entry, attempts: entry.attempts + 1 };
  putInOutbox(tried);
  let result: AttemptResult;
  let response: Response | undefined;
  try {
    response = await apiSend('POST', entry.path, { body: entry.body, headers: { [IDEMPOTENCY_HEADER]: entry.idempotencyKey } });
    result = response.status;
  } catch {
    result = 'network-error';
  }
  const decision = afterAttempt(tried, result, entry.keepOn, new Date());
  if (decision === 'keep') return { outcome: 'queued' };
  removeFromOutbox(entry.idempotencyKey);
  if (decision === 'give-up') return { outcome: 'given-up' };
  return { outcome: 'answered', status: response!.status, response: response! };
}

/**
 * Sends a submission now. It is written to the outbox first and removed once the server has answered, so a page
 * that navigates away mid-request (WhatsApp opening in the same tab) loses nothing: the next visit sends it again,
 * and the idempotency key keeps that from storing it twice. The caller shows the outcome the spec asks for.
 */
export function submitDurably(path: string, body: unknown, idempotencyKey: string, options: SubmitOptions = {}): Promise<SubmissionResult> {
  const entry: Entry = {
    path,
    body,
    idempotencyKey,
    queuedAt: new Date().toISOString(),
    attempts: 0,
    keepOn: options.keepOn ?? 'network-or-server-error',
  };
  putInOutbox(entry);
  return attempt(entry);
}

let flushing = false;

/** Sends every kept submission once; those that fail again stay for the next attempt, within the outbox's limits. */
export async function flushOutbox(): Promise<void> {
  if (flushing || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
  flushing = true;
  try {
    for (const entry of readOutbox()) {
      // A submission answered meanwhile (its own first try, another tab) is gone: it must not be put back.
      const current = readOutbox().find((kept) => kept.idempotencyKey === entry.idempotencyKey);
      if (current) await attempt(current);
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
