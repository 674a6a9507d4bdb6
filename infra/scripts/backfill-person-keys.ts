/**
 * `npm run privacy:backfill-person-keys -- [--endpoint=<DynamoDB URL>] [--table=<name>] [--page-size=500]`: gives
 * every tax report request and spam submission stored before the sparse person keys existed its `gsi4`/`gsi5` keys
 * (`functions/privacy/backfill-person-keys.ts`), so the Privacy view finds old records too. Reads only those two kinds
 * (Query by kind, a page at a time); running it again changes nothing. Without --endpoint it opens the local stack's
 * table in $DATA_DIR (stop `npm start` first); deployed, pass the table name with the shell's AWS credentials (no
 * --endpoint). Safe while the site runs: it writes only the keys, on items that still exist.
 */
import { parseScriptArgs, positiveIntegerOption, runScript, withScriptTable } from './script-args.ts';

runScript(async () => {
  const args = parseScriptArgs({ options: ['page-size'] });
  const pageSize = positiveIntegerOption(args, 'page-size', 500);
  await withScriptTable(args, async ({ tableName }) => {
    // Loaded only now: the client reads its endpoint from the variables withScriptTable set.
    const { backfillPersonKeys } = await import('#functions/privacy/backfill-person-keys.ts');
    const { read, updated } = await backfillPersonKeys({ pageSize });
    console.log(`Read ${read} tax report requests and spam submissions of ${tableName}: ${updated} given their person keys.`);
  });
});
