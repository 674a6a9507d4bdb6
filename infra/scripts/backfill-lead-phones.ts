/**
 * `npm run leads:backfill-phones -- [--endpoint=<DynamoDB URL>] [--table=<name>] [--page-size=500]`: gives every lead stored before the
 * E.164 field existed its `phoneE164` and rewrites its phone index key on the E.164 digits
 * (`functions/data/lead-phones.ts`), so a search by any spelling of a number finds it. Reads only the leads, a page at
 * a time; running it again changes nothing. Without --endpoint it opens the local stack's table in $DATA_DIR (stop
 * `npm start` first); deployed, pass the table name with the shell's AWS credentials (no --endpoint). Safe while staff
 * work: a lead whose phone changed since its page was read is left as that change wrote it.
 */
import { join, resolve } from 'node:path';
import { ensureTable, startDynamoDb } from '../local/dynamodb.ts';
import { LOCAL_TABLE_NAME } from '../local/stack.ts';

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const projectRoot = resolve(import.meta.dirname, '../..');
const tableName = option('table') ?? LOCAL_TABLE_NAME;
const deployed = option('table') !== undefined && option('endpoint') === undefined;
const dynamo = deployed || option('endpoint') ? undefined : await startDynamoDb({ dataDir: join(resolve(projectRoot, process.env.DATA_DIR ?? '.local/data'), 'dynamodb') });
const endpoint = option('endpoint') ?? dynamo?.endpoint;
try {
  if (endpoint) {
    await ensureTable(endpoint, tableName);
    Object.assign(process.env, { AWS_ENDPOINT_URL_DYNAMODB: endpoint, AWS_REGION: 'local', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' });
  }
  process.env.TABLE_NAME = tableName;
  // Loaded only now: the client reads its endpoint from the variables set just above.
  const { backfillLeadPhones } = await import('#functions/data/lead-phones.ts');
  const { read, updated, unreadable } = await backfillLeadPhones({ pageSize: Number(option('page-size') ?? 500) });
  console.log(`Read ${read} leads of ${tableName}: ${updated} updated, ${unreadable} with a number that cannot be read as E.164.`);
} finally {
  await dynamo?.stop();
}
