/**
 * `npm run seed:leads -- <count> [--endpoint=<DynamoDB URL> --table=<name>]`: fills a table with realistic leads for
 * the benchmark or for trying the admin at scale (`npm start` itself seeds no leads). Without --endpoint it opens the
 * local stack's table in $DATA_DIR (.local/data): stop `npm start` first, DynamoDB Local keeps one writer per folder.
 * The overview's counters are increased by exactly what is written.
 */
import { join, resolve } from 'node:path';
import { ensureTable, startDynamoDb } from '../local/dynamodb.ts';
import { LOCAL_TABLE_NAME } from '../local/stack.ts';

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const count = Number(args.find((arg) => !arg.startsWith('--')) ?? 1000);
if (!Number.isInteger(count) || count < 1) {
  console.error('Usage: npm run seed:leads -- <count> [--endpoint=http://127.0.0.1:8000 --table=<name>]');
  process.exit(1);
}

const projectRoot = resolve(import.meta.dirname, '../..');
const endpointOption = option('endpoint');
const tableName = option('table') ?? LOCAL_TABLE_NAME;
const dynamo = endpointOption ? undefined : await startDynamoDb({ dataDir: join(resolve(projectRoot, process.env.DATA_DIR ?? '.local/data'), 'dynamodb') });
const endpoint = endpointOption ?? dynamo!.endpoint;
try {
  await ensureTable(endpoint, tableName);
  Object.assign(process.env, {
    TABLE_NAME: tableName,
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    AWS_REGION: process.env.AWS_REGION ?? 'local',
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
  });
  // Loaded only now: the client reads its endpoint from the variables set just above.
  const { generateLeads, seedLeads } = await import('../local/lead-seeder.ts');
  const { ms } = await seedLeads(generateLeads(count, { seed: Date.now() }), {
    onProgress: (written) => console.log(`  ${written} leads written`),
  });
  console.log(`Seeded ${count} leads into ${tableName} in ${(ms / 1000).toFixed(1)} s.`);
} finally {
  await dynamo?.stop();
}
