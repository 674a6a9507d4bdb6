/**
 * The first-contact measure's counters (issue 25, "The promise, visible"), kept up to date as leads arrive and are
 * first contacted, never counted on read:
 * - `pk=LEADSTATS#FIRSTCONTACT`, `sk=WAITING`: `waiting`, the leads still waiting for their first contact (the tab's
 *   badge): +1 in the lead's creation, -1 in its first contact or its erasure, each in that change's transaction;
 * - `pk=LEADSTATS#FIRSTCONTACT`, `sk=DAY#<Dubai day>`: per Dubai day of arrival, `leads` (arrived), `contacted` (first
 *   contacted, at any time), `withinPromise` (first contacted within 24 hours) and the histogram of minutes to first
 *   contact: `m<bucket>`, 15-minute buckets `m0` (0-14 minutes) to `m95` (23 h 45 min to 24 h), and `m96` beyond 24 hours.
 * A lead never contacted counts as beyond 24 hours (leads - contacted). See DATA-MODEL.md ("First contact").
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { FirstContactMeasure } from '#shared/admin/api-contract.ts';
import { dubaiDay, keptPromise, PROMISE_HOURS } from '#shared/lead/first-contact-promise.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import type { TransactItem } from './items.ts';
import { tableName } from './table.ts';

const PARTITION = 'LEADSTATS#FIRSTCONTACT';
const WAITING_KEY = { pk: PARTITION, sk: 'WAITING' };
const DAY_PREFIX = 'DAY#';
const dayKey = (day: string) => ({ pk: PARTITION, sk: `${DAY_PREFIX}${day}` });

/** The width of a histogram bucket, in minutes. */
export const BUCKET_MINUTES = 15;
/** Buckets within the promise (24 h / 15 min); the one after them holds every contact beyond 24 hours. */
export const BUCKETS_WITHIN_PROMISE = (PROMISE_HOURS * 60) / BUCKET_MINUTES;
const BEYOND_BUCKET = BUCKETS_WITHIN_PROMISE;

/** The histogram bucket of a first contact: by the 15 minutes it fell in, or beyond the promise. */
export function bucketOf(createdAt: string, contactedAt: string): number {
  if (!keptPromise(createdAt, contactedAt)) return BEYOND_BUCKET;
  const minutes = Math.max(0, (Date.parse(contactedAt) - Date.parse(createdAt)) / 60_000);
  return Math.min(BUCKETS_WITHIN_PROMISE - 1, Math.floor(minutes / BUCKET_MINUTES));
}

const update = (key: Record<string, string>, expression: string, names: Record<string, string>, values: Record<string, unknown>): TransactItem => ({
  Update: { TableName: tableName(), Key: key, UpdateExpression: `${expression} SET kind = :kind`, ExpressionAttributeNames: names, ExpressionAttributeValues: { ...values, ':kind': 'firstContactCounter' } },
});

/**
 * A new lead's counts, for its creation's transaction (access pattern: count a lead's arrival): one more lead on its
 * Dubai day, one more waiting.
 */
export function countArrival(createdAt: string): TransactItem[] {
  return [
    update(dayKey(dubaiDay(createdAt)), 'ADD #leads :one', { '#leads': 'leads' }, { ':one': 1 }),
    update(WAITING_KEY, 'ADD #waiting :one', { '#waiting': 'waiting' }, { ':one': 1 }),
  ];
}

/**
 * A lead's first contact, for the contact's transaction (access pattern: count a first contact): on the lead's
 * arrival day, one more contacted, within the promise or not, in its histogram bucket; one fewer waiting.
 */
export function countFirstContact(createdAt: string, contactedAt: string): TransactItem[] {
  return [
    update(
      dayKey(dubaiDay(createdAt)),
      'ADD #contacted :one, #within :within, #bucket :one',
      { '#contacted': 'contacted', '#within': 'withinPromise', '#bucket': `m${bucketOf(createdAt, contactedAt)}` },
      { ':one': 1, ':within': keptPromise(createdAt, contactedAt) ? 1 : 0 },
    ),
    countLeftQueue(),
  ];
}

/**
 * A lead's counts on its arrival day, taken off (`sign` -1: marked as a test lead, issue 26) or put back (1: the mark
 * taken off), for that change's transaction: its arrival and, once first contacted, its contact in its bucket. The
 * waiting count is left alone: a test lead still waits in the queue staff work from until it is contacted.
 */
export function countArrivalDay(createdAt: string, firstContactAt: string | undefined, sign: 1 | -1): TransactItem {
  if (!firstContactAt) return update(dayKey(dubaiDay(createdAt)), 'ADD #leads :sign', { '#leads': 'leads' }, { ':sign': sign });
  return update(
    dayKey(dubaiDay(createdAt)),
    'ADD #leads :sign, #contacted :sign, #within :within, #bucket :sign',
    { '#leads': 'leads', '#contacted': 'contacted', '#within': 'withinPromise', '#bucket': `m${bucketOf(createdAt, firstContactAt)}` },
    { ':sign': sign, ':within': keptPromise(createdAt, firstContactAt) ? sign : 0 },
  );
}

/** One fewer lead waiting, without a contact (access pattern: a waiting lead erased or anonymised). */
export function countLeftQueue(): TransactItem {
  return update(WAITING_KEY, 'ADD #waiting :minus', { '#waiting': 'waiting' }, { ':minus': -1 });
}

/** One Dubai day's counts. */
export type DayCounts = { day: string; leads: number; contacted: number; withinPromise: number; buckets: number[] };

/**
 * The waiting count and the counters of the Dubai days `from` to `to` (access pattern: read the first-contact
 * measure): one GetItem and one Query of `sk BETWEEN DAY#<from> AND DAY#<to>` (at most one item per day: 30).
 */
export async function readFirstContactStats(from: string, to: string): Promise<{ waiting: number; days: DayCounts[] }> {
  const [waitingItem, days] = await Promise.all([
    documentClient.send(new GetCommand({ TableName: tableName(), Key: WAITING_KEY })),
    documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': PARTITION, ':from': `${DAY_PREFIX}${from}`, ':to': `${DAY_PREFIX}${to}` },
      }),
    ),
  ]);
  return {
    // Never below 0 on screen, even if an erasure raced a first contact on a lead from before the counter existed.
    waiting: Math.max(0, Number(waitingItem.Item?.waiting ?? 0)),
    days: (days.Items ?? []).map((item) => ({
      day: String(item.sk).slice(DAY_PREFIX.length),
      leads: Number(item.leads ?? 0),
      contacted: Number(item.contacted ?? 0),
      withinPromise: Number(item.withinPromise ?? 0),
      buckets: Array.from({ length: BUCKETS_WITHIN_PROMISE + 1 }, (_, bucket) => Number(item[`m${bucket}`] ?? 0)),
    })),
  };
}

/**
 * The measure over the days `from` to `to` (those of `days` inside them): the share within the promise and the median
 * minutes to first contact, from the merged histogram, every lead not yet contacted counted beyond 24 hours. The
 * median is the middle lead's bucket, read linearly inside it (the grouped median), to the whole minute.
 */
export function firstContactMeasure(days: readonly DayCounts[], from: string, to: string): FirstContactMeasure {
  const inWindow = days.filter((day) => day.day >= from && day.day <= to);
  const leads = inWindow.reduce((sum, day) => sum + day.leads, 0);
  const withinPromise = inWindow.reduce((sum, day) => sum + day.withinPromise, 0);
  const empty = { from, to, leads, withinPromise, sharePercent: null, medianMinutes: null, medianBeyondPromise: false };
  if (leads <= 0) return empty;
  const merged = Array.from({ length: BUCKETS_WITHIN_PROMISE }, (_, bucket) => inWindow.reduce((sum, day) => sum + (day.buckets[bucket] ?? 0), 0));
  const middle = leads / 2;
  let before = 0;
  let medianMinutes: number | null = null;
  for (const [bucket, count] of merged.entries()) {
    if (count > 0 && before + count >= middle) {
      medianMinutes = Math.round((bucket + (middle - before) / count) * BUCKET_MINUTES);
      break;
    }
    before += count;
  }
  return { ...empty, sharePercent: Math.round((withinPromise / leads) * 100), medianMinutes, medianBeyondPromise: medianMinutes === null };
}
