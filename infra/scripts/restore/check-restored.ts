/**
 * The checks `npm run restore` makes on a restored table before anyone switches to it (README, "Restoring the
 * table"), each against an explicitly named table through the injected client:
 *
 * 1. Counts per record type, restored beside live: the record type is the partition key's prefix (`LEAD#…` → LEAD,
 *    DATA-MODEL.md's `KIND#id`), with the sort key's marker when it is one (`LEAD#…`/`NOTE#…` → LEAD/NOTE). The live
 *    table has what came after the restore point too, so a difference is expected; a type missing is not.
 * 2. The overview's counters against a recount of the restored leads: the rebuild's own computation
 *    (lead-aggregates.ts `countLeads`, what `npm run leads:rebuild` sets) compared with the stored counters
 *    (`readLeadAggregates`), each difference listed; `npm run leads:rebuild -- --table <restored>` mends them.
 * 3. A sample of items (some of every type) read back by key (GetItem) and through every index whose keys they carry
 *    (Query), and compared with the live table's item of the same key (same / changed since / gone since).
 *
 * It reads whole tables (Scan, a page at a time): an operator's check of a table nobody uses yet, never something the
 * product does. It never prints an item, only record types, keys' types and counts.
 */
import { type AttributeValue, type DynamoDBClient, GetItemCommand, QueryCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { countLeads, readLeadAggregates, type LeadAggregates, type NamedCount } from '#functions/data/lead-aggregates.ts';
import type { Lead } from '#functions/data/leads.ts';
import { pagesOf, queryAll } from '#functions/data/paged-reads.ts';
import { TABLE_KEYS } from '#functions/data/table.ts';

type RawItem = Record<string, AttributeValue>;

export type TypeCount = { type: string; restored: number; live: number };

export type SampleReport = {
  /** Items read back by key from the restored table. */
  read: number;
  /** Record types of sampled items GetItem did not give back as scanned (must be none). */
  unreadable: string[];
  /** `<record type> via <index>` for sampled items an index did not find (must be none). */
  indexMisses: string[];
  /** Compared with the live table: the same item, changed since the restore point, gone since. */
  sameInLive: number;
  changedInLive: number;
  goneFromLive: number;
};

export type CheckReport = {
  counts: TypeCount[];
  /** Leads recounted, and each counter whose stored value differs from the recount (`countries/Germany: stored 3, recount 4`). */
  counters: { leads: number; differences: string[] };
  sample: SampleReport;
  /** The table serves its items by key and through its indexes (the counters can be rebuilt, a count can differ). */
  ok: boolean;
};

/** The record type of an item from its keys (see the header). */
export function recordTypeOf(pk: string, sk: string): string {
  const kind = pk.split('#')[0] || pk;
  const marker = sk.split('#')[0] ?? '';
  return /^[A-Z][A-Z_]*$/.test(marker) && marker !== kind ? `${kind}/${marker}` : kind;
}

const text = (value: AttributeValue | undefined) => value?.S ?? '';
const typeOfItem = (item: RawItem) => recordTypeOf(text(item[TABLE_KEYS.partitionKey]), text(item[TABLE_KEYS.sortKey]));
const keyOf = (item: RawItem): RawItem => ({ [TABLE_KEYS.partitionKey]: item[TABLE_KEYS.partitionKey]!, [TABLE_KEYS.sortKey]: item[TABLE_KEYS.sortKey]! });

/** An item as comparable text: attributes in a fixed order at every depth (DynamoDB gives them in any order). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return value instanceof Uint8Array ? JSON.stringify(Buffer.from(value).toString('base64')) : JSON.stringify(value);
}

/** Pages through a whole table, handing each page's items to `visit`. */
async function scanPages(dynamodb: DynamoDBClient, table: string, visit: (items: RawItem[]) => void): Promise<void> {
  for await (const items of pagesOf((ExclusiveStartKey) => dynamodb.send(new ScanCommand({ TableName: table, ExclusiveStartKey })))) visit(items);
}

/** Counts per record type, and up to `sampleSize` items of each type (reservoir sampling: any item as likely as another). */
async function countAndSample(dynamodb: DynamoDBClient, table: string, sampleSize: number, random: () => number) {
  const counts = new Map<string, number>();
  const samples = new Map<string, RawItem[]>();
  await scanPages(dynamodb, table, (items) => {
    for (const item of items) {
      const type = typeOfItem(item);
      const seen = (counts.get(type) ?? 0) + 1;
      counts.set(type, seen);
      const reservoir = samples.get(type) ?? [];
      if (reservoir.length < sampleSize) reservoir.push(item);
      else {
        const slot = Math.floor(random() * seen);
        if (slot < sampleSize) reservoir[slot] = item;
      }
      samples.set(type, reservoir);
    }
  });
  return { counts, samples };
}

/** Up to `size` sampled items, taken in turn from each type so every type is read at least once when size allows. */
function pickInTurn(samples: Map<string, RawItem[]>, size: number): RawItem[] {
  const queues = [...samples.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, items]) => [...items]);
  const picked: RawItem[] = [];
  while (picked.length < size && queues.some((queue) => queue.length)) {
    for (const queue of queues) if (queue.length && picked.length < size) picked.push(queue.shift()!);
  }
  return picked;
}

/** Whether an index finds the item by the index keys it carries. */
async function indexFinds(dynamodb: DynamoDBClient, table: string, index: (typeof TABLE_KEYS.indexes)[keyof typeof TABLE_KEYS.indexes], item: RawItem): Promise<boolean> {
  const pages = pagesOf((ExclusiveStartKey) =>
    dynamodb.send(
      new QueryCommand({
        TableName: table,
        IndexName: index.name,
        KeyConditionExpression: '#ipk = :ipk AND #isk = :isk',
        ExpressionAttributeNames: { '#ipk': index.partitionKey, '#isk': index.sortKey },
        ExpressionAttributeValues: { ':ipk': item[index.partitionKey]!, ':isk': item[index.sortKey]! },
        ExclusiveStartKey,
      }),
    ),
  );
  for await (const items of pages) if (items.some((found) => canonical(keyOf(found)) === canonical(keyOf(item)))) return true;
  return false;
}

async function readBack(dynamodb: DynamoDBClient, tables: { restored: string; live: string }, sample: readonly RawItem[]): Promise<SampleReport> {
  const report: SampleReport = { read: 0, unreadable: [], indexMisses: [], sameInLive: 0, changedInLive: 0, goneFromLive: 0 };
  for (const item of sample) {
    const type = typeOfItem(item);
    const again = await dynamodb.send(new GetItemCommand({ TableName: tables.restored, Key: keyOf(item), ConsistentRead: true }));
    report.read++;
    if (!again.Item || canonical(again.Item) !== canonical(item)) report.unreadable.push(type);
    for (const index of Object.values(TABLE_KEYS.indexes)) {
      if (!item[index.partitionKey] || !item[index.sortKey]) continue;
      if (!(await indexFinds(dynamodb, tables.restored, index, item))) report.indexMisses.push(`${type} via ${index.name}`);
    }
    const live = await dynamodb.send(new GetItemCommand({ TableName: tables.live, Key: keyOf(item), ConsistentRead: true }));
    if (!live.Item) report.goneFromLive++;
    else if (canonical(live.Item) === canonical(item)) report.sameInLive++;
    else report.changedInLive++;
  }
  return report;
}

/** Every lead of a table (the `LEAD` partition of gsi1, as the rebuild reads them), without their keys. */
async function leadsOf(documents: DynamoDBDocumentClient, table: string): Promise<Lead[]> {
  const { name, partitionKey } = TABLE_KEYS.indexes.byKind;
  const items = await queryAll(
    { TableName: table, IndexName: name, KeyConditionExpression: '#p = :lead', ExpressionAttributeNames: { '#p': partitionKey }, ExpressionAttributeValues: { ':lead': 'LEAD' } },
    { client: documents },
  );
  return items as Lead[];
}

/** Each counter whose stored value is not the recount's (counters at 0 that no lead needs are no difference). */
export function counterDifferences(stored: LeadAggregates, recount: LeadAggregates): string[] {
  const differences: string[] = [];
  for (const name of Object.keys(recount.totals) as (keyof LeadAggregates['totals'])[]) {
    if (stored.totals[name] !== recount.totals[name]) differences.push(`totals/${name}: stored ${stored.totals[name]}, recount ${recount.totals[name]}`);
  }
  const named = (group: 'countries' | 'activities', key: (name: string) => string) => {
    const storedBy = new Map(stored[group].map((entry: NamedCount) => [key(entry.name), entry]));
    const recountBy = new Map(recount[group].map((entry: NamedCount) => [key(entry.name), entry]));
    for (const [name, entry] of [...new Set([...storedBy.keys(), ...recountBy.keys()])].sort().map((name) => [name, recountBy.get(name) ?? storedBy.get(name)!] as const)) {
      const was = storedBy.get(name)?.count ?? 0;
      const is = recountBy.get(name)?.count ?? 0;
      if (was !== is) differences.push(`${group}/${entry.name}: stored ${was}, recount ${is}`);
    }
  };
  named('countries', (name) => name);
  // Activities are counted by their trimmed, lower-case spelling (lead-aggregates.ts).
  named('activities', (name) => name.trim().replace(/\s+/g, ' ').toLowerCase());
  return differences;
}

/**
 * Checks the restored table (see the header). `live` is the table it was restored from, read only. `random` picks the
 * sample (injected so a test can fix it).
 */
export async function checkRestoredTable(
  dynamodb: DynamoDBClient,
  tables: { restored: string; live: string },
  options: { sampleSize?: number; random?: () => number } = {},
): Promise<CheckReport> {
  const sampleSize = options.sampleSize ?? 25;
  const random = options.random ?? Math.random;
  const restored = await countAndSample(dynamodb, tables.restored, sampleSize, random);
  const live = await countAndSample(dynamodb, tables.live, 0, random);
  const counts = [...new Set([...restored.counts.keys(), ...live.counts.keys()])]
    .sort()
    .map((type) => ({ type, restored: restored.counts.get(type) ?? 0, live: live.counts.get(type) ?? 0 }));

  const documents = DynamoDBDocumentClient.from(dynamodb);
  const leads = await leadsOf(documents, tables.restored);
  const stored = await readLeadAggregates({ client: documents, tableName: tables.restored });
  const differences = counterDifferences(stored, countLeads(leads));

  const sample = await readBack(dynamodb, tables, pickInTurn(restored.samples, sampleSize));
  return { counts, counters: { leads: leads.length, differences }, sample, ok: !sample.unreadable.length && !sample.indexMisses.length };
}
