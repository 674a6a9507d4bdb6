/**
 * The re-run of the erasures logged since a restore point (`npm run privacy:rerun-erasures`, issue 23): a restore
 * from backup (point-in-time recovery) brings back the people erased after the restore point; this erases them again.
 * Run it straight after the restore, before the site takes new submissions (a person who sends a form again after
 * the restore, and before the re-run, would be erased with the rest).
 *
 * 1. The log: every 'privacy.erase' audit entry at or after `since` (Query of the audit kind on `gsi1`, its sort key
 *    `<at>#<id>` from `since`), oldest first, read before anything changes.
 * 2. By key: each logged key (`<pk>|<sk>`) is read (GetItem); an item that exists again, and still holds the person's
 *    data, is erased by its record type's rule, through the same code as the erasure itself (erasure.ts `eraseFound`):
 *    a lead or capture becomes its tombstone again, notes, outbox items, tax reports, tokens, spam are deleted, audit
 *    entries redacted, and a sync record that exists again becomes 'erase' work for its provider (unless the erasure
 *    left the providers their copy, as the retention rule does when the address has another lead kept: then it is
 *    deleted again). Each erasure re-applied so is logged as an erasure of its own (reason 'restore', `rerunOf` the
 *    original).
 * 3. By keyed hash: the keys the log does not name (a newsletter subscription, the tax report quota, a restriction
 *    marker, anything stored between the erasure and the backup's copy) are found by comparing the HMAC of each
 *    lead's, subscription's, tax report's and spam submission's normalised address and number with the logged
 *    HMACs. Those kinds are read whole, a page at a time (Query by kind on `gsi1`, no Scan; the product never reads a
 *    whole kind for a person, only this operator script does). Each person recognised is erased through the normal
 *    path, `erasePerson` (cause `restore`), which also reaches their quota and restriction markers by address. The
 *    retention rule's erasures, scoped to one lead, log no hash, so they never erase a person whose other leads are kept.
 *
 * With `dryRun`, it reads the same and changes nothing; the summary says what it would do. It never names a person:
 * its report is erasure ids, record types and counts.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PersonalRecordType } from '#shared/admin/privacy-contract.ts';
import { PRIVACY_AUDIT_ACTIONS } from '#shared/admin/privacy-messages.ts';
import { phoneE164 } from '#shared/lead/phone-e164.ts';
import { queryPage } from '../data/items.ts';
import { queryAll } from '../data/paged-reads.ts';
import { kindPartition, TABLE_KEYS, tableName } from '../data/table.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { identifierHmac } from '../lib/privacy-hmac.ts';
import { PERSON_FIELDS_OF } from './backfill-person-keys.ts';
import { eraseFound, erasePerson, recordErasure, type ErasureDeps, type FoundItems } from './erasure.ts';
import { personOf } from './person-context.ts';
import { isSearchable, PERSONAL_DATA, type SearchableRule } from './personal-data.ts';

type Item = Record<string, unknown>;

/** The cause of every erasure the re-run makes. */
export const RESTORE_CAUSE = { actor: 'restore', reason: 'restore' } as const;

/** One logged erasure, as its audit entry keeps it. */
export type LoggedErasure = {
  erasureId: string;
  at: string;
  requestId?: string;
  keys: string[];
  emailHmacs: string[];
  phoneHmacs: string[];
  /** The erasure left the providers their copy (the retention rule, when the address has another lead kept): so does its re-run. */
  providerCopiesKept?: boolean;
};

export type RerunOptions = ErasureDeps & {
  /** The restore point: erasures logged at or after it are applied again (ISO 8601). */
  since: string;
  dryRun?: boolean;
  /** Items read per page of a kind (step 3). */
  pageSize?: number;
  /** Told each thing done (or, dry, that would be done): erasure ids, record types and counts, never a person. */
  log?: (line: string) => void;
};

export type RerunSummary = {
  /** Erasures logged since the restore point. */
  erasures: number;
  /** Of those, the erasures of which something existed again and was (or would be) erased by key. */
  reapplied: number;
  /** Items erased (or to erase) by their logged key, by record type. */
  itemsReErased: Partial<Record<PersonalRecordType, number>>;
  /** People recognised by the keyed hash of their address or number, with items the log did not name. */
  peopleFoundByHash: number;
  /** Their items erased (or to erase), by record type. */
  itemsOfPeopleFound: Partial<Record<PersonalRecordType, number>>;
  /** Providers asked (again) to delete their copy (0 in a dry run). */
  providersAsked: number;
  /** Logged keys of no record type the re-run knows (left as they are, and reported). */
  unknownKeys: string[];
};

/** The record type of a logged key, from its partition and sort key (undefined: a key of no known type). */
export const LOGGED_KEY_TYPES: readonly [RegExp, PersonalRecordType][] = [
  [/^LEAD#[^|]+\|LEAD$/, 'lead'],
  [/^LEAD#[^|]+\|NOTE#/, 'leadNote'],
  [/^LEAD#[^|]+\|OUTREACH#/, 'leadContact'],
  [/^LEADSYNC#[^|]+\|/, 'leadSync'],
  [/^LEADOUTBOX#[^|]+\|/, 'leadOutbox'],
  [/^AUDIT#lead#[^|]+\|/, 'leadAudit'],
  [/^TAX_REPORT#[^|]+\|TAX_REPORT$/, 'taxReportRequest'],
  [/^REPORT_QUOTA#recipient#/, 'taxReportQuota'],
  [/^NEWSLETTER#[^|]+\|NEWSLETTER$/, 'newsletterSubscription'],
  [/^NEWSLETTER#[^|]+\|OUTBOX$/, 'newsletterOutbox'],
  [/^NEWSLETTER_TOKEN#/, 'newsletterToken'],
  [/^SPAM#[^|]+\|SPAM$/, 'spamSubmission'],
  [/^RESTRICTION#/, 'restrictionMarker'],
];

export function recordTypeOfKey(key: string): PersonalRecordType | undefined {
  return LOGGED_KEY_TYPES.find(([pattern]) => pattern.test(key))?.[1];
}

const isCapture = (lead: Item) => lead.formType !== undefined && lead.formType !== 'lead';

/** Whether an item read again still holds what its erasure removed (a tombstone, a redacted entry do not). */
function stillHeld(type: PersonalRecordType, item: Item): boolean {
  if (type === 'lead' || type === 'capture') return item.erasedAt === undefined;
  if (type === 'leadAudit') return item.before !== undefined || item.after !== undefined || item.ip !== undefined;
  if (type === 'leadSync') return item.operation !== 'erase';
  return true;
}

const ruleOf = (type: PersonalRecordType): SearchableRule => {
  const rule = PERSONAL_DATA.filter(isSearchable).find((candidate) => candidate.type === type);
  if (!rule) throw new Error(`No erasure rule for the record type ${type}`);
  return rule;
};

const strings = (value: unknown) => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);

/** Every 'privacy.erase' audit entry at or after `since`, oldest first (access pattern: the audit kind, `gsi1`, from a time). */
export async function loggedErasuresSince(since: string): Promise<LoggedErasure[]> {
  const { name, partitionKey, sortKey } = TABLE_KEYS.indexes.byKind;
  const entries = await queryAll({
    TableName: tableName(),
    IndexName: name,
    KeyConditionExpression: '#pk = :audit AND #sk >= :since',
    FilterExpression: '#action = :erase',
    ExpressionAttributeNames: { '#pk': partitionKey, '#sk': sortKey, '#action': 'action' },
    ExpressionAttributeValues: { ':audit': 'AUDIT', ':since': since, ':erase': PRIVACY_AUDIT_ACTIONS.erase },
  });
  return entries.map((entry) => {
    const after = (entry.after ?? {}) as Item;
    return {
      erasureId: String(entry.target).replace(/^privacy#erasure#/, ''),
      at: String(entry.at),
      ...(typeof after.requestId === 'string' ? { requestId: after.requestId } : {}),
      ...(after.providerCopiesKept === true ? { providerCopiesKept: true } : {}),
      keys: strings(after.keys),
      emailHmacs: strings(after.emailHmacs),
      phoneHmacs: strings(after.phoneHmacs),
    };
  });
}

/** The items a logged erasure named that exist again and still hold the person's data, grouped by record type. */
async function itemsBackAgain(erasure: LoggedErasure, unknownKeys: string[]): Promise<{ found: FoundItems[]; leads: Item[] }> {
  const byType = new Map<PersonalRecordType, Item[]>();
  const leads: Item[] = [];
  for (const key of erasure.keys) {
    const type = recordTypeOfKey(key);
    if (!type) {
      unknownKeys.push(key);
      continue;
    }
    const [pk, ...rest] = key.split('|');
    const answer = await documentClient.send(new GetCommand({ TableName: tableName(), Key: { pk, sk: rest.join('|') }, ConsistentRead: true }));
    const item = answer.Item;
    if (!item) continue;
    const itemType = type === 'lead' && isCapture(item) ? 'capture' : type;
    if (type === 'lead') leads.push(item);
    if (!stillHeld(itemType, item)) continue;
    byType.set(itemType, [...(byType.get(itemType) ?? []), item]);
  }
  return { found: [...byType].map(([type, items]) => ({ rule: ruleOf(type), items })), leads };
}

/** One identifier of a person, as personOf takes it. */
type Identifier = { email: string } | { phone: string };

/** The address and number an item of a kind read in step 3 holds (the way the kind's own module reads them). */
function identifiersOf(kind: string, item: Item): { email?: string; phone?: string } {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
  if (kind === 'LEAD') return { email: text(item.email), phone: text(item.phoneE164) ?? (text(item.phone) && phoneE164(String(item.phone), text(item.country))) };
  if (kind === 'NEWSLETTER') return { email: text(item.email) };
  // A tax report's personalDetails; a spam submission's body as sent (the back-fill of their person keys reads them so).
  const fields = PERSON_FIELDS_OF[kind as keyof typeof PERSON_FIELDS_OF](item);
  return { email: text(fields.email), phone: text(fields.phone) && phoneE164(String(fields.phone), text(fields.country)) };
}

/** The kinds whose items are compared by keyed hash (each listed on `gsi1`). */
const HASHED_KINDS = ['LEAD', 'NEWSLETTER', 'TAX_REPORT', 'SPAM'] as const;

/** The identifiers of the items of the hashed kinds whose HMAC an erasure logged (each identifier once). */
async function identifiersLogged(erasures: readonly LoggedErasure[], pageSize: number): Promise<Identifier[]> {
  const emailHmacs = new Set(erasures.flatMap((erasure) => erasure.emailHmacs));
  const phoneHmacs = new Set(erasures.flatMap((erasure) => erasure.phoneHmacs));
  const found = new Map<string, Identifier>();
  if (!emailHmacs.size && !phoneHmacs.size) return [];
  for (const kind of HASHED_KINDS) {
    let startKey: Record<string, string | number> | undefined;
    do {
      const page = await queryPage({ index: 'byKind', partition: kindPartition(kind), limit: pageSize, startKey });
      for (const item of page.items) {
        const { email, phone } = identifiersOf(kind, item);
        if (email && emailHmacs.has(await identifierHmac('email', email))) found.set(`email:${email.trim().toLowerCase()}`, { email });
        if (phone && phoneHmacs.has(await identifierHmac('phone', phone))) found.set(`phone:${phone}`, { phone });
      }
      startKey = page.lastKey;
    } while (startKey);
  }
  return [...found.values()];
}

const add = (into: Partial<Record<PersonalRecordType, number>>, type: PersonalRecordType, count: number) => (into[type] = (into[type] ?? 0) + count);
const describe = (counts: Partial<Record<PersonalRecordType, number>>) =>
  Object.entries(counts).map(([type, count]) => `${count} ${type}`).join(', ');

/** Applies again every erasure logged since `since` (see the header); `dryRun` changes nothing. */
export async function rerunErasures(options: RerunOptions): Promise<RerunSummary> {
  const log = options.log ?? (() => undefined);
  const now = options.now ?? (() => new Date());
  const verb = options.dryRun ? 'would erase' : 'erased';
  const erasures = await loggedErasuresSince(options.since);
  const summary: RerunSummary = { erasures: erasures.length, reapplied: 0, itemsReErased: {}, peopleFoundByHash: 0, itemsOfPeopleFound: {}, providersAsked: 0, unknownKeys: [] };
  // Read before anything changes: the people the log's hashes recognise, among the items as restored.
  const identifiers = await identifiersLogged(erasures, options.pageSize ?? 500);
  const loggedKeys = new Set(erasures.flatMap((erasure) => erasure.keys));

  // Step 2: the logged keys.
  for (const erasure of erasures) {
    const { found, leads } = await itemsBackAgain(erasure, summary.unknownKeys);
    if (!found.length) continue;
    summary.reapplied++;
    for (const { rule, items } of found) add(summary.itemsReErased, rule.type, items.length);
    log(`Erasure ${erasure.erasureId} (${erasure.at}): ${verb} by key ${describe(Object.fromEntries(found.map(({ rule, items }) => [rule.type, items.length])))}.`);
    if (options.dryRun) continue;
    const at = now();
    const keepProviderCopies = erasure.providerCopiesKept ?? false;
    const erased = await eraseFound(found, { now: at, leads, keepProviderCopies });
    summary.providersAsked += erased.providersAsked;
    await recordErasure((options.newId ?? randomUUID)(), at, { ...RESTORE_CAUSE, keepProviderCopies, ...(erasure.requestId ? { requestId: erasure.requestId } : {}) }, erased, {
      emailHmacs: erasure.emailHmacs,
      phoneHmacs: erasure.phoneHmacs,
      rerunOf: erasure.erasureId,
    });
  }

  // Step 3: the people recognised by hash, for what the log did not name.
  const reached = new Set<string>();
  for (const identifier of identifiers) {
    const name = 'email' in identifier ? `email:${identifier.email.trim().toLowerCase()}` : `phone:${identifier.phone}`;
    if (reached.has(name)) continue;
    const person = await personOf(identifier);
    for (const email of person.emails) reached.add(`email:${email}`);
    for (const phone of person.phones) reached.add(`phone:${phone}`);
    const held = await Promise.all(
      PERSONAL_DATA.filter(isSearchable).map(async (rule) => ({ rule, items: (await rule.find(person)).filter((item) => !loggedKeys.has(`${String(item.pk)}|${String(item.sk)}`) && stillHeld(rule.type, item)) })),
    );
    const counts = Object.fromEntries(held.filter(({ items }) => items.length).map(({ rule, items }) => [rule.type, items.length])) as Partial<Record<PersonalRecordType, number>>;
    if (!Object.keys(counts).length) continue;
    summary.peopleFoundByHash++;
    for (const [type, count] of Object.entries(counts)) add(summary.itemsOfPeopleFound, type as PersonalRecordType, count);
    log(`A person recognised by the keyed hash of their ${'email' in identifier ? 'e-mail address' : 'phone number'}: ${verb} ${describe(counts)}.`);
    if (options.dryRun) continue;
    const erased = await erasePerson(person, RESTORE_CAUSE, { now, ...(options.newId ? { newId: options.newId } : {}) });
    summary.providersAsked += erased.providersAsked;
  }
  for (const key of summary.unknownKeys) log(`A logged key of no known record type, left as it is: ${key}`);
  return summary;
}
