/**
 * Web Vitals of real visits, kept as per-day digests (see DATA-MODEL.md "Web Vitals digest"): one item per day, page
 * and device holding a histogram per metric, updated with one atomic ADD per beacon and deleted by TTL after 30 days.
 * Nothing about the visitor (no address, no user agent) is stored.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { VITAL_METRICS, VITALS_RULES, type Device, type VitalMetric, type VitalsBeacon } from '#shared/admin/performance-rules.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { bucketOf, type Histogram } from '../performance-optimizer/vitals-histogram.ts';
import { queryAll } from './paged-reads.ts';
import { tableName } from './table.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of an instant, YYYY-MM-DD: the partition of that day's digests. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

const dayPartition = (day: string) => `VITALS#${day}`;

/** Adds one visit's figures to its day's digest for the page and device (access pattern: record a beacon). */
export async function recordVitals(beacon: VitalsBeacon, at: Date): Promise<void> {
  const names: Record<string, string> = { '#page': 'page', '#device': 'device', '#day': 'day', '#expiresAt': 'expiresAt' };
  const values: Record<string, unknown> = {
    ':page': beacon.page,
    ':device': beacon.device,
    ':day': dayOf(at),
    ':expiresAt': Math.floor(at.getTime() / 1000) + VITALS_RULES.retentionDays * 24 * 60 * 60,
    ':one': 1,
  };
  const adds: string[] = [];
  for (const metric of VITAL_METRICS) {
    const value = beacon.metrics[metric];
    if (value === undefined) continue;
    // One counter attribute per metric and bucket (LCP_52): ADD creates it at 1, or counts on.
    names[`#${metric}`] = `${metric}_${bucketOf(metric, value)}`;
    adds.push(`#${metric} :one`);
  }
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: dayPartition(dayOf(at)), sk: `${beacon.page}#${beacon.device}` },
      UpdateExpression: `SET #page = :page, #device = :device, #day = :day, #expiresAt = :expiresAt ADD ${adds.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}

/** One day's digest of one page and device. */
export type VitalsDigest = { day: string; page: string; device: Device; histograms: Record<VitalMetric, Histogram> };

function digestOf(item: Record<string, unknown>): VitalsDigest {
  const histograms = Object.fromEntries(VITAL_METRICS.map((metric) => [metric, new Map<number, number>()])) as Record<VitalMetric, Histogram>;
  for (const [name, count] of Object.entries(item)) {
    const match = /^(LCP|INP|CLS|FCP|TTFB)_(\d+)$/.exec(name);
    if (match) histograms[match[1] as VitalMetric].set(Number(match[2]), Number(count));
  }
  return { day: String(item.day), page: String(item.page), device: item.device as Device, histograms };
}

/**
 * The digests of the `days` UTC days ending with `until`'s (access pattern: the Performance tab's window): one Query
 * per day on its partition, which holds at most one item per known page and device, so the read is bounded (7 days x
 * about 40 items) however many visits there were.
 */
export async function readVitalsWindow(until: Date, days: number): Promise<VitalsDigest[]> {
  const dayList = Array.from({ length: days }, (_, i) => dayOf(new Date(until.getTime() - i * DAY_MS)));
  const perDay = await Promise.all(
    dayList.map(async (day) => {
      const items = await queryAll({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': dayPartition(day) } });
      return items.map(digestOf);
    }),
  );
  return perDay.flat();
}
