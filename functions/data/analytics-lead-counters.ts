/**
 * The analytics' lead counters (issue 26, DATA-MODEL.md "Analytics lead counters"): per Dubai arrival day, the leads by
 * status now, by furthest status reached, per landing page, per landing variant, and per UTM source and campaign by
 * furthest status. Kept up to date as leads are written, never counted on read: each change is one atomic ADD on the
 * day's item inside the transaction that creates the lead, changes its status or marks it as a test, so a counter moves
 * if and only if the lead changed. Test leads are in none of them.
 *
 * Keys: a day `pk=LEADSTATS#ANALYTICS`, `sk=DAY#<Dubai day>` (a year is one Query of at most 366 small items); the
 * day's campaign places `pk=LEADSTATS#CAMPAIGNS`, `sk=DAY#<Dubai day>` (the cap of `utmValuesPerDay` pairs).
 * Attributes of a day: `status#<status>`, `furthest#<status>`, `page#<page>`, `variant#<variant>`,
 * `campaign#<key>#<furthest status>` (key: JSON [source, campaign]).
 */
import { LEAD_STATUSES, type AdminLead, type LeadStatus } from '#shared/admin/api-contract.ts';
import type { CampaignRow, LeadsDay, LeadTotal } from '#shared/admin/analytics-contract.ts';
import { ANALYTICS_RULES, campaignKeyOf, campaignOfKey, leadPageOf, leadVariantOf, OTHER_CAMPAIGN_KEY } from '#shared/analytics/analytics-rules.ts';
import type { Attribution } from '#shared/lead/lead-rules.ts';
import { dubaiDay } from '#shared/lead/first-contact-promise.ts';
import { expiresAtOf } from './analytics-counters.ts';
import { placeInCappedList } from './capped-list.ts';
import type { TransactItem } from './items.ts';
import { queryAll } from './paged-reads.ts';
import { tableName } from './table.ts';

export const LEAD_ANALYTICS_PARTITION = 'LEADSTATS#ANALYTICS';
export const CAMPAIGN_SLOTS_PARTITION = 'LEADSTATS#CAMPAIGNS';
const DAY_PREFIX = 'DAY#';
const dayKey = (day: string) => ({ pk: LEAD_ANALYTICS_PARTITION, sk: `${DAY_PREFIX}${day}` });

export type AnalyticsKeys = NonNullable<AdminLead['analyticsKeys']>;

/** What a lead contributes to these counters. */
export type AnalyticsCountedLead = Pick<AdminLead, 'createdAt' | 'status' | 'furthestStatus' | 'analyticsKeys' | 'test'>;

const rank = (status: LeadStatus) => LEAD_STATUSES.indexOf(status);

/** The further of two statuses in LEAD_STATUSES order (new, contacted, qualified, closed). */
export const furthestOf = (a: LeadStatus, b: LeadStatus): LeadStatus => (rank(b) > rank(a) ? b : a);

/** Whether a lead that reached `furthest` counts as having reached `status`. */
export const reached = (furthest: LeadStatus, status: LeadStatus) => rank(furthest) >= rank(status);

/**
 * The campaign key a lead arriving on `day` is counted under: its pair when the day's list of pairs (capped-list.ts, at
 * most `utmValuesPerDay`, like the beacon's UTM values) has or takes a place for it, else "(other)". Claimed before
 * the lead's transaction: a place claimed by a lead whose transaction then fails stays listed, with no count, which the
 * cap bounds. The list is needed only on its day: it expires with the analytics' retention.
 */
export async function claimCampaignPlace(day: string, key: string): Promise<string> {
  const listed = await placeInCappedList(
    {
      key: { pk: CAMPAIGN_SLOTS_PARTITION, sk: `${DAY_PREFIX}${day}` },
      cap: ANALYTICS_RULES.utmValuesPerDay,
      keep: { set: '#expiresAt = :expiresAt', names: { '#expiresAt': 'expiresAt' }, values: { ':expiresAt': expiresAtOf(day) } },
      mode: 'list',
    },
    `p#${key}`,
  );
  return listed ? key : OTHER_CAMPAIGN_KEY;
}

/**
 * Where a new lead is counted (access pattern: count a new lead's analytics): its landing page and variant by the page
 * rule, and its UTM pair, its place in the day's list claimed (`claimCampaignPlace`).
 */
export async function analyticsKeysOf(attribution: Attribution | undefined, createdAt: string): Promise<AnalyticsKeys> {
  const key = campaignKeyOf(attribution);
  const campaign = key === undefined ? undefined : await claimCampaignPlace(dubaiDay(createdAt), key);
  return { page: leadPageOf(attribution), variant: leadVariantOf(attribution), ...(campaign ? { campaign } : {}), firstContactDay: true };
}

/** One Update of a day's counters, ADDing each amount (amounts of 0 left out). */
function addToDay(day: string, amounts: Record<string, number>): TransactItem {
  const entries = Object.entries(amounts).filter(([, amount]) => amount !== 0);
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':day': day, ':kind': 'leadAnalyticsCounter' };
  entries.forEach(([name, amount], i) => {
    names[`#c${i}`] = name;
    values[`:c${i}`] = amount;
  });
  return {
    Update: {
      TableName: tableName(),
      Key: dayKey(day),
      UpdateExpression: `SET #day = :day, kind = :kind${entries.length ? ` ADD ${entries.map((_, i) => `#c${i} :c${i}`).join(', ')}` : ''}`,
      ExpressionAttributeNames: { ...names, '#day': 'day' },
      ExpressionAttributeValues: values,
    },
  };
}

/** The amounts a lead adds to its day (times `sign`). */
function contribution(keys: AnalyticsKeys, status: LeadStatus, furthest: LeadStatus, sign: number): Record<string, number> {
  return {
    [`status#${status}`]: sign,
    [`furthest#${furthest}`]: sign,
    [`page#${keys.page}`]: sign,
    [`variant#${keys.variant}`]: sign,
    ...(keys.campaign ? { [`campaign#${keys.campaign}#${furthest}`]: sign } : {}),
  };
}

/**
 * A lead's counts on its arrival day, added (`sign` 1: its creation, a test mark taken off) or taken off (-1: marked as
 * a test), for that change's own transaction. None for a lead stored before these counters (no `analyticsKeys`).
 */
export function countLeadAnalytics(lead: AnalyticsCountedLead, sign: 1 | -1): TransactItem[] {
  if (!lead.analyticsKeys) return [];
  return [addToDay(dubaiDay(lead.createdAt), contribution(lead.analyticsKeys, lead.status, lead.furthestStatus ?? lead.status, sign))];
}

/**
 * A status change's counts, for the change's own transaction (access pattern: count a status change): one fewer in the
 * old status, one more in the new; when the new status is further than any reached, the lead moves to it in the
 * furthest counts and its campaign's. None for a test lead, or one stored before these counters.
 */
export function countLeadAnalyticsStatusChange(lead: AnalyticsCountedLead, to: LeadStatus): TransactItem[] {
  if (!lead.analyticsKeys || lead.test || lead.status === to) return [];
  const furthest = lead.furthestStatus ?? lead.status;
  const amounts: Record<string, number> = { [`status#${lead.status}`]: -1, [`status#${to}`]: 1 };
  if (rank(to) > rank(furthest)) {
    amounts[`furthest#${furthest}`] = -1;
    amounts[`furthest#${to}`] = 1;
    if (lead.analyticsKeys.campaign) {
      amounts[`campaign#${lead.analyticsKeys.campaign}#${furthest}`] = -1;
      amounts[`campaign#${lead.analyticsKeys.campaign}#${to}`] = 1;
    }
  }
  return [addToDay(dubaiDay(lead.createdAt), amounts)];
}

/** One stored day's counts, as read. */
export type LeadAnalyticsDay = { day: string; counts: Record<string, number> };

/**
 * The days `from` to `to` (access pattern: read the analytics' lead counters): one Query of
 * `sk BETWEEN DAY#<from> AND DAY#<to>` on one partition (at most one item per day: 400 for the longest range, about
 * 1 MB at the worst, so in practice one page; paged all the same).
 */
export async function readLeadAnalyticsDays(from: string, to: string): Promise<LeadAnalyticsDay[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': LEAD_ANALYTICS_PARTITION, ':from': `${DAY_PREFIX}${from}`, ':to': `${DAY_PREFIX}${to}` },
  });
  return items.map((item) => {
    const counts: Record<string, number> = {};
    for (const [name, value] of Object.entries(item)) if (typeof value === 'number' && name.includes('#')) counts[name] = value;
    return { day: String(item.sk).slice(DAY_PREFIX.length), counts };
  });
}

/** The lead figures of a range of days. */
export type LeadAnalyticsSummary = {
  leadsByDay: LeadsDay[];
  leadPages: LeadTotal[];
  leadVariants: LeadTotal[];
  campaigns: CampaignRow[];
  /** Leads, and how many reached each status (furthest status). */
  reached: Record<LeadStatus, number>;
};

const byMostLeads = (totals: Map<string, number>): LeadTotal[] =>
  [...totals.entries()]
    .filter(([, leads]) => leads > 0)
    .map(([page, leads]) => ({ page, leads }))
    .sort((a, b) => b.leads - a.leads || a.page.localeCompare(b.page));

/**
 * Sums stored days into the report's lead figures: the days by status, the totals per page and variant, the campaigns
 * (a lead counts at its furthest status, so reaching contacted means furthest contacted, qualified or closed), and the
 * funnel's lead counts. Counts of zero (a lead counted, then marked as a test) are left out.
 */
export function summariseLeadDays(days: readonly LeadAnalyticsDay[]): LeadAnalyticsSummary {
  const zeroStatuses = () => Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
  const leadsByDay: LeadsDay[] = [];
  const pages = new Map<string, number>();
  const variants = new Map<string, number>();
  const campaigns = new Map<string, Record<LeadStatus, number>>();
  const furthest = zeroStatuses();
  const isStatus = (value: string): value is LeadStatus => (LEAD_STATUSES as readonly string[]).includes(value);
  for (const { day, counts } of [...days].sort((a, b) => a.day.localeCompare(b.day))) {
    const byStatus = zeroStatuses();
    for (const [name, count] of Object.entries(counts)) {
      const hash = name.indexOf('#');
      const [kind, rest] = [name.slice(0, hash), name.slice(hash + 1)];
      if (kind === 'status' && isStatus(rest)) byStatus[rest] += count;
      else if (kind === 'furthest' && isStatus(rest)) furthest[rest] += count;
      else if (kind === 'page') pages.set(rest, (pages.get(rest) ?? 0) + count);
      else if (kind === 'variant') variants.set(rest, (variants.get(rest) ?? 0) + count);
      else if (kind === 'campaign') {
        const split = rest.lastIndexOf('#');
        const [key, status] = [rest.slice(0, split), rest.slice(split + 1)];
        if (!isStatus(status)) continue;
        const row = campaigns.get(key) ?? zeroStatuses();
        row[status] += count;
        campaigns.set(key, row);
      }
    }
    if (LEAD_STATUSES.some((status) => byStatus[status] !== 0)) leadsByDay.push({ day, ...byStatus });
  }
  const reachedOf = (byFurthest: Record<LeadStatus, number>) =>
    Object.fromEntries(LEAD_STATUSES.map((status) => [status, LEAD_STATUSES.filter((at) => reached(at, status)).reduce((sum, at) => sum + byFurthest[at], 0)])) as Record<LeadStatus, number>;
  const campaignRows: CampaignRow[] = [...campaigns.entries()]
    .map(([key, byFurthest]) => {
      const counts = reachedOf(byFurthest);
      return { ...campaignOfKey(key), leads: counts.new, contacted: counts.contacted, qualified: counts.qualified, closed: counts.closed };
    })
    .filter((row) => row.leads > 0)
    .sort((a, b) => b.leads - a.leads || a.source.localeCompare(b.source) || a.campaign.localeCompare(b.campaign));
  return { leadsByDay, leadPages: byMostLeads(pages), leadVariants: byMostLeads(variants), campaigns: campaignRows, reached: reachedOf(furthest) };
}

/**
 * Counts leads from scratch (the rebuild, and tests that compare the counters with a recount): per arrival day, what
 * `countLeadAnalytics` would have added for each lead that has `analyticsKeys` and is not a test.
 */
export function recountLeadAnalytics(leads: Iterable<AnalyticsCountedLead>): LeadAnalyticsDay[] {
  const days = new Map<string, Record<string, number>>();
  for (const lead of leads) {
    if (!lead.analyticsKeys || lead.test) continue;
    const day = dubaiDay(lead.createdAt);
    const counts = days.get(day) ?? {};
    for (const [name, amount] of Object.entries(contribution(lead.analyticsKeys, lead.status, lead.furthestStatus ?? lead.status, 1))) counts[name] = (counts[name] ?? 0) + amount;
    days.set(day, counts);
  }
  return [...days.entries()].map(([day, counts]) => ({ day, counts }));
}

/**
 * The writes that hold recounted days: each day's item replaced by its recount (a Put: counters no lead supports any
 * more are gone with it), for the rebuild; `add` ADDs them to what is stored instead (the seeder adding what it wrote).
 */
export function leadAnalyticsWrites(days: readonly LeadAnalyticsDay[], mode: 'add' | 'set'): TransactItem[] {
  if (mode === 'add') return days.map(({ day, counts }) => addToDay(day, counts));
  return days.map(({ day, counts }) => ({ Put: { TableName: tableName(), Item: { ...dayKey(day), day, kind: 'leadAnalyticsCounter', ...counts } } }));
}

/** The keys of every stored day, so a rebuild can delete the days no lead supports any more. */
export async function leadAnalyticsDayKeys(): Promise<{ pk: string; sk: string }[]> {
  const items = await queryAll({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': LEAD_ANALYTICS_PARTITION }, ProjectionExpression: 'pk, sk' });
  return items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
}

/**
 * Where the rebuild counts the leads stored before these counters (no `analyticsKeys`), by id: their page and variant
 * by the rules, their UTM pair under each arrival day's cap (the pairs leads already counted hold their places first,
 * then the others in order of arrival; beyond `utmValuesPerDay`, "(other)"). Without `firstContactDay`: whether such
 * a lead was counted in the first-contact counters is not known.
 */
export function keysForUncounted(leads: readonly Pick<AdminLead, 'id' | 'createdAt' | 'attribution' | 'analyticsKeys'>[]): Map<string, AnalyticsKeys> {
  const listed = new Map<string, Set<string>>();
  const listOf = (day: string) => listed.get(day) ?? listed.set(day, new Set()).get(day)!;
  for (const lead of leads) {
    const campaign = lead.analyticsKeys?.campaign;
    if (campaign && campaign !== OTHER_CAMPAIGN_KEY) listOf(dubaiDay(lead.createdAt)).add(campaign);
  }
  const keys = new Map<string, AnalyticsKeys>();
  for (const lead of [...leads].filter((each) => !each.analyticsKeys).sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    const key = campaignKeyOf(lead.attribution);
    const list = listOf(dubaiDay(lead.createdAt));
    const campaign = key === undefined ? undefined : list.has(key) || list.size < ANALYTICS_RULES.utmValuesPerDay ? (list.add(key), key) : OTHER_CAMPAIGN_KEY;
    keys.set(lead.id, { page: leadPageOf(lead.attribution), variant: leadVariantOf(lead.attribution), ...(campaign ? { campaign } : {}) });
  }
  return keys;
}
