/**
 * How one person's items are found in the table, record type by record type, for the Privacy view (and the export
 * and erasure that will use the same registry, functions/privacy/personal-data.ts). Every read is a Query or GetItem
 * by key: by the person's e-mail address or phone number on the search indexes, by a lead's id in the lead's own
 * partitions, or by the mailbox key the newsletter and the tax report quota are keyed on. Never a scan.
 */
import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { mailboxKey } from '#shared/lead/lead-rules.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { leadTarget } from './audit-log.ts';
import { exactEmailPhase, phoneDigits } from './lead-search.ts';
import { queryAll } from './paged-reads.ts';
import { personEmailQuery, personPhoneQuery } from './person-keys.ts';
import { restrictionEmailKey, restrictionPhoneKey } from './restrictions.ts';
import { TABLE_KEYS, tableName, type IndexName } from './table.ts';

/** Items of one person's kind read at most (a person has a handful; this bounds a pathological address). */
const PERSON_ITEMS_MAX = 500;

type Item = Record<string, unknown>;

/** Every item of one partition (of the table or an index), with a sort-key prefix, up to the bound. */
function personItems(query: { index?: IndexName; partition: string; prefix?: string }): Promise<Item[]> {
  const keys = query.index ? TABLE_KEYS.indexes[query.index] : { name: undefined, partitionKey: TABLE_KEYS.partitionKey, sortKey: TABLE_KEYS.sortKey };
  return queryAll(
    {
      TableName: tableName(),
      IndexName: keys.name,
      KeyConditionExpression: query.prefix === undefined ? '#pk = :pk' : '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#pk': keys.partitionKey, ...(query.prefix === undefined ? {} : { '#sk': keys.sortKey }) },
      ExpressionAttributeValues: { ':pk': query.partition, ...(query.prefix === undefined ? {} : { ':prefix': query.prefix }) },
    },
    { maxItems: PERSON_ITEMS_MAX },
  );
}

/** The leads with exactly this e-mail address (access pattern: a person's leads by e-mail; `gsi4`). */
export async function leadsWithEmail(email: string): Promise<Item[]> {
  const phase = exactEmailPhase(email);
  return phase ? personItems({ index: 'byEmail', partition: phase.partition, prefix: phase.prefix }) : [];
}

/**
 * The leads with exactly this number (access pattern: a person's leads by phone; `gsi5`), given as its E.164 form:
 * the index keys on E.164 digits, so every spelling a visitor typed is found.
 */
export async function leadsWithPhone(e164: string): Promise<Item[]> {
  const digits = phoneDigits(e164);
  return digits ? personItems({ index: 'byPhone', partition: `LEADPHONE#${digits[0]}`, prefix: `${digits}#` }) : [];
}

/** A lead's staff notes (access pattern: read a lead with its notes; its own partition, `sk` NOTE#...). */
export const notesOfLead = (leadId: string) => personItems({ partition: `LEAD#${leadId}`, prefix: 'NOTE#' });

/**
 * A lead's contact timeline: the attempts and contacts staff logged, with their outcome notes (lead-contacts.ts; its own
 * partition, `sk` OUTREACH#...).
 */
export const contactsOfLead = (leadId: string) => personItems({ partition: `LEAD#${leadId}`, prefix: 'OUTREACH#' });

/** A lead's sync records, one per integration (access pattern: a lead's syncs; `pk=LEADSYNC#<id>`). */
export const syncsOfLead = (leadId: string) => personItems({ partition: `LEADSYNC#${leadId}` });

/** A lead's audit history (access pattern: one target's history; `pk=AUDIT#lead#<id>`). */
export const auditOfLead = (leadId: string) => personItems({ partition: `AUDIT#${leadTarget(leadId)}` });

/** A lead's outbox item while the staff e-mail or its syncs are still to do (GetItem `LEADOUTBOX#<id>` / OUTBOX). */
export async function outboxOfLead(leadId: string): Promise<Item[]> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName(), Key: { pk: `LEADOUTBOX#${leadId}`, sk: 'OUTBOX' } }));
  return result.Item ? [result.Item] : [];
}

/** The newsletter subscription and its confirmation outbox item of an address (Query `pk=NEWSLETTER#<mailbox key>`). */
export const newsletterItemsOf = (email: string) => personItems({ partition: `NEWSLETTER#${mailboxKey(email)}` });

/** The confirmation tokens a subscription lists (`tokenKeys`; GetItem `NEWSLETTER_TOKEN#<hash>` each, expired ones absent). */
export async function newsletterTokensOf(subscription: Item): Promise<Item[]> {
  const keys = [...((subscription.tokenKeys as Set<string> | string[] | undefined) ?? [])];
  const found = await Promise.all(
    keys.map((pk) => documentClient.send(new GetCommand({ TableName: tableName(), Key: { pk, sk: pk.split('#')[0] } }))),
  );
  return found.flatMap((answer) => (answer.Item ? [answer.Item] : []));
}

/** The person-level "do not contact / do not process" marker of an address, or of a number (restrictions.ts; GetItem). */
async function markerAt(key: { pk: string; sk: string }): Promise<Item[]> {
  const answer = await documentClient.send(new GetCommand({ TableName: tableName(), Key: key }));
  return answer.Item ? [answer.Item] : [];
}
export const restrictionMarkerOfEmail = (email: string) => markerAt(restrictionEmailKey(email));
export const restrictionMarkerOfPhone = (e164: string) => markerAt(restrictionPhoneKey(e164));

/** The tax report's per-recipient quota counters of an address (Query `pk=REPORT_QUOTA#recipient#<sha256(mailbox key)>`). */
export const reportQuotasOf = (email: string) =>
  personItems({ partition: `REPORT_QUOTA#recipient#${createHash('sha256').update(mailboxKey(email)).digest('base64url')}` });

/**
 * Items of other kinds carrying the person's address as a sparse key (tax report requests, spam submissions; see
 * person-keys.ts): access pattern "a person's records by e-mail", `gsi4` `PERSONEMAIL#<c>`.
 */
export async function personItemsWithEmail(email: string): Promise<Item[]> {
  const query = personEmailQuery(email);
  return query ? personItems(query) : [];
}

/** The same by number (E.164): `gsi5` `PERSONPHONE#<d>`. */
export async function personItemsWithPhone(e164: string): Promise<Item[]> {
  const query = personPhoneQuery(e164);
  return query ? personItems(query) : [];
}
