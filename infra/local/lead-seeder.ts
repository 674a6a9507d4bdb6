/**
 * Realistic leads in bulk, for the benchmark and for trying the admin at scale: varied names, countries from the
 * form's list (a few much more common, as in real traffic), business activities, statuses, dates over the past year,
 * some guide downloads and some people who wrote more than once. Written with BatchWrite in parallel, then the
 * overview's counters are increased by exactly what was written, so they stay equal to a recount.
 * The table's client and TABLE_NAME must be configured before this module is imported (it loads the data modules).
 */
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { COUNTRIES } from '#shared/countries.ts';
import { documentClient } from '#functions/lib/clients/dynamodb.ts';
import { aggregateWrites, countLeads } from '#functions/data/lead-aggregates.ts';
import { leadItem, type Lead, type LeadStatus } from '#functions/data/leads.ts';
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

/** A small seeded generator (mulberry32), so the same count gives the same leads. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` leads created over the year before `now`. */
export function generateLeads(count: number, options: { seed?: number; now?: Date } = {}): Lead[] {
  const next = random(options.seed ?? 7);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const now = (options.now ?? new Date()).getTime();
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
    leads.push({
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
    });
  }
  return leads;
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
 * Writes the leads into the configured table (BatchWrite, `parallel` batches at a time) and adds them to the
 * overview's counters.
 * Returns how long it took.
 */
export async function seedLeads(leads: Lead[], options: { parallel?: number; onProgress?: (written: number) => void } = {}) {
  const started = performance.now();
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < leads.length; i += BATCH) batches.push(leads.slice(i, i + BATCH).map(leadItem));
  let nextBatch = 0;
  let written = 0;
  const worker = async () => {
    while (nextBatch < batches.length) {
      const batch = batches[nextBatch++]!;
      await writeBatch(batch);
      written += batch.length;
      if (written % 5000 < BATCH) options.onProgress?.(written);
    }
  };
  await Promise.all(Array.from({ length: options.parallel ?? 16 }, worker));
  for (const update of aggregateWrites(countLeads(leads), 'add')) await documentClient.send(new UpdateCommand(update!));
  return { ms: Math.round(performance.now() - started) };
}
