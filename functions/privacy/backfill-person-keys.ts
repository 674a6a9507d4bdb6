/**
 * The back-fill of the sparse person keys (`npm run privacy:backfill-person-keys`, issue 23): tax report requests and
 * spam submissions stored before person-keys.ts existed lack `gsi4`/`gsi5`, so the Privacy view (and the export and
 * erasure) would not find them. Each gets the keys its kind's module writes today, computed by `personKeys` from the
 * same fields. Reads only those two kinds, a page at a time (both are listed under their kind on `gsi1`: a Query, not a
 * scan); an item already right is not written, so running it again changes nothing.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { queryPage } from '../data/items.ts';
import { personKeys } from '../data/person-keys.ts';
import { kindPartition, TABLE_KEYS, tableName } from '../data/table.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';

type Item = Record<string, unknown>;

export type PersonKeysBackfill = { read: number; updated: number };

/** The kinds that carry person keys, and where each keeps the address and number (as its module reads them). */
export const PERSON_FIELDS_OF: Readonly<Record<'TAX_REPORT' | 'SPAM', (item: Item) => { email?: unknown; phone?: unknown; country?: unknown }>> = {
  // tax-report-requests.ts: the request's personalDetails.
  TAX_REPORT: (item) => (item.personalDetails ?? {}) as Item,
  // spam-submissions.ts: the body as sent, its own fields or the tax report's personalDetails; the body's country.
  SPAM: (item) => {
    let sent: Item = {};
    try {
      const parsed: unknown = JSON.parse(String(item.body ?? 'null'));
      if (typeof parsed === 'object' && parsed !== null) sent = parsed as Item;
    } catch {
      // A body cut at 2,000 characters is not JSON: nothing to key.
    }
    const details = (typeof sent.personalDetails === 'object' && sent.personalDetails !== null ? sent.personalDetails : sent) as Item;
    return { email: details.email, phone: details.phone, country: sent.country };
  },
};

const KEY_NAMES = [TABLE_KEYS.indexes.byEmail.partitionKey, TABLE_KEYS.indexes.byEmail.sortKey, TABLE_KEYS.indexes.byPhone.partitionKey, TABLE_KEYS.indexes.byPhone.sortKey];

/**
 * Gives every tax report request and spam submission the person keys it lacks, `pageSize` items at a time (access
 * pattern: all items of a kind, `gsi1`). Only the keys are written, on an item that still exists.
 */
export async function backfillPersonKeys(options: { pageSize?: number } = {}): Promise<PersonKeysBackfill> {
  const counts: PersonKeysBackfill = { read: 0, updated: 0 };
  for (const [kind, personOfItem] of Object.entries(PERSON_FIELDS_OF)) {
    let startKey: Record<string, string | number> | undefined;
    do {
      const page = await queryPage({ index: 'byKind', partition: kindPartition(kind), limit: options.pageSize ?? 500, startKey });
      for (const item of page.items) {
        counts.read++;
        const wanted = personKeys(kind, { id: String(item.id), createdAt: String(item.createdAt) }, personOfItem(item));
        const names = KEY_NAMES.filter((name) => wanted[name] !== undefined && item[name] !== wanted[name]);
        if (!names.length) continue;
        try {
          await documentClient.send(
            new UpdateCommand({
              TableName: tableName(),
              Key: { pk: item.pk, sk: item.sk },
              ConditionExpression: 'attribute_exists(pk)',
              UpdateExpression: `SET ${names.map((_, i) => `#k${i} = :v${i}`).join(', ')}`,
              ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#k${i}`, name])),
              ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, wanted[name]])),
            }),
          );
          counts.updated++;
        } catch (error) {
          // Deleted meanwhile (an erasure, its TTL): nothing to key.
          if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
        }
      }
      startKey = page.lastKey;
    } while (startKey);
  }
  return counts;
}
