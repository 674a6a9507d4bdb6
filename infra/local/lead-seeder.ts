/**
 * Realistic leads in bulk, for the benchmark and for trying the admin at scale: varied names, countries from the
 * form's list (a few much more common, as in real traffic), business activities, statuses, dates over the past year,
 * some guide downloads and some people who wrote more than once; and the lead desk of issue 25 as the admin leaves it:
 * owners among a few members of staff (a share unassigned), a first contact logged for most leads past `new` and for
 * some still `new` (the others wait in the needs-first-contact queue), and follow-ups (some overdue, some due today,
 * some later). Each lead is stored with the index items its creation and later changes write (the queue item, the
 * owner index item, the follow-up index item; built by their own modules). Written with BatchWrite in parallel, then
 * the overview's counters, the first-contact counters and the analytics' lead counters are increased by exactly what
 * was written, so they stay equal to a recount.
 * The table's client and TABLE_NAME must be configured before this module is imported (it loads the data modules).
 */
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { COUNTRIES } from '#shared/countries.ts';
import { documentClient } from '#functions/lib/clients/dynamodb.ts';
import { countArrival, countFirstContact } from '#functions/data/first-contact-stats.ts';
import type { TransactItem } from '#functions/data/items.ts';
import { aggregateWrites, countLeads } from '#functions/data/lead-aggregates.ts';
import { leadAnalyticsWrites, recountLeadAnalytics } from '#functions/data/analytics-lead-counters.ts';
import { campaignKeyOf, leadPageOf, leadVariantOf } from '#shared/analytics/analytics-rules.ts';
import { followUpIndexItem } from '#functions/data/lead-follow-up-index.ts';
import { dubaiDayRange } from '#functions/data/lead-follow-ups.ts';
import { ownerIndexItem } from '#functions/data/lead-owner-index.ts';
import { firstContactQueueItem, leadItem, type Lead, type LeadStatus } from '#functions/data/leads.ts';
import { tableName as tableNameOf } from '#functions/data/table.ts';

const FIRST_NAMES = ['Amira', 'Oliver', 'Priya', 'James', 'Fatima', 'Lucas', 'Sofia', 'Mohammed', 'Emma', 'Raj', 'Chloé', 'Ahmed', 'Hannah', 'Wei', 'Noah', 'Aisha', 'Mateo', 'Zoë', 'Daniel', 'Leila', 'Ivan', 'Grace', 'Omar', 'Isabella', 'Kenji', 'Nadia', 'Samuel', 'Yara', 'Thomas', 'Ananya'];
const LAST_NAMES = ['Khan', 'Smith', 'Patel', 'Müller', 'García', 'Al Mansouri', 'Jones', 'Rossi', 'Nguyen', 'Kowalski', 'Haddad', 'Brown', 'Sato', 'Okafor', 'Dubois', 'Singh', 'Ivanova', "O'Brien", 'Silva', 'Cohen', 'Chen', 'Williams', 'Fernández', 'Nielsen', 'Rahman'];
const COMMON_COUNTRIES = ['United Kingdom', 'India', 'United States', 'Pakistan', 'Germany', 'France', 'Saudi Arabia', 'Egypt', 'Russia', 'Nigeria'] as const;
const ACTIVITIES = ['E-commerce', 'IT Consulting', 'General Trading', 'Marketing Agency', 'Real Estate', 'Software Development', 'Import & Export', 'Management Consulting', 'Restaurant', 'Fitness Coaching', 'Media Production', 'Logistics', 'Crypto & Fintech', 'Interior Design', 'Education & Training'];
const STRUCTURES = ['Free Zone', 'Mainland', 'Offshore'];
const FORMS = ['lead', 'lead', 'lead', 'uk_guide', 'uk_midpage', 'consultation', 'tax_report'];
const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
];
const UTM_SOURCES = ['google', 'facebook', 'linkedin', 'newsletter', 'instagram'];
const STATUS_WEIGHTS: [LeadStatus, number][] = [['new', 0.45], ['contacted', 0.25], ['qualified', 0.15], ['closed', 0.15]];
const FOLLOW_UP_NOTES = ['Call back about the visa quota', 'Send the free zone price comparison', 'Check the bank account documents', 'Ask whether the partners decided on mainland'];

/** The staff usernames seeded leads are owned by when none are given (the bench gives its own login first). */
export const SEED_STAFF = ['layla.haddad', 'tom.price', 'nadia.rahman'] as const;

/** Shares of the lead desk (issue 25) in seeded leads. */
const UNASSIGNED_SHARE = 0.3;
/** A first contact logged: most leads past `new`; some `new` ones too (contacted, status not moved yet). */
const CONTACTED_SHARE = { new: 0.25, other: 0.95 };
/** Leads not closed with a next follow-up, and of those the overdue and due-today shares (the rest later). */
const FOLLOW_UP_SHARE = 0.25;
const OVERDUE_SHARE = 0.35;
const DUE_TODAY_SHARE = 0.25;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A small seeded generator (mulberry32), so the same options give the same data (these leads, the analytics year). */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` leads created over the year before `now`, owned by `staff` (usernames; default SEED_STAFF) or unassigned. */
export function generateLeads(count: number, options: { seed?: number; now?: Date; staff?: readonly string[] } = {}): Lead[] {
  const next = seededRandom(options.seed ?? 7);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const now = (options.now ?? new Date()).getTime();
  const staff = options.staff?.length ? options.staff : SEED_STAFF;
  const today = dubaiDayRange(new Date(now));
  const year = 365 * 24 * 60 * 60 * 1000;
  const leads: Lead[] = [];
  for (let n = 0; n < count; n++) {
    const repeat = leads.length > 0 && next() < 0.05 ? pick(leads) : undefined;
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const fullName = repeat?.fullName ?? `${first} ${last}`;
    const email = repeat?.email ?? `${first}.${last}.${n}`.toLowerCase().normalize('NFKD').replace(/[^a-z0-9.]/g, '') + `@${pick(['gmail.com', 'outlook.com', 'yahoo.co.uk', 'company.ae', 'proton.me'])}`;
    const createdAt = new Date(now - Math.floor(next() * year)).toISOString();
    let roll = next();
    const status = STATUS_WEIGHTS.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? 'new';
    const accessedGuide = next() < 0.2;
    const country = next() < 0.1 ? undefined : next() < 0.7 ? pick(COMMON_COUNTRIES) : pick(COUNTRIES);
    const formType = pick(FORMS);
    const desk = deskFields({ createdAt, status, now, today, staff, next, pick });
    const lead: Lead = {
      id: `seed-${n.toString().padStart(7, '0')}-${Math.floor(next() * 1e9).toString(36)}`,
      fullName,
      email,
      phone: repeat?.phone ?? (next() < 0.5 ? `+971 5${Math.floor(next() * 10)} ${Math.floor(100 + next() * 900)} ${Math.floor(1000 + next() * 9000)}` : `+44 7700 ${Math.floor(100000 + next() * 900000)}`),
      status,
      country,
      businessActivity: next() < 0.8 ? pick(ACTIVITIES) : undefined,
      preferredStructure: next() < 0.6 ? pick(STRUCTURES) : undefined,
      companyName: next() < 0.3 ? `${last} Holdings` : undefined,
      additionalRequirements: next() < 0.2 ? 'Needs a visa for two partners and a corporate bank account.' : undefined,
      ipAddress: `203.0.113.${Math.floor(next() * 255)}`,
      userAgent: pick(USER_AGENTS),
      accessedGuide,
      guideAccessedAt: accessedGuide ? createdAt : undefined,
      createdAt,
      formType,
      attribution: next() < 0.5 ? { page: pick(['/', '/uk', '/uk-dubai', '/uk/tax-savings']), utmSource: pick(UTM_SOURCES), utmMedium: 'cpc', utmCampaign: 'dubai-setup' } : undefined,
      ...desk,
    };
    // Counted by the analytics as createLead counts it (issue 26): five sources and one campaign, far under the day's
    // cap, so no place in the list needs claiming; its furthest status is the one it is in.
    const campaign = campaignKeyOf(lead.attribution);
    const analyticsKeys = { page: leadPageOf(lead.attribution), variant: leadVariantOf(lead.attribution), ...(campaign ? { campaign } : {}), firstContactDay: true as const };
    leads.push({ ...lead, furthestStatus: status, analyticsKeys });
  }
  return leads;
}

/** A lead's desk fields: its owner, its first contact, its next follow-up (each absent for some leads). */
function deskFields(input: {
  createdAt: string;
  status: LeadStatus;
  now: number;
  today: { from: string; to: string };
  staff: readonly string[];
  next: () => number;
  pick: <T>(values: readonly T[]) => T;
}): Pick<Lead, 'owner' | 'firstContactAt' | 'followUp'> {
  const { next, pick, now } = input;
  const created = Date.parse(input.createdAt);
  const owner = next() < UNASSIGNED_SHARE ? undefined : pick(input.staff);
  // Most within hours, some late (beyond the 24-hour promise); never after now.
  const contactRoll = next();
  const delay = contactRoll < 0.6 ? next() * 6 * HOUR : contactRoll < 0.85 ? 6 * HOUR + next() * 18 * HOUR : DAY + next() * 2 * DAY;
  const contacted = next() < (input.status === 'new' ? CONTACTED_SHARE.new : CONTACTED_SHARE.other);
  const firstContactAt = contacted ? new Date(Math.min(now, created + Math.max(MINUTE, delay))).toISOString() : undefined;
  const planned = input.status !== 'closed' && next() < FOLLOW_UP_SHARE;
  const whenRoll = next();
  const share = next();
  if (!planned) return { owner, firstContactAt };
  // Overdue: since the lead arrived (at most two weeks back); due today: within the current Dubai day; else later.
  const overdueFrom = Math.max(created + HOUR, now - 14 * DAY);
  const todayFrom = Math.max(created, Date.parse(input.today.from));
  let at: number;
  if (whenRoll < OVERDUE_SHARE && overdueFrom < now - MINUTE) at = overdueFrom + share * (now - MINUTE - overdueFrom);
  else if (whenRoll < OVERDUE_SHARE + DUE_TODAY_SHARE) at = todayFrom + share * (Date.parse(input.today.to) - MINUTE - todayFrom);
  else at = now + DAY + share * 20 * DAY;
  // Planned after the lead arrived and before its time came (or now).
  const updatedAt = new Date(created + (share / 2) * (Math.min(now, at) - created)).toISOString();
  const followUp = { at: new Date(Math.floor(at / MINUTE) * MINUTE).toISOString(), note: pick(FOLLOW_UP_NOTES), by: owner ?? pick(input.staff), updatedAt };
  return { owner, firstContactAt, followUp };
}

/**
 * Every item a lead is stored as: the lead, and the index items the admin keeps beside it (issue 25): the queue item
 * while it waits for its first contact, its owner index item (its owner, or unassigned), its follow-up's index item.
 */
export function seededItems(lead: Lead): Record<string, unknown>[] {
  return [
    leadItem(lead),
    ...(lead.firstContactAt ? [] : [firstContactQueueItem(lead)]),
    ownerIndexItem(lead),
    ...(lead.followUp ? [followUpIndexItem(lead.id, lead.followUp.at, lead.status)] : []),
  ];
}

/**
 * The first-contact counters of the leads as their creations and first contacts counted them (first-contact-stats.ts),
 * summed into one Update per counter item: those counters are `ADD`s (`ADD #name :value, … SET kind = :kind`), so the
 * sum of many is one ADD of the sums. An update of another shape stops the seed rather than count wrongly.
 */
export function firstContactCounterWrites(leads: readonly Lead[]): NonNullable<TransactItem['Update']>[] {
  const counters = new Map<string, { update: NonNullable<TransactItem['Update']>; sums: Map<string, number> }>();
  const updates = leads.flatMap((lead) => [...countArrival(lead.createdAt), ...(lead.firstContactAt ? countFirstContact(lead.createdAt, lead.firstContactAt) : [])]);
  for (const { Update: update } of updates) {
    const adds = update && /^ADD (#\w+ :\w+(?:, #\w+ :\w+)*) SET kind = :kind$/.exec(update.UpdateExpression ?? '')?.[1];
    if (!update || !adds) throw new Error(`Not a counter update: ${JSON.stringify(update ?? {})}`);
    const key = JSON.stringify(update.Key);
    const counter = counters.get(key) ?? { update, sums: new Map<string, number>() };
    counters.set(key, counter);
    for (const pair of adds.split(', ')) {
      const [name, value] = pair.split(' ') as [string, string];
      const attribute = update.ExpressionAttributeNames![name]!;
      counter.sums.set(attribute, (counter.sums.get(attribute) ?? 0) + Number(update.ExpressionAttributeValues![value]));
    }
  }
  return [...counters.values()].map(({ update, sums }) => {
    const names = [...sums.keys()];
    return {
      TableName: update.TableName,
      Key: update.Key,
      UpdateExpression: `ADD ${names.map((_, i) => `#c${i} :c${i}`).join(', ')} SET kind = :kind`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#c${i}`, name])),
      ExpressionAttributeValues: { ...Object.fromEntries(names.map((name, i) => [`:c${i}`, sums.get(name)])), ':kind': update.ExpressionAttributeValues![':kind'] },
    };
  });
}

const BATCH = 25;

async function writeBatch(items: Record<string, unknown>[]) {
  const tableName = tableNameOf();
  let requests = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; requests.length; attempt++) {
    const result = await documentClient.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
    requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
    if (requests.length) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
  }
}

/**
 * Writes the leads and their index items into the configured table (BatchWrite, `parallel` batches at a time) and
 * adds them to the overview's counters and the first-contact counters.
 * Returns how long it took.
 */
export async function seedLeads(leads: Lead[], options: { parallel?: number; onProgress?: (written: number) => void } = {}) {
  const started = performance.now();
  const batches: Record<string, unknown>[][] = [];
  const items = leads.flatMap(seededItems);
  for (let i = 0; i < items.length; i += BATCH) batches.push(items.slice(i, i + BATCH));
  let nextBatch = 0;
  let written = 0;
  let reported = 0;
  const worker = async () => {
    while (nextBatch < batches.length) {
      const batch = batches[nextBatch++]!;
      await writeBatch(batch);
      written += batch.filter((item) => item.kind === 'lead').length;
      if (written - reported >= 5000) options.onProgress?.((reported = written));
    }
  };
  await Promise.all(Array.from({ length: options.parallel ?? 16 }, worker));
  for (const update of [...aggregateWrites(countLeads(leads), 'add'), ...firstContactCounterWrites(leads)]) await documentClient.send(new UpdateCommand(update!));
  // The analytics' lead counters (issue 26): one ADD per arrival day of what was written.
  for (const { Update: update } of leadAnalyticsWrites(recountLeadAnalytics(leads), 'add')) await documentClient.send(new UpdateCommand(update!));
  return { ms: Math.round(performance.now() - started) };
}
