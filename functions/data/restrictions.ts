/**
 * Restriction of processing ("do not contact / do not process") and withdrawal of marketing consent, issue 23.
 *
 * A restricted person's leads (and captures) each carry `restriction` ({ reason, at, by }); their addresses and
 * numbers also get a person-level marker, so a lead they send later is stored restricted from the start:
 * `pk=RESTRICTION#EMAIL#<lower-case address>` / `pk=RESTRICTION#PHONE#<E.164 digits>`, `sk=RESTRICTION`, with the
 * same reason, time and staff member. The markers hold the person's address or number (in their key): they are
 * personal data, found by the address or number itself. A withdrawal of marketing consent stamps each lead with
 * `marketingWithdrawnAt` and turns its `marketingOptIn` off. Every lead changed is audited, in its own transaction.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { phoneE164 } from '#shared/lead/phone-e164.ts';
import { RESTRICTION_AUDIT_ACTIONS, type LeadRestriction } from '#shared/privacy/restriction.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { auditPut, leadTarget, type AuditDeps } from './audit-log.ts';
import { cancellationReasons, transactWrite, type TransactItem } from './items.ts';
import { normaliseEmail, phoneDigits } from './lead-search.ts';
import { leadKey } from './leads.ts';
import { tableName } from './table.ts';

type Item = Record<string, unknown>;

const KIND = 'RESTRICTION';

/** The marker of an address (lower case, as the e-mail index keys it). */
export const restrictionEmailKey = (email: string) => ({ pk: `${KIND}#EMAIL#${normaliseEmail(email)}`, sk: KIND });
/** The marker of a number, given in E.164 (`+447700900123`): its digits. */
export const restrictionPhoneKey = (e164: string) => ({ pk: `${KIND}#PHONE#${phoneDigits(e164)}`, sk: KIND });

/** The markers' keys of a person's addresses and E.164 numbers, each once. */
function markerKeys(emails: readonly string[], phones: readonly string[]) {
  const keys = [
    ...emails.filter((email) => normaliseEmail(email)).map(restrictionEmailKey),
    ...phones.filter((phone) => phoneDigits(phone)).map(restrictionPhoneKey),
  ];
  return [...new Map(keys.map((key) => [key.pk, key])).values()];
}

/**
 * The restriction a new submission's contact falls under, if any (access pattern: is this address or number
 * restricted): at most two GetItems in parallel, the address's marker and the number's (read as E.164 with the
 * country, as the lead stores it). Cheap enough for every public form.
 */
export async function restrictionOf(contact: { email?: string; phone?: string; country?: string }): Promise<LeadRestriction | undefined> {
  const e164 = contact.phone ? phoneE164(contact.phone, contact.country) : undefined;
  const keys = markerKeys(contact.email ? [contact.email] : [], e164 ? [e164] : []);
  const found = await Promise.all(keys.map((Key) => documentClient.send(new GetCommand({ TableName: tableName(), Key }))));
  const marker = found.map((answer) => answer?.Item).find((item) => typeof item?.reason === 'string');
  return marker ? { reason: String(marker.reason), at: String(marker.at), by: String(marker.by) } : undefined;
}

/**
 * The markers of a person's addresses and numbers, with their keys (access pattern: a person's restriction markers,
 * GetItem by key): for the Privacy view's registry, export and erasure.
 */
export async function restrictionMarkersOf(emails: readonly string[], phones: readonly string[]): Promise<Item[]> {
  const found = await Promise.all(markerKeys(emails, phones).map((Key) => documentClient.send(new GetCommand({ TableName: tableName(), Key }))));
  return found.map((answer) => answer?.Item).filter((item): item is Item => Boolean(item));
}

/** Transactions of at most this many lead changes (each an Update and its audit record: DynamoDB allows 100 items). */
const LEADS_PER_TRANSACTION = 40;

/** Writes each lead's change with its audit record, a few leads per transaction; false when a lead went meanwhile. */
async function writeLeadChanges(changes: TransactItem[][]): Promise<boolean> {
  for (let start = 0; start < changes.length; start += LEADS_PER_TRANSACTION) {
    try {
      await transactWrite(changes.slice(start, start + LEADS_PER_TRANSACTION).flat());
    } catch (error) {
      if (cancellationReasons(error).includes('ConditionalCheckFailed')) return false;
      throw error;
    }
  }
  return true;
}

export type RestrictionChange = { restricted: true; reason: string } | { restricted: false };

/**
 * Restricts a person's processing, or lifts it (access pattern: restrict a person): the markers of every address and
 * number of theirs are put (or deleted), then each of their leads gets `restriction` (or loses it) on condition it
 * still exists, audited per lead. Lifting touches only the leads that were restricted. Answers how many leads were
 * changed, or 'conflict' when a lead was deleted meanwhile (the leads before it are changed; running it again ends
 * the work).
 */
export async function restrictPerson(
  person: { emails: readonly string[]; phones: readonly string[]; leads: readonly Item[] },
  change: RestrictionChange,
  actor: string,
  deps: AuditDeps = {},
): Promise<{ outcome: 'changed'; leads: number } | { outcome: 'conflict' }> {
  const at = (deps.now ?? (() => new Date()))().toISOString();
  const restriction: LeadRestriction | undefined = change.restricted ? { reason: change.reason, at, by: actor } : undefined;
  await Promise.all(
    markerKeys(person.emails, person.phones).map((Key) =>
      restriction
        ? documentClient.send(new PutCommand({ TableName: tableName(), Item: { ...Key, kind: 'restriction', ...restriction } }))
        : documentClient.send(new DeleteCommand({ TableName: tableName(), Key })),
    ),
  );
  const leads = restriction ? person.leads : person.leads.filter((lead) => lead.restriction);
  const changes = leads.map((lead): TransactItem[] => [
    {
      Update: {
        TableName: tableName(),
        Key: leadKey(String(lead.id)),
        ConditionExpression: 'attribute_exists(pk)',
        ...(restriction
          ? { UpdateExpression: 'SET #restriction = :restriction', ExpressionAttributeValues: { ':restriction': restriction } }
          : { UpdateExpression: 'REMOVE #restriction' }),
        ExpressionAttributeNames: { '#restriction': 'restriction' },
      },
    },
    auditPut(
      {
        actor,
        action: restriction ? RESTRICTION_AUDIT_ACTIONS.restrict : RESTRICTION_AUDIT_ACTIONS.lift,
        target: leadTarget(String(lead.id)),
        before: { restriction: lead.restriction ?? null },
        after: { restriction: restriction ?? null },
      },
      deps,
    ),
  ]);
  return (await writeLeadChanges(changes)) ? { outcome: 'changed', leads: leads.length } : { outcome: 'conflict' };
}

/**
 * Withdraws a person's marketing consent on their leads (access pattern: withdraw marketing consent): each lead gets
 * `marketingWithdrawnAt` and, where it has one, `marketingOptIn` false (the proof of what they once ticked stays in
 * `consents`), on condition it still exists, audited per lead. Answers how many leads, or 'conflict'.
 */
export async function withdrawMarketingOfLeads(
  leads: readonly Item[],
  actor: string,
  deps: AuditDeps = {},
): Promise<{ outcome: 'changed'; leads: number } | { outcome: 'conflict' }> {
  const at = (deps.now ?? (() => new Date()))().toISOString();
  const changes = leads.map((lead): TransactItem[] => {
    const hasOptIn = typeof lead.marketingOptIn === 'boolean';
    return [
      {
        Update: {
          TableName: tableName(),
          Key: leadKey(String(lead.id)),
          ConditionExpression: 'attribute_exists(pk)',
          UpdateExpression: hasOptIn ? 'SET marketingWithdrawnAt = :at, marketingOptIn = :no' : 'SET marketingWithdrawnAt = :at',
          ExpressionAttributeValues: { ':at': at, ...(hasOptIn ? { ':no': false } : {}) },
        },
      },
      auditPut(
        {
          actor,
          action: RESTRICTION_AUDIT_ACTIONS.withdrawMarketing,
          target: leadTarget(String(lead.id)),
          before: { marketingOptIn: lead.marketingOptIn ?? null, marketingWithdrawnAt: lead.marketingWithdrawnAt ?? null },
          after: { marketingOptIn: hasOptIn ? false : null, marketingWithdrawnAt: at },
        },
        deps,
      ),
    ];
  });
  return (await writeLeadChanges(changes)) ? { outcome: 'changed', leads: leads.length } : { outcome: 'conflict' };
}
