/**
 * Erasure of one person everywhere (issue 23), shared by the Privacy view's Erase action, the retention job and the
 * re-run after a restore. Each record type is treated as its registry rule says (personal-data.ts `erasure`):
 * - leads and captures become anonymous tombstones: they still count in the totals and keep their status, country,
 *   business activity, form and campaign, but no name, address, number, company, message, network address, browser,
 *   referrer, consent or note; every search key derived from them is removed, so no search finds them again;
 * - notes, contact timeline entries (their outcomes can name the person), outbox items, tax report requests and
 *   quotas, newsletter records and their tokens, spam submissions: deleted;
 * - audit entries about the person's leads keep who did what and when, without their before and after values;
 * - every provider holding a copy is asked, through the drain's retrying delivery, to delete it.
 * The erasure writes one audit entry of its own: who, when, which request, how many items of each type, the keys of
 * the items (except keys derived from the address itself), and an HMAC of each normalised address and number, so it
 * can be run again after a restore (`npm run privacy:rerun-erasures`, rerun-erasures.ts). Nothing else about the person remains.
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PersonalRecordType } from '#shared/admin/privacy-contract.ts';
import { PRIVACY_AUDIT_ACTIONS } from '#shared/admin/privacy-messages.ts';
import { recordAudit } from '../data/audit-log.ts';
import { leaveFirstContactQueue } from '../data/lead-contacts.ts';
import { dropFollowUpIndex } from '../data/lead-follow-ups.ts';
import { dropOwnerIndex } from '../data/lead-owner-index.ts';
import { requestProviderOperation } from '../data/lead-syncs.ts';
import { LEAD_DERIVED_ATTRIBUTES, leadKey } from '../data/leads.ts';
import { tableName } from '../data/table.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { identifierHmac } from '../lib/privacy-hmac.ts';
import { isSearchable, PERSONAL_DATA, type ErasureStrategy, type PersonContext, type SearchableRule } from './personal-data.ts';

type Item = Record<string, unknown>;

export type ErasureDeps = { now?: () => Date; newId?: () => string };

/** Who erases and why: staff answering a request, the retention rule, or the re-run of a logged erasure after a restore. */
export type ErasureCause = {
  actor: string;
  reason: 'request' | 'retention' | 'restore';
  requestId?: string;
  ip?: string;
  /**
   * The providers keep their copy: the erased leads' sync records are deleted instead of asking the providers to
   * delete the contact. For the retention rule, when the same address has another lead still kept (the providers key a
   * contact by its address, so deleting it would delete the kept lead's contact too).
   */
  keepProviderCopies?: boolean;
};

export type ErasureSummary = {
  erasureId: string;
  at: string;
  /** Items erased, by record type (types with none left out). */
  counts: Partial<Record<PersonalRecordType, number>>;
  /** Providers asked to delete their copy. */
  providersAsked: number;
};

/** The lead fields a tombstone keeps: what the totals and the campaign figures count, nothing that names anyone. */
const TOMBSTONE_KEEPS = new Set(['pk', 'sk', 'kind', 'id', 'status', 'createdAt', 'country', 'businessActivity', 'preferredStructure', 'formType', 'accessedGuide', 'guideAccessedAt', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'erasedAt', 'test', 'furthestStatus', 'analyticsKeys']);
/** Required fields of a lead, kept present but empty. */
const TOMBSTONE_EMPTIES = ['fullName', 'email', 'phone', 'ipAddress', 'userAgent'] as const;
/** The campaign fields of the attribution a tombstone keeps (the page and referrer may carry an address in a query). */
const ATTRIBUTION_KEEPS = ['landingVariant', 'utmSource', 'utmMedium', 'utmCampaign'] as const;

/**
 * The lead as an anonymous tombstone (one Update; the lead must still exist). First out of the needs-first-contact
 * queue (and its waiting count), so no nameless row waits there: no one can be contacted any more. Its follow-up goes
 * with its other fields (`followUp` is always removed, even one set after the lead was read), then its entry in the
 * follow-up views: after the tombstone, since a follow-up is never set on an erased lead (lead-follow-ups.ts).
 */
async function anonymiseLead(lead: Item, at: string): Promise<void> {
  await leaveFirstContactQueue(String(lead.id));
  const remove = [...new Set([...Object.keys(lead).filter((name) => !TOMBSTONE_KEEPS.has(name) && !(TOMBSTONE_EMPTIES as readonly string[]).includes(name) && name !== 'attribution'), ...LEAD_DERIVED_ATTRIBUTES, 'followUp'])];
  const attribution = Object.fromEntries(ATTRIBUTION_KEEPS.flatMap((field) => { const value = (lead.attribution as Item | undefined)?.[field]; return typeof value === 'string' ? [[field, value]] : []; }));
  const names: Record<string, string> = {};
  remove.forEach((name, index) => (names[`#r${index}`] = name));
  TOMBSTONE_EMPTIES.forEach((name, index) => (names[`#e${index}`] = name));
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: leadKey(String(lead.id)),
      UpdateExpression: `SET ${TOMBSTONE_EMPTIES.map((_, index) => `#e${index} = :empty`).join(', ')}, erasedAt = :at, attribution = :attribution${remove.length ? ` REMOVE ${remove.map((_, index) => `#r${index}`).join(', ')}` : ''}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { ...names },
      ExpressionAttributeValues: { ':empty': '', ':at': at, ':attribution': attribution },
    }),
  );
  await dropFollowUpIndex(String(lead.id));
  // Out of "My leads" and "Unassigned" likewise after the tombstone (which has no owner): no owner is set on an erased lead.
  await dropOwnerIndex(String(lead.id));
}

const deleteItem = (item: Item) => documentClient.send(new DeleteCommand({ TableName: tableName(), Key: { pk: item.pk, sk: item.sk } }));

/** An audit entry keeps its actor, action, target and time; its values about the person go. */
const redactAudit = (item: Item, at: string) =>
  documentClient.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: item.pk, sk: item.sk },
      UpdateExpression: 'SET redactedAt = :at REMOVE #before, #after, ip',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#before': 'before', '#after': 'after' },
      ExpressionAttributeValues: { ':at': at },
    }),
  );

/** Keys derived from the address itself (the newsletter's mailbox key, the quota's hash of it, a restriction marker's address or number) are not logged. */
const keyNamesNoOne = (item: Item) => !/^(NEWSLETTER#|REPORT_QUOTA#|RESTRICTION#)/.test(String(item.pk));

/**
 * Erases everything held about the person: every item the registry finds for them, each by its type's strategy, then
 * the erasure's own audit entry. Items are found before anything changes, so the order of the steps cannot hide one.
 */
export async function erasePerson(person: PersonContext, cause: ErasureCause, deps: ErasureDeps = {}): Promise<ErasureSummary> {
  const now = (deps.now ?? (() => new Date()))();
  const erasureId = (deps.newId ?? randomUUID)();
  const found = await Promise.all(
    PERSONAL_DATA.filter(isSearchable).map(async (rule) => ({ rule, items: await rule.find(person) })),
  );
  const erased = await eraseFound(found, { now, leads: person.leads, keepProviderCopies: cause.keepProviderCopies });
  const [emailHmacs, phoneHmacs] = await Promise.all([
    Promise.all(person.emails.map((email) => identifierHmac('email', email))),
    Promise.all(person.phones.map((phone) => identifierHmac('phone', phone))),
  ]);
  await recordErasure(erasureId, now, cause, erased, { emailHmacs, phoneHmacs });
  return { erasureId, at: now.toISOString(), counts: erased.counts, providersAsked: erased.providersAsked };
}

/** One record type's items, as its registry rule found them (or as the re-run after a restore read them by key). */
export type FoundItems = { rule: SearchableRule; items: Item[] };
/** What `eraseFound` did: items erased by type, their keys (those the log may name), providers asked. */
export type ErasedItems = Pick<ErasureSummary, 'counts' | 'providersAsked'> & { keys: string[] };

/**
 * Erases the items found, each by its record type's strategy; `leads` are the person's leads as read (their addresses
 * for the providers). Shared by `erasePerson` and the re-run of a logged erasure after a restore (rerun-erasures.ts).
 */
export async function eraseFound(found: readonly FoundItems[], options: { now: Date; leads: readonly Item[]; keepProviderCopies?: boolean }): Promise<ErasedItems> {
  const { now } = options;
  const at = now.toISOString();
  const leadsById = new Map(options.leads.map((lead) => [String(lead.id), lead]));
  const counts: ErasureSummary['counts'] = {};
  const keys: string[] = [];
  let providersAsked = 0;

  const steps: Record<ErasureStrategy, (items: Item[]) => Promise<void>> = {
    'ask-providers': async (items) => {
      if (options.keepProviderCopies) return void (await Promise.all(items.map(deleteItem)));
      for (const leadId of new Set(items.map((item) => String(item.leadId))))
        providersAsked += await requestProviderOperation(leadId, 'erase', now, String(leadsById.get(leadId)?.email ?? '') || undefined);
    },
    delete: async (items) => void (await Promise.all(items.map(deleteItem))),
    'redact-audit': async (items) => void (await Promise.all(items.map((item) => redactAudit(item, at)))),
    'anonymise-lead': async (items) => {
      for (const lead of items) await anonymiseLead(lead, at);
    },
  };
  // Providers first (SendGrid needs the address, which the tombstone no longer has), the leads last.
  const order: ErasureStrategy[] = ['ask-providers', 'delete', 'redact-audit', 'anonymise-lead'];
  for (const strategy of order) {
    for (const { rule, items } of found.filter((entry) => entry.rule.erasure === strategy)) {
      if (!items.length) continue;
      await steps[strategy](items);
      counts[rule.type] = (counts[rule.type] ?? 0) + items.length;
      keys.push(...items.filter(keyNamesNoOne).map((item) => `${String(item.pk)}|${String(item.sk)}`));
    }
  }
  return { counts, keys, providersAsked };
}

/**
 * The erasure's own audit entry: who, why, how many items of each type, their keys and the keyed hashes of the
 * person's addresses and numbers (`rerunOf`: the logged erasure a re-run after a restore applied again).
 */
export async function recordErasure(
  erasureId: string,
  now: Date,
  cause: ErasureCause,
  erased: ErasedItems,
  hashes: { emailHmacs: readonly string[]; phoneHmacs: readonly string[]; rerunOf?: string },
): Promise<void> {
  const { counts, keys, providersAsked } = erased;
  await recordAudit(
    {
      actor: cause.actor,
      action: PRIVACY_AUDIT_ACTIONS.erase,
      target: erasureTarget(erasureId),
      after: { reason: cause.reason, ...(cause.requestId ? { requestId: cause.requestId } : {}), ...(hashes.rerunOf ? { rerunOf: hashes.rerunOf } : {}), counts, keys, emailHmacs: [...hashes.emailHmacs], phoneHmacs: [...hashes.phoneHmacs], providersAsked, ...(cause.keepProviderCopies ? { providerCopiesKept: true } : {}) },
      ...(cause.ip ? { ip: cause.ip } : {}),
    },
    { now: () => now },
  );
}

/** The audit target of one erasure: its own history, found by the re-run after a restore. */
export const erasureTarget = (erasureId: string) => `privacy#erasure#${erasureId}`;
