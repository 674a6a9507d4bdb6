/**
 * The business metrics: what the handlers count (leads stored, spam, syncs, e-mails, rate-limit refusals) and what
 * the drain measures (how long work has waited), published with Powertools' Metrics in CloudWatch's embedded metric
 * format: one JSON line on stdout, which Lambda's log stream carries to CloudWatch, so publishing costs no API call
 * and cannot fail a request. Locally the same lines go to the local stack's console (the handlers run in its process).
 *
 * A handler records with `countMetric`/`recordMetric` wherever the thing happens; the API's handler stack and the
 * jobs' wrapper (`withMetrics`) flush once per invocation. Entries are grouped by their dimensions before they are
 * serialized: an EMF line applies all its dimensions to all its metrics, so "LeadStored form=lead" and
 * "EmailSent kind=new-lead" recorded in one invocation go out as two lines, each with its own dimension.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

export { MetricUnit };
type Unit = (typeof MetricUnit)[keyof typeof MetricUnit];

/** The CloudWatch namespace of every business metric (the alarms and the dashboard read it). */
export const METRICS_NAMESPACE = 'DubaiSetup';

/** The `service` dimension every metric carries (Powertools' default dimension; the functions' POWERTOOLS_SERVICE_NAME). */
export const METRICS_SERVICE = 'dubai-setup-api';

/** The metrics' names, with the one dimension each is counted by. */
export const METRIC = {
  /** A lead stored (an idempotent repeat is not counted); dimension `form` (the lead's formType). */
  leadStored: 'LeadStored',
  /** A public form submission with its honeypot filled, stored as spam; dimension `route`. */
  spamSubmission: 'SpamSubmission',
  /** A lead (or privacy request) delivered to a provider; dimension `provider`. */
  syncDelivered: 'SyncDelivered',
  /** A sync attempt that failed and will be tried again after its backoff; dimension `provider`. */
  syncRetried: 'SyncRetried',
  /** A sync that failed for good (the admin shows it with Resync); dimension `provider`. */
  syncFailed: 'SyncFailed',
  /** An e-mail SES accepted; dimension `kind` (EmailKind). */
  emailSent: 'EmailSent',
  /** A request refused by the route table's rate limit (429); dimension `route`. */
  rateLimited: 'RateLimited',
  /** Seconds the oldest due sync record has waited past its next-attempt time (0: none due); published by the drain. */
  oldestDueSyncWorkAge: 'OldestDueSyncWorkAge',
  /** Seconds since the oldest lead outbox item (staff e-mail, fan-out) was queued (0: none); published by the drain. */
  oldestLeadOutboxAge: 'OldestLeadOutboxAge',
  /** Seconds since the oldest newsletter confirmation outbox item was queued (0: none); published by the drain. */
  oldestNewsletterOutboxAge: 'OldestNewsletterOutboxAge',
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];

/** What an e-mail is, for EmailSent's `kind` (the SES message's `kind` tag, functions/lib/clients/ses.ts). */
export type EmailKind = 'new-lead' | 'tax-report' | 'newsletter-confirmation' | 'team' | 'morning-digest';

type Entry = { name: MetricName; unit: Unit; value: number; dimensions: Readonly<Record<string, string>> };

/** One metric as it left in an EMF line: what tests compare. */
export type EmittedMetric = { name: string; value: number; unit: string; dimensions: Record<string, string> };

/** Where serialized EMF lines go: stdout, unless a test captures them (captureMetrics). */
const stdout = (line: string) => void process.stdout.write(`${line}\n`);
let sink: (line: string) => void = stdout;

/** The entries of the invocation running now (each invocation its own, even when the local server runs several at once). */
const invocation = new AsyncLocalStorage<Entry[]>();

/** Counts one occurrence (or `value`) of a metric with its dimension(s). */
export function countMetric(name: MetricName, dimensions: Readonly<Record<string, string>> = {}, value = 1): void {
  recordMetric(name, MetricUnit.Count, value, dimensions);
}

/** Records a value of a metric; outside an invocation's scope it is published at once, so nothing is lost. */
export function recordMetric(name: MetricName, unit: Unit, value: number, dimensions: Readonly<Record<string, string>> = {}): void {
  const entry = { name, unit, value, dimensions };
  const buffer = invocation.getStore();
  if (buffer) buffer.push(entry);
  else publish([entry]);
}

/** Runs one invocation with its own metrics, flushed once when it ends (returned or thrown). */
export async function withMetrics<T>(run: () => Promise<T>): Promise<T> {
  const buffer: Entry[] = [];
  try {
    return await invocation.run(buffer, run);
  } finally {
    publish(buffer);
  }
}

/** The jobs' wrapper: a scheduled handler whose metrics are flushed once per run. */
export function metricsHandler<Args extends unknown[], T>(handler: (...args: Args) => Promise<T>): (...args: Args) => Promise<T> {
  return (...args) => withMetrics(() => handler(...args));
}

/** One EMF line per set of dimensions, serialized by Powertools (namespace, `service`, timestamp, units). */
function publish(entries: readonly Entry[]): void {
  // Switched off for stdout only: a test capturing what a handler emits still sees it.
  if (sink === stdout && metricsDisabled()) return;
  const groups = new Map<string, Entry[]>();
  for (const entry of entries) {
    const key = JSON.stringify(Object.entries(entry.dimensions).sort(([a], [b]) => a.localeCompare(b)));
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  for (const group of groups.values()) {
    const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE });
    for (const [name, value] of Object.entries(group[0]!.dimensions)) metrics.addDimension(name, value);
    for (const entry of group) metrics.addMetric(entry.name, entry.unit, entry.value);
    sink(JSON.stringify(metrics.serializeMetrics()));
    metrics.clearMetrics();
  }
}

/** POWERTOOLS_METRICS_DISABLED, else POWERTOOLS_DEV, turns publishing off, as each does for Powertools itself. */
function metricsDisabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const truthy = (value: string | undefined) => ['1', 'true', 'on', 'yes', 'y'].includes((value ?? '').trim().toLowerCase());
  return env.POWERTOOLS_METRICS_DISABLED !== undefined ? truthy(env.POWERTOOLS_METRICS_DISABLED) : truthy(env.POWERTOOLS_DEV);
}

/** The metrics of EMF lines, one entry per value (an EMF line lists a metric's values of one invocation together). */
export function metricsOfLines(lines: readonly string[]): EmittedMetric[] {
  return lines.flatMap((line) => {
    const emf = JSON.parse(line) as Record<string, unknown> & {
      _aws: { CloudWatchMetrics: { Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] };
    };
    return emf._aws.CloudWatchMetrics.flatMap(({ Dimensions, Metrics: defined }) =>
      defined.flatMap(({ Name, Unit }) => {
        const dimensions = Object.fromEntries(Dimensions.flat().map((dimension) => [dimension, String(emf[dimension])]));
        const values = ([] as number[]).concat(emf[Name] as number | number[]);
        return values.map((value) => ({ name: Name, value, unit: Unit, dimensions }));
      }),
    );
  });
}

/**
 * For tests: the EMF lines published from now on are kept instead of written to stdout, until `stop`. `metrics()`
 * reads them back; `lines` are the lines as CloudWatch would receive them.
 */
export function captureMetrics(): { lines: string[]; metrics: () => EmittedMetric[]; stop: () => void } {
  const lines: string[] = [];
  const previous = sink;
  sink = (line) => lines.push(line);
  return { lines, metrics: () => metricsOfLines(lines), stop: () => (sink = previous) };
}
