/**
 * `npm run leads:backfill-phones -- [--endpoint=<DynamoDB URL>] [--table=<name>] [--page-size=500]`: gives every lead stored before the
 * E.164 field existed its `phoneE164` and rewrites its phone index key on the E.164 digits
 * (`functions/data/lead-phones.ts`), so a search by any spelling of a number finds it. Reads only the leads, a page at
 * a time; running it again changes nothing. Without --endpoint it opens the local stack's table in $DATA_DIR (stop
 * `npm start` first); deployed, pass the table name with the shell's AWS credentials (no --endpoint). Safe while staff
 * work: a lead whose phone changed since its page was read is left as that change wrote it.
 */
import { parseScriptArgs, positiveIntegerOption, runScript, withScriptTable } from './script-args.ts';

runScript(async () => {
  const args = parseScriptArgs({ options: ['page-size'] });
  const pageSize = positiveIntegerOption(args, 'page-size', 500);
  await withScriptTable(args, async ({ tableName }) => {
    // Loaded only now: the client reads its endpoint from the variables withScriptTable set.
    const { backfillLeadPhones } = await import('#functions/data/lead-phones.ts');
    const { read, updated, unreadable } = await backfillLeadPhones({ pageSize });
    console.log(`Read ${read} leads of ${tableName}: ${updated} updated, ${unreadable} with a number that cannot be read as E.164.`);
  });
});
