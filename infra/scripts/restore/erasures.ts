/**
 * The erasures of `npm run restore`: a restored table holds the people erased after the restore point again, and its
 * audit log stops at that point, so the log of those erasures is only in the live table. So:
 *
 * 1. The erasure log is carried over: every 'privacy.erase' audit entry the live table has at or after the restore
 *    point (Query of the audit kind on gsi1 from that time, as rerun-erasures.ts reads it) is put into the restored
 *    table unless it is there. The entries hold keys and keyed hashes, never a person, and belong in the restored
 *    table's audit history anyway.
 * 2. The erasures are applied again on the restored table by `npm run privacy:rerun-erasures` itself
 *    (infra/scripts/rerun-erasures.ts, functions/privacy/rerun-erasures.ts), run as its own process on that table: it
 *    reads the log just carried over and erases again by key and by keyed hash, asking providers again through the
 *    drain.
 *
 * And the e-mail suppressions (DATA-MODEL.md, E-mail suppression): an address that bounced or complained after the
 * restore point must not be written to again either, so every suppression of the live table is put into the restored
 * one (the live table's is the latest; a keyed hash, never an address).
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { type DynamoDBDocumentClient, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { pagesOf } from '#functions/data/paged-reads.ts';
import { TABLE_KEYS } from '#functions/data/table.ts';
import { PRIVACY_AUDIT_ACTIONS } from '#shared/admin/privacy-messages.ts';

/** Copies the erasure log since `since` from the live table into the restored one; answers how many entries it added. */
export async function carryErasureLog(documents: DynamoDBDocumentClient, tables: { live: string; restored: string }, since: Date): Promise<{ logged: number; added: number }> {
  const { name, partitionKey, sortKey } = TABLE_KEYS.indexes.byKind;
  let logged = 0;
  let added = 0;
  const pages = pagesOf((ExclusiveStartKey) =>
    documents.send(
      new QueryCommand({
        TableName: tables.live,
        IndexName: name,
        KeyConditionExpression: '#pk = :audit AND #sk >= :since',
        FilterExpression: '#action = :erase',
        ExpressionAttributeNames: { '#pk': partitionKey, '#sk': sortKey, '#action': 'action' },
        ExpressionAttributeValues: { ':audit': 'AUDIT', ':since': since.toISOString(), ':erase': PRIVACY_AUDIT_ACTIONS.erase },
        ExclusiveStartKey,
      }),
    ),
  );
  for await (const entries of pages) {
    for (const entry of entries) {
      logged++;
      try {
        await documents.send(new PutCommand({ TableName: tables.restored, Item: entry, ConditionExpression: 'attribute_not_exists(pk)' }));
        added++;
      } catch (error) {
        // Already there (a resumed run): the log has it once.
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      }
    }
  }
  return { logged, added };
}

/** The partition-key prefix of the e-mail suppressions (email-suppressions.ts: `EMAILSUPPRESSION#<hmac>`). */
const SUPPRESSION_PREFIX = 'EMAILSUPPRESSION#';

/**
 * Puts every e-mail suppression of the live table into the restored one (they are not listed on an index, so this
 * reads the live table whole, a page at a time); answers how many.
 */
export async function carrySuppressions(documents: DynamoDBDocumentClient, tables: { live: string; restored: string }): Promise<number> {
  let carried = 0;
  const pages = pagesOf((ExclusiveStartKey) =>
    documents.send(
      new ScanCommand({ TableName: tables.live, FilterExpression: 'begins_with(#pk, :prefix)', ExpressionAttributeNames: { '#pk': TABLE_KEYS.partitionKey }, ExpressionAttributeValues: { ':prefix': SUPPRESSION_PREFIX }, ExclusiveStartKey }),
    ),
  );
  for await (const items of pages) {
    for (const item of items) {
      await documents.send(new PutCommand({ TableName: tables.restored, Item: item }));
      carried++;
    }
  }
  return carried;
}

/** Runs the re-run of the erasures on a table; answers what it printed. */
export type ErasureRerun = (request: { table: string; since: Date }) => Promise<string>;

const RERUN_SCRIPT = resolve(import.meta.dirname, '../rerun-erasures.ts');

/**
 * The re-run as `npm run privacy:rerun-erasures` does it, on `table`: at `endpoint` (DynamoDB Local) or, without, the
 * deployed table with the shell's credentials. `env` reaches the script (PRIVACY_HMAC_SECRET or _ARN: the key of the
 * log's hashes). A failed re-run throws with what the script said.
 */
export function rerunErasuresScript(options: { endpoint?: string; env?: NodeJS.ProcessEnv } = {}): ErasureRerun {
  return async ({ table, since }) => {
    const args = [RERUN_SCRIPT, `--since=${since.toISOString()}`, `--table=${table}`, ...(options.endpoint ? [`--endpoint=${options.endpoint}`] : [])];
    try {
      const { stdout } = await promisify(execFile)(process.execPath, args, { env: options.env ?? process.env, cwd: resolve(import.meta.dirname, '../../..'), maxBuffer: 16 * 1024 * 1024 });
      return stdout.trim();
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw new Error(`The re-run of the erasures on ${table} failed; run it again before switching: npm run privacy:rerun-erasures -- --since ${since.toISOString()} --table ${table}\n${`${stdout}\n${stderr}`.trim()}`);
    }
  };
}
