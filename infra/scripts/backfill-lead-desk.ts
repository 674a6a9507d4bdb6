/**
 * `npm run leads:backfill-desk -- [--dry-run] [--endpoint=<DynamoDB URL>] [--table=<name>] [--page-size=500]`: gives
 * every lead stored before the lead desk (issue 25) its needs-first-contact queue item (a lead without a first contact,
 * not erased; counted in the tab's badge and on its arrival day as a new lead is) and its owner index item (under its
 * owner, unassigned when it has none), so it is found under "Needs first contact" and "Unassigned"
 * (`functions/data/lead-desk-backfill.ts`). Reads only the leads, a page at a time, and each lead's two items by key;
 * running it again changes nothing. `--dry-run` reads the same and says what it would write. Without --endpoint it opens
 * the local stack's table in $DATA_DIR (stop `npm start` first); deployed, pass the table name with the shell's AWS
 * credentials (no --endpoint). Safe while staff work: an item is written only if still absent and the lead is still
 * as read, so a change made meanwhile is never overwritten (that lead is left for the next run).
 */
import { parseScriptArgs, positiveIntegerOption, runScript, withScriptTable } from './script-args.ts';

runScript(async () => {
  const args = parseScriptArgs({ options: ['page-size'], flags: ['dry-run'] });
  const pageSize = positiveIntegerOption(args, 'page-size', 500);
  const dryRun = args.flag('dry-run');
  await withScriptTable(args, async ({ tableName }) => {
    // Loaded only now: the client reads its endpoint from the variables withScriptTable set.
    const { backfillLeadDesk } = await import('#functions/data/lead-desk-backfill.ts');
    const { read, queued, ownerIndexed, changedMeanwhile } = await backfillLeadDesk({ pageSize, dryRun });
    console.log(
      `${dryRun ? 'Dry run, nothing written. ' : ''}Read ${read} leads of ${tableName}: ` +
        `${queued} ${dryRun ? 'to put' : 'put'} in the needs-first-contact queue, ` +
        `${ownerIndexed} ${dryRun ? 'to give' : 'given'} their owner index item (unassigned unless owned), ` +
        `${changedMeanwhile} changed while being read (run it again to include them).`,
    );
  });
});
