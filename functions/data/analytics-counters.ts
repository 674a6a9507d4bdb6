/**
 * First-party analytics counters (DATA-MODEL.md "Analytics counters", issue 26): per-day counts of page views, clicks
 * on the calls to action, conversions, consent decisions and UTM values, each beacon one or a few atomic UpdateItem
 * ADDs, deleted by TTL `retentionDays` after their day. Nothing about the visitor is stored: no id, address, cookie,
 * user agent or fingerprint, only the counts.
 *
 * Keys: a page's days `pk=ANALYTICS#PAGE#<page>`, `sk=DAY#<Dubai day>`; the site-wide days `pk=ANALYTICS#SITE`,
 * `sk=DAY#<Dubai day>#consent` and `sk=DAY#<Dubai day>#utm#<parameter>`. Each count is also ADDed to its month's item
 * (`sk=MONTH#<YYYY-MM>`, `MONTH#<YYYY-MM>#consent`, `MONTH#<YYYY-MM>#utm#<parameter>`), so a range reads its whole
 * months as one item each and only its partial months day by day: a year of a page is about 12 + 60 items, not 365.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AnalyticsReport, PageTotals } from '#shared/admin/analytics-contract.ts';
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
import { addDays, dubaiDay } from '#shared/lead/first-contact-promise.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { placeInCappedList } from './capped-list.ts';
import { queryAll } from './paged-reads.ts';
import { tableName } from './table.ts';

const DAY_SECONDS = 24 * 60 * 60;

export const ANALYTICS_PAGE_PREFIX = 'ANALYTICS#PAGE#';
export const ANALYTICS_SITE_PARTITION = 'ANALYTICS#SITE';

const pagePartition = (page: string) => `${ANALYTICS_PAGE_PREFIX}${page}`;
const daySort = (day: string) => `DAY#${day}`;

/** Deleted `retentionDays` after the end of its day, whatever moment of the day wrote it last (TTL, epoch seconds). */
export const expiresAtOf = (day: string) => Math.floor(Date.parse(`${day}T00:00:00.000Z`) / 1000) + (ANALYTICS_RULES.retentionDays + 1) * DAY_SECONDS;

/** One beacon, its page and button already brought into the lists (functions/analytics/analytics.zod.ts). */
export type CountedEvent =
  | { type: 'view'; page: string; device: Device; utm?: Partial<Record<UtmParameter, string | undefined>> }
  | { type: 'click'; page: string; device: Device; button: string }
  | { type: 'conversion'; page: string; device: Device; conversion: AnalyticsConversion }
  | { type: 'consent'; decision: ConsentDecision };

const monthSort = (month: string) => `MONTH#${month}`;
const monthOf = (day: string) => day.slice(0, 7);

/** The last day of a month (YYYY-MM). */
export function lastDayOfMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}

/** The period an item counts: its day, or its month (kept until `retentionDays` after the month's last day). */
type Period = { attribute: 'day' | 'month'; value: string; expiresAt: number };
const dayPeriod = (day: string): Period => ({ attribute: 'day', value: day, expiresAt: expiresAtOf(day) });
const monthPeriod = (day: string): Period => ({ attribute: 'month', value: monthOf(day), expiresAt: expiresAtOf(lastDayOfMonth(monthOf(day))) });

/** ADDs `amount` (1) to each named counter of one period's item (creating it), and keeps its period and expiry. */
async function addToPeriod(key: { pk: string; sk: string }, period: Period, counters: readonly string[], extra: Record<string, string> = {}) {
  const names: Record<string, string> = { '#period': period.attribute, '#expiresAt': 'expiresAt' };
  const values: Record<string, unknown> = { ':period': period.value, ':expiresAt': period.expiresAt, ':one': 1 };
  const sets = ['#period = :period', '#expiresAt = :expiresAt'];
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

/**
 * ADDs to the day's item and to its month's item (`suffix` after the period in the sort key). Two single-item ADDs, not
 * a transaction: concurrent beacons on the same day would cancel each other's transactions, while ADDs never conflict.
 */
function addToDayAndMonth(pk: string, day: string, counters: readonly string[], extra: Record<string, string> = {}, suffix = '') {
  return Promise.all([
    addToPeriod({ pk, sk: `${daySort(day)}${suffix}` }, dayPeriod(day), counters, extra),
    addToPeriod({ pk, sk: `${monthSort(monthOf(day))}${suffix}` }, monthPeriod(day), counters, extra),
  ]);
}

const utmAttribute = (value: string) => `v#${value}`;

/**
 * Counts one view of a UTM value in the day's list of that parameter (capped-list.ts: at most `utmValuesPerDay`
 * values, race-free under concurrent beacons); a value with no place in the full list counts as "(other)". Answers
 * what was counted.
 */
async function countUtmValueOfDay(day: string, parameter: UtmParameter, value: string): Promise<string> {
  const key = { pk: ANALYTICS_SITE_PARTITION, sk: `${daySort(day)}#utm#${parameter}` };
  const keep = {
    set: '#day = :day, #expiresAt = :expiresAt, #parameter = :parameter',
    names: { '#day': 'day', '#expiresAt': 'expiresAt', '#parameter': 'parameter' },
    values: { ':day': day, ':expiresAt': expiresAtOf(day), ':parameter': parameter },
  };
  if (value !== OTHER && (await placeInCappedList({ key, cap: ANALYTICS_RULES.utmValuesPerDay, keep, mode: 'count' }, utmAttribute(value)))) return value;
  await addToPeriod(key, dayPeriod(day), [utmAttribute(OTHER)], { parameter });
  return OTHER;
}

/** Counts one view of a UTM value on its day (capped there) and, as the day counted it, in its month. */
async function countUtmValue(day: string, parameter: UtmParameter, value: string): Promise<void> {
  const counted = await countUtmValueOfDay(day, parameter, value);
  await addToPeriod({ pk: ANALYTICS_SITE_PARTITION, sk: `${monthSort(monthOf(day))}#utm#${parameter}` }, monthPeriod(day), [utmAttribute(counted)], { parameter });
}

/** Counts one beacon on the Dubai day of `at` (access pattern: record a beacon). */
export async function countAnalyticsEvent(event: CountedEvent, at: Date): Promise<void> {
  const day = dubaiDay(at);
  if (event.type === 'consent') {
    await addToDayAndMonth(ANALYTICS_SITE_PARTITION, day, [event.decision], {}, '#consent');
    return;
  }
  const pk = pagePartition(event.page);
  const page = { page: event.page };
  if (event.type === 'click') {
    await addToDayAndMonth(pk, day, [`clicks#${event.button}`], page);
    return;
  }
  if (event.type === 'conversion') {
    await addToDayAndMonth(pk, day, [`conversions#${event.conversion}`], page);
    return;
  }
  await Promise.all([
    addToDayAndMonth(pk, day, ['views', `views#${event.device}`], page),
    ...UTM_PARAMETERS.flatMap((parameter) => {
      const value = event.utm?.[parameter];
      return value === undefined ? [] : [countUtmValue(day, parameter, value)];
    }),
  ]);
}

/** Every item of one partition whose sort key lies between `from` and `to`. */
function queryRange(pk: string, from: string, to: string): Promise<Record<string, unknown>[]> {
  return queryAll({ TableName: tableName(), KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to', ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to } });
}

const count = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));

/**
 * How a range of Dubai days is read: its whole calendar months as month items (`months`, first to last, absent when
 * the range holds no whole month) and the days before and after them as day items (`days`, at most two stretches).
 */
export type RangeParts = { months?: { from: string; to: string }; days: { from: string; to: string }[] };

export function rangeParts(from: string, to: string): RangeParts {
  const firstWhole = from.endsWith('-01') ? monthOf(from) : monthOf(addDays(lastDayOfMonth(monthOf(from)), 1));
  const lastWhole = to === lastDayOfMonth(monthOf(to)) ? monthOf(to) : monthOf(addDays(`${monthOf(to)}-01`, -1));
  if (firstWhole > lastWhole) return { days: [{ from, to }] };
  const days: RangeParts['days'] = [];
  const wholeFrom = `${firstWhole}-01`;
  const wholeTo = lastDayOfMonth(lastWhole);
  if (from < wholeFrom) days.push({ from, to: addDays(wholeFrom, -1) });
  if (to > wholeTo) days.push({ from: addDays(wholeTo, 1), to });
  return { months: { from: firstWhole, to: lastWhole }, days };
}

/** Every item of one partition in the range: its whole months' items and its other days' items (`suffix`: '#~' for the site's several items a period). */
async function queryParts(pk: string, parts: RangeParts, suffix = ''): Promise<Record<string, unknown>[]> {
  const reads = parts.days.map((days) => queryRange(pk, daySort(days.from), `${daySort(days.to)}${suffix}`));
  if (parts.months) reads.push(queryRange(pk, monthSort(parts.months.from), `${monthSort(parts.months.to)}${suffix}`));
  return (await Promise.all(reads)).flat();
}

/** One page's counts summed over its items (days or months alike: they hold the same counters). */
function pageTotalsOf(page: string, items: readonly Record<string, unknown>[]): PageTotals {
  const totals: PageTotals = { page, views: 0, viewsByDevice: { phone: 0, desktop: 0 }, clicks: {}, conversions: {} };
  for (const item of items) {
    totals.views += count(item.views);
    for (const device of DEVICES) totals.viewsByDevice[device] += count(item[`views#${device}`]);
    for (const [name, value] of Object.entries(item)) {
      if (name.startsWith('clicks#')) {
        const button = name.slice('clicks#'.length);
        totals.clicks[button] = (totals.clicks[button] ?? 0) + count(value);
      }
      const conversion = name.startsWith('conversions#') ? (name.slice('conversions#'.length) as AnalyticsConversion) : undefined;
      if (conversion && ANALYTICS_CONVERSIONS.includes(conversion)) totals.conversions[conversion] = (totals.conversions[conversion] ?? 0) + count(value);
    }
  }
  return totals;
}

/**
 * The counts of the Dubai days `from` to `to`, summed over the range (access pattern: the Analytics view's range): per
 * counted page and for the site, one Query for the range's whole months and one for each partial month at its ends
 * (at most 3 a partition, each paged), so the requests do not grow with the visits and the items read stay near 12 +
 * 60 a partition for a year.
 */
export async function readAnalyticsRange(from: string, to: string): Promise<AnalyticsReport> {
  const parts = rangeParts(from, to);
  const [pages, site] = await Promise.all([
    Promise.all(ANALYTICS_PAGES.map(async (page) => pageTotalsOf(page, await queryParts(pagePartition(page), parts)))),
    // `...#~` sorts after every item of the period (`~` follows the letters of `consent` and `utm`).
    queryParts(ANALYTICS_SITE_PARTITION, parts, '#~'),
  ]);
  const consent = Object.fromEntries(CONSENT_DECISIONS.map((decision) => [decision, 0])) as Record<ConsentDecision, number>;
  const utm: Record<UtmParameter, Record<string, number>> = { source: {}, medium: {}, campaign: {} };
  for (const item of site) {
    if (String(item.sk).endsWith('#consent')) {
      for (const decision of CONSENT_DECISIONS) consent[decision] += count(item[decision]);
      continue;
    }
    const parameter = item.parameter as UtmParameter;
    if (!UTM_PARAMETERS.includes(parameter)) continue;
    for (const [name, value] of Object.entries(item)) if (name.startsWith('v#')) utm[parameter][name.slice(2)] = (utm[parameter][name.slice(2)] ?? 0) + count(value);
  }
  const counted = (totals: PageTotals) => totals.views > 0 || Object.keys(totals.clicks).length > 0 || Object.keys(totals.conversions).length > 0;
  return { from, to, pages: pages.filter(counted), consent, utm };
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

/**
 * The month items the beacons that wrote `dayItems` (page, consent and UTM days, as above) would have ADDed to beside
 * them: every counter of the days summed per month, so a seeded range reads as a counted one.
 */
export function monthItemsOf(dayItems: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  const months = new Map<string, Record<string, unknown>>();
  for (const dayItem of dayItems) {
    const day = String(dayItem.day);
    const month = monthOf(day);
    const sk = String(dayItem.sk).replace(daySort(day), monthSort(month));
    const key = `${String(dayItem.pk)} ${sk}`;
    const item = months.get(key) ?? { pk: dayItem.pk, sk, month, expiresAt: monthPeriod(day).expiresAt };
    for (const [name, value] of Object.entries(dayItem)) {
      if (['pk', 'sk', 'day', 'expiresAt', 'distinct'].includes(name)) continue;
      item[name] = typeof value === 'number' ? count(item[name]) + value : value;
    }
    months.set(key, item);
  }
  return [...months.values()];
}

/** The item holding one day's consent decisions, written whole. */
export function consentDayItem(day: string, decisions: Record<ConsentDecision, number>): Record<string, unknown> {
  return { pk: ANALYTICS_SITE_PARTITION, sk: `${daySort(day)}#consent`, day, expiresAt: expiresAtOf(day), ...decisions };
}
