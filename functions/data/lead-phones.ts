/**
 * The back-fill of the leads' E.164 phone numbers (`npm run leads:backfill-phones`): leads stored before `phoneE164`
 * existed get it, and their phone index key (`gsi5`) is rewritten on the E.164 digits, so every spelling of a number
 * finds them. Reads leads only (pages of the `gsi1` LEAD partition), never another kind; idempotent.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { phoneE164 } from '#shared/lead/phone-e164.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { queryPage } from './items.ts';
import { searchKeys } from './lead-search.ts';
import { kindPartition, TABLE_KEYS, tableName } from './table.ts';

export type PhoneBackfill = { read: number; updated: number; unreadable: number };

/**
 * Gives every lead its `phoneE164` (or removes a stale one) and its phone index key, a page of `pageSize` leads at a
 * time (access pattern: list all leads, `gsi1`). A lead already right is not written; a lead whose phone changed
 * since it was read is left to the change that wrote it (condition on the phone as read).
 */
export async function backfillLeadPhones(options: { pageSize?: number } = {}): Promise<PhoneBackfill> {
  const { partitionKey, sortKey } = TABLE_KEYS.indexes.byPhone;
  const counts: PhoneBackfill = { read: 0, updated: 0, unreadable: 0 };
  let startKey: Record<string, string | number> | undefined;
  do {
    const page = await queryPage({ index: 'byKind', partition: kindPartition('LEAD'), limit: options.pageSize ?? 500, startKey });
    for (const item of page.items) {
      counts.read++;
      const lead = item as { id: string; createdAt: string; fullName: string; email: string; phone?: string; country?: string; phoneE164?: string };
      const e164 = phoneE164(lead.phone, lead.country);
      if (!e164) counts.unreadable++;
      const keys = searchKeys({ ...lead, phone: lead.phone ?? '', phoneE164: e164 });
      const wanted = { phoneE164: e164, [partitionKey]: keys[partitionKey], [sortKey]: keys[sortKey] };
      if (Object.entries(wanted).every(([name, value]) => item[name] === value)) continue;
      const set = Object.entries(wanted).filter(([, value]) => value !== undefined);
      const remove = Object.entries(wanted).filter(([, value]) => value === undefined);
      const names = Object.keys(wanted);
      await documentClient.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: item.pk, sk: item.sk },
          ConditionExpression: lead.phone === undefined ? 'attribute_not_exists(phone)' : 'phone = :phone',
          UpdateExpression: [
            set.length ? `SET ${set.map(([name]) => `#a${names.indexOf(name)} = :a${names.indexOf(name)}`).join(', ')}` : '',
            remove.length ? `REMOVE ${remove.map(([name]) => `#a${names.indexOf(name)}`).join(', ')}` : '',
          ].join(' ').trim(),
          ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#a${i}`, name])),
          ExpressionAttributeValues: {
            ...Object.fromEntries(set.map(([name, value]) => [`:a${names.indexOf(name)}`, value])),
            ...(lead.phone === undefined ? {} : { ':phone': lead.phone }),
          },
        }),
      ).then(
        () => counts.updated++,
        (error: Error) => {
          if (error.name !== 'ConditionalCheckFailedException') throw error;
        },
      );
    }
    startKey = page.lastKey;
  } while (startKey);
  return counts;
}
