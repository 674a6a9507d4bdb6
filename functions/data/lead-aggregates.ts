/**
 * The Analytics Overview's counters, kept up to date as leads are written instead of counted on read: one totals item
 * (total, one counter per status, guide downloads) and one counter item per country and per business activity. Each
 * change is an atomic ADD inside the transaction that creates the lead or changes its status, so a counter moves if
 * and only if the lead changed. See DATA-MODEL.md ("Lead aggregates").
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { LEAD_STATUSES, type LeadStatus } from '#shared/admin/api-contract.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import type { TransactItem } from './items.ts';
import { queryAll, type QuerySender } from './paged-reads.ts';
import { tableName } from './table.ts';

const TOTALS_KEY = { pk: 'LEADSTATS', sk: 'TOTALS' };
const COUNTRY_PARTITION = 'LEADSTATS#COUNTRY';
const ACTIVITY_PARTITION = 'LEADSTATS#ACTIVITY';
/** Business activities are typed by people: the counter key is trimmed, lower case and bounded. */
const ACTIVITY_KEY_MAX = 100;

export type LeadTotals = { total: number; guideDownloads: number } & Record<LeadStatus, number>;
export type NamedCount = { name: string; count: number };
export type LeadAggregates = { totals: LeadTotals; countries: NamedCount[]; activities: NamedCount[] };

/** What a lead contributes to the counters (a test lead, issue 26, contributes nothing). */
export type CountedLead = { status: LeadStatus; accessedGuide: boolean; country?: string; businessActivity?: string; test?: true };

const activityKey = (activity: string) => activity.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, ACTIVITY_KEY_MAX);

function addToNamedCounter(partition: string, key: string, name: string, amount: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: { pk: partition, sk: key },
      // The first spelling seen is the one shown.
      UpdateExpression: 'ADD #count :amount SET #name = if_not_exists(#name, :name), kind = :kind',
      ExpressionAttributeNames: { '#count': 'count', '#name': 'name' },
      ExpressionAttributeValues: { ':amount': amount, ':name': name.trim(), ':kind': 'leadCounter' },
    },
  };
}

/** The counter updates for a lead being created, for the lead's own transaction (access pattern: count a new lead). */
export function countNewLead(lead: CountedLead): TransactItem[] {
  return countLeadContribution(lead, 1);
}

/**
 * Everything a lead adds to the counters, added (`sign` 1: its creation, or its test mark taken off) or taken off (-1:
 * marked as a test lead, issue 26), for that change's own transaction (access pattern: mark or unmark a test lead).
 */
export function countLeadContribution(lead: CountedLead, sign: 1 | -1): TransactItem[] {
  const updates: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: TOTALS_KEY,
        UpdateExpression: 'ADD #total :one, #status :one, #guide :guide SET kind = :kind',
        ExpressionAttributeNames: { '#total': 'total', '#status': lead.status, '#guide': 'guideDownloads' },
        ExpressionAttributeValues: { ':one': sign, ':guide': lead.accessedGuide ? sign : 0, ':kind': 'leadCounter' },
      },
    },
  ];
  if (lead.country) updates.push(addToNamedCounter(COUNTRY_PARTITION, lead.country, lead.country, sign));
  const activity = lead.businessActivity ? activityKey(lead.businessActivity) : '';
  if (activity) updates.push(addToNamedCounter(ACTIVITY_PARTITION, activity, lead.businessActivity!, sign));
  return updates;
}

/** The counter update for a status change, for the change's own transaction (access pattern: count a status change). */
export function countStatusChange(from: LeadStatus, to: LeadStatus): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: TOTALS_KEY,
      UpdateExpression: 'ADD #from :minus, #to :one',
      ExpressionAttributeNames: { '#from': from, '#to': to },
      ExpressionAttributeValues: { ':minus': -1, ':one': 1 },
    },
  };
}

/**
 * The counter updates for a lead whose country or business activity staff corrected, for the correction's own
 * transaction (access pattern: count a corrected lead): one off the old value's counter, one on the new one's. None
 * when both spell the same counter (an activity's case or spacing corrected), which also keeps one transaction from
 * touching one counter twice.
 */
export function countPersonalFieldChange(before: CountedLead, after: CountedLead): TransactItem[] {
  const updates: TransactItem[] = [];
  if ((before.country ?? '') !== (after.country ?? '')) {
    if (before.country) updates.push(addToNamedCounter(COUNTRY_PARTITION, before.country, before.country, -1));
    if (after.country) updates.push(addToNamedCounter(COUNTRY_PARTITION, after.country, after.country, 1));
  }
  const from = before.businessActivity ? activityKey(before.businessActivity) : '';
  const to = after.businessActivity ? activityKey(after.businessActivity) : '';
  if (from !== to) {
    if (from) updates.push(addToNamedCounter(ACTIVITY_PARTITION, from, before.businessActivity!, -1));
    if (to) updates.push(addToNamedCounter(ACTIVITY_PARTITION, to, after.businessActivity!, 1));
  }
  return updates;
}

const emptyTotals = (): LeadTotals => ({ total: 0, guideDownloads: 0, ...Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) }) as LeadTotals;

/**
 * Which table the counters are read from: the functions' own by default; the restore script (infra/scripts/restore)
 * reads a restored table's with its own client.
 */
export type CounterSource = { client: QuerySender; tableName: string };

async function namedCounts(partition: string, from: CounterSource): Promise<NamedCount[]> {
  const items = await queryAll({ TableName: from.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': partition } }, { client: from.client });
  return items.map((item) => ({ name: String(item.name), count: Number(item.count ?? 0) }));
}

/**
 * Every counter (access pattern: read the overview's aggregates): one GetItem and two Queries over bounded partitions
 * (one item per country of the form's list, one per business activity).
 */
export async function readLeadAggregates(from: CounterSource = { client: documentClient, tableName: tableName() }): Promise<LeadAggregates> {
  const [totalsItem, countries, activities] = await Promise.all([
    from.client.send(new GetCommand({ TableName: from.tableName, Key: TOTALS_KEY })),
    namedCounts(COUNTRY_PARTITION, from),
    namedCounts(ACTIVITY_PARTITION, from),
  ]);
  const totals = emptyTotals();
  for (const name of Object.keys(totals) as (keyof LeadTotals)[]) totals[name] = Number(totalsItem.Item?.[name] ?? 0);
  return { totals, countries, activities };
}

/** Counts leads from scratch, test leads left out (the rebuild, and tests that compare the counters with a recount). */
export function countLeads(leads: Iterable<CountedLead>): LeadAggregates {
  const totals = emptyTotals();
  const countries = new Map<string, NamedCount>();
  const activities = new Map<string, NamedCount>();
  const bump = (map: Map<string, NamedCount>, key: string, name: string) => {
    const entry = map.get(key) ?? { name: name.trim(), count: 0 };
    entry.count += 1;
    map.set(key, entry);
  };
  for (const lead of leads) {
    // Left out of every figure while marked (test-leads.ts).
    if (lead.test) continue;
    totals.total += 1;
    totals[lead.status] += 1;
    if (lead.accessedGuide) totals.guideDownloads += 1;
    if (lead.country) bump(countries, lead.country, lead.country);
    const activity = lead.businessActivity ? activityKey(lead.businessActivity) : '';
    if (activity) bump(activities, activity, lead.businessActivity!);
  }
  return { totals, countries: [...countries.values()], activities: [...activities.values()] };
}

/**
 * The items that hold the given aggregates, for writing them in one go (the rebuild, and the seed adding what it
 * wrote). With `add`, the updates ADD to the stored counters; without, they SET them (a rebuild from a recount).
 */
export function aggregateWrites(aggregates: LeadAggregates, mode: 'add' | 'set'): TransactItem['Update'][] {
  const table = tableName();
  const op = mode === 'add' ? 'ADD' : 'SET';
  const assign = (name: string, value: string) => (mode === 'add' ? `${name} ${value}` : `${name} = ${value}`);
  const totalsNames = Object.keys(aggregates.totals);
  const writes: NonNullable<TransactItem['Update']>[] = [
    {
      TableName: table,
      Key: TOTALS_KEY,
      UpdateExpression: `${op} ${totalsNames.map((_, i) => assign(`#n${i}`, `:v${i}`)).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(totalsNames.map((name, i) => [`#n${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(totalsNames.map((name, i) => [`:v${i}`, aggregates.totals[name as keyof LeadTotals]])),
    },
  ];
  const named = (partition: string, key: string, entry: NamedCount) => ({
    TableName: table,
    Key: { pk: partition, sk: key },
    UpdateExpression:
      mode === 'add'
        ? 'ADD #count :count SET #name = if_not_exists(#name, :name), kind = :kind'
        : 'SET #count = :count, #name = if_not_exists(#name, :name), kind = :kind',
    ExpressionAttributeNames: { '#count': 'count', '#name': 'name' },
    ExpressionAttributeValues: { ':count': entry.count, ':name': entry.name, ':kind': 'leadCounter' },
  });
  for (const entry of aggregates.countries) writes.push(named(COUNTRY_PARTITION, entry.name, entry));
  for (const entry of aggregates.activities) writes.push(named(ACTIVITY_PARTITION, activityKey(entry.name), entry));
  return writes;
}

/** The keys of every counter item, so a rebuild can zero the ones no lead supports any more. */
export async function counterKeys(): Promise<{ pk: string; sk: string }[]> {
  const keys: { pk: string; sk: string }[] = [TOTALS_KEY];
  for (const partition of [COUNTRY_PARTITION, ACTIVITY_PARTITION]) {
    const items = await queryAll({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': partition }, ProjectionExpression: 'pk, sk' });
    keys.push(...items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })));
  }
  return keys;
}
