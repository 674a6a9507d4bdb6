/**
 * First-party analytics counters (DATA-MODEL.md "Analytics counters", issue 26): per-day counts of page views, clicks
 * on the calls to action, conversions, consent decisions and UTM values, each beacon one or a few atomic UpdateItem
 * ADDs, deleted by TTL `retentionDays` after their day. Nothing about the visitor is stored: no id, address, cookie,
 * user agent or fingerprint, only the counts.
 *
 * Keys: a page's days `pk=ANALYTICS#PAGE#<page>`, `sk=DAY#<Dubai day>` (a year of one page is one Query); the
 * site-wide days `pk=ANALYTICS#SITE`, `sk=DAY#<Dubai day>#consent` and `sk=DAY#<Dubai day>#utm#<parameter>`.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AnalyticsReport, ConsentDay, PageDay, PageSeries, UtmDay } from '#shared/admin/analytics-contract.ts';
import {
  ANALYTICS_CONVERSIONS,
  ANALYTICS_PAGES,
  ANALYTICS_RULES,
  CONSENT_DECISIONS,
  DEVICES,
  OTHER,
  UTM_PARAMETERS,
  type AnalyticsConversion,
  type ConsentDecision,
  type Device,
  type UtmParameter,
} from '#shared/analytics/analytics-rules.ts';
import { dubaiDay } from '#shared/lead/first-contact-promise.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { tableName } from './table.ts';

const DAY_SECONDS = 24 * 60 * 60;

export const ANALYTICS_PAGE_PREFIX = 'ANALYTICS#PAGE#';
export const ANALYTICS_SITE_PARTITION = 'ANALYTICS#SITE';

const pagePartition = (page: string) => `${ANALYTICS_PAGE_PREFIX}${page}`;
const daySort = (day: string) => `DAY#${day}`;

/** Deleted `retentionDays` after the end of its day, whatever moment of the day wrote it last. */
const expiresAtOf = (day: string) => Math.floor(Date.parse(`${day}T00:00:00.000Z`) / 1000) + (ANALYTICS_RULES.retentionDays + 1) * DAY_SECONDS;

/** One beacon, its page and button already brought into the lists (functions/analytics/analytics.zod.ts). */
export type CountedEvent =
  | { type: 'view'; page: string; device: Device; utm?: Partial<Record<UtmParameter, string | undefined>> }
  | { type: 'click'; page: string; device: Device; button: string }
  | { type: 'conversion'; page: string; device: Device; conversion: AnalyticsConversion }
  | { type: 'consent'; decision: ConsentDecision };

/** ADDs 1 to each named counter of one day's item (creating it), and keeps its day and expiry. */
async function addToDay(key: { pk: string; sk: string }, day: string, counters: readonly string[], extra: Record<string, string> = {}) {
  const names: Record<string, string> = { '#day': 'day', '#expiresAt': 'expiresAt' };
  const values: Record<string, unknown> = { ':day': day, ':expiresAt': expiresAtOf(day), ':one': 1 };
  const sets = ['#day = :day', '#expiresAt = :expiresAt'];
  Object.entries(extra).forEach(([attribute, value], i) => {
    names[`#x${i}`] = attribute;
    values[`:x${i}`] = value;
    sets.push(`#x${i} = :x${i}`);
  });
  counters.forEach((counter, i) => (names[`#c${i}`] = counter));
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: `SET ${sets.join(', ')} ADD ${counters.map((_, i) => `#c${i} :one`).join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}

const utmAttribute = (value: string) => `v#${value}`;

/**
 * Counts one view of a UTM value in the day's list of that parameter, race-free under concurrent beacons: the list
 * holds at most `utmValuesPerDay` values, its size (`distinct`) rising only in the same conditional update that adds a
 * new value. (1) a listed value counts on; (2) else a new value takes a place while there is room; (3) if (2) was
 * refused, either another beacon listed the same value meanwhile (then (1) succeeds now: values are never removed) or
 * the list was full (it never shrinks), so the view counts as "(other)".
 */
async function countUtmValue(day: string, parameter: UtmParameter, value: string): Promise<void> {
  const key = { pk: ANALYTICS_SITE_PARTITION, sk: `${daySort(day)}#utm#${parameter}` };
  const base = { '#day': 'day', '#expiresAt': 'expiresAt', '#parameter': 'parameter', '#v': utmAttribute(value) };
  const baseValues = { ':day': day, ':expiresAt': expiresAtOf(day), ':parameter': parameter, ':one': 1 };
  const set = 'SET #day = :day, #expiresAt = :expiresAt, #parameter = :parameter';
  if (value === OTHER) {
    await documentClient.send(new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: `${set} ADD #v :one`, ExpressionAttributeNames: base, ExpressionAttributeValues: baseValues }));
    return;
  }
  const attempt = async (condition: string, add: string, names: Record<string, string>, values: Record<string, unknown>) => {
    try {
      await documentClient.send(
        new UpdateCommand({ TableName: tableName(), Key: key, UpdateExpression: `${set} ADD ${add}`, ConditionExpression: condition, ExpressionAttributeNames: names, ExpressionAttributeValues: values }),
      );
      return true;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  };
  const listed = () => attempt('attribute_exists(#v)', '#v :one', base, baseValues);
  if (await listed()) return;
  const newPlace = await attempt(
    'attribute_not_exists(#v) AND (attribute_not_exists(#distinct) OR #distinct < :cap)',
    '#v :one, #distinct :one',
    { ...base, '#distinct': 'distinct' },
    { ...baseValues, ':cap': ANALYTICS_RULES.utmValuesPerDay },
  );
  if (newPlace || (await listed())) return;
  await countUtmValue(day, parameter, OTHER);
}

/** Counts one beacon on the Dubai day of `at` (access pattern: record a beacon). */
export async function countAnalyticsEvent(event: CountedEvent, at: Date): Promise<void> {
  const day = dubaiDay(at);
  if (event.type === 'consent') {
    await addToDay({ pk: ANALYTICS_SITE_PARTITION, sk: `${daySort(day)}#consent` }, day, [event.decision]);
    return;
  }
  const key = { pk: pagePartition(event.page), sk: daySort(day) };
  const page = { page: event.page };
  if (event.type === 'click') return addToDay(key, day, [`clicks#${event.button}`], page);
  if (event.type === 'conversion') return addToDay(key, day, [`conversions#${event.conversion}`], page);
  await Promise.all([
    addToDay(key, day, ['views', `views#${event.device}`], page),
    ...UTM_PARAMETERS.flatMap((parameter) => {
      const value = event.utm?.[parameter];
      return value === undefined ? [] : [countUtmValue(day, parameter, value)];
    }),
  ]);
}

/** Every item of one partition whose sort key lies between `from` and `to` (each Query page until the last). */
async function queryRange(pk: string, from: string, to: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to },
        ExclusiveStartKey,
      }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

const count = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));

function pageDayOf(item: Record<string, unknown>): PageDay {
  const clicks: Record<string, number> = {};
  const conversions: PageDay['conversions'] = {};
  for (const [name, value] of Object.entries(item)) {
    if (name.startsWith('clicks#')) clicks[name.slice('clicks#'.length)] = count(value);
    const conversion = name.startsWith('conversions#') ? (name.slice('conversions#'.length) as AnalyticsConversion) : undefined;
    if (conversion && ANALYTICS_CONVERSIONS.includes(conversion)) conversions[conversion] = count(value);
  }
  return {
    day: String(item.day),
    views: count(item.views),
    viewsByDevice: Object.fromEntries(DEVICES.map((device) => [device, count(item[`views#${device}`])])) as Record<Device, number>,
    clicks,
    conversions,
  };
}

/**
 * The counts of the Dubai days `from` to `to` (access pattern: the Analytics view's range): one Query per counted page
 * on its own partition and one on the site partition, each paged (a page's year is 366 small items at most), so the
 * number of requests does not grow with the visits, and only with the range past 1 MB of one partition.
 */
export async function readAnalyticsRange(from: string, to: string): Promise<AnalyticsReport> {
  const [pages, site] = await Promise.all([
    Promise.all(
      ANALYTICS_PAGES.map(async (page): Promise<PageSeries> => ({ page, days: (await queryRange(pagePartition(page), daySort(from), daySort(to))).map(pageDayOf) })),
    ),
    // `DAY#<to>#~` sorts after every item of the day `to` ('~' follows the letters of `consent` and `utm`).
    queryRange(ANALYTICS_SITE_PARTITION, daySort(from), `${daySort(to)}#~`),
  ]);
  const consent: ConsentDay[] = [];
  const utm: Record<UtmParameter, UtmDay[]> = { source: [], medium: [], campaign: [] };
  for (const item of site) {
    const sk = String(item.sk);
    if (sk.endsWith('#consent')) {
      consent.push({ day: String(item.day), ...(Object.fromEntries(CONSENT_DECISIONS.map((decision) => [decision, count(item[decision])])) as Record<ConsentDecision, number>) });
      continue;
    }
    const parameter = item.parameter as UtmParameter;
    if (!UTM_PARAMETERS.includes(parameter)) continue;
    const values: Record<string, number> = {};
    for (const [name, value] of Object.entries(item)) if (name.startsWith('v#')) values[name.slice(2)] = count(value);
    utm[parameter].push({ day: String(item.day), values });
  }
  return { from, to, pages: pages.filter((series) => series.days.length > 0), consent, utm };
}

/** One page's counts of one day, as a seeder writes them (the benchmark, tests of a range). */
export type SeededPageDay = {
  views: Record<Device, number>;
  clicks?: Record<string, number>;
  conversions?: Partial<Record<AnalyticsConversion, number>>;
};

/**
 * The item holding one page's counts of one day, written whole (a PutItem or a batch write): what a year of beacons
 * leaves behind, without sending them (infra/scripts/seed-analytics.ts, integration tests of a range). The same
 * attributes `countAnalyticsEvent` ADDs to.
 */
export function pageDayItem(page: string, day: string, counts: SeededPageDay): Record<string, unknown> {
  const item: Record<string, unknown> = { pk: pagePartition(page), sk: daySort(day), day, expiresAt: expiresAtOf(day), page, views: DEVICES.reduce((sum, device) => sum + counts.views[device], 0) };
  for (const device of DEVICES) item[`views#${device}`] = counts.views[device];
  for (const [button, clicks] of Object.entries(counts.clicks ?? {})) item[`clicks#${button}`] = clicks;
  for (const [conversion, conversions] of Object.entries(counts.conversions ?? {})) item[`conversions#${conversion}`] = conversions;
  return item;
}

/** The item holding one day's views per value of one UTM parameter, written whole (values over the cap as "(other)"). */
export function utmDayItem(day: string, parameter: UtmParameter, values: Record<string, number>): Record<string, unknown> {
  const item: Record<string, unknown> = { pk: ANALYTICS_SITE_PARTITION, sk: `${daySort(day)}#utm#${parameter}`, day, expiresAt: expiresAtOf(day), parameter };
  const listed = Object.keys(values).filter((value) => value !== OTHER);
  for (const [value, views] of Object.entries(values)) item[utmAttribute(value)] = views;
  item.distinct = listed.length;
  return item;
}

/** The item holding one day's consent decisions, written whole. */
export function consentDayItem(day: string, decisions: Record<ConsentDecision, number>): Record<string, unknown> {
  return { pk: ANALYTICS_SITE_PARTITION, sk: `${daySort(day)}#consent`, day, expiresAt: expiresAtOf(day), ...decisions };
}
