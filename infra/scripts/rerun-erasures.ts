/**
 * `npm run privacy:rerun-erasures -- --since <ISO time> [--dry-run] [--endpoint=<DynamoDB URL>] [--table=<name>]
 * [--page-size=500]`: after a restore from backup (point-in-time recovery brings erased people back), applies again
 * every erasure logged at or after the restore point `--since` (functions/privacy/rerun-erasures.ts): the items the
 * log names are erased again by their record type's rule, and the people the log's keyed hashes recognise among the
 * leads, newsletter subscriptions, tax reports and spam are erased through the normal erasure (their providers asked
 * again through the drain). Run it straight after the restore, before the site takes submissions again. It reads
 * whole kinds (Query by kind, a page at a time): an operator's repair, never something the product does.
 * `--dry-run` prints what it would do and changes nothing. Without --endpoint it opens the local stack's table in
 * $DATA_DIR (stop `npm start` first) with the local HMAC key of that data folder; deployed, pass the table name with
 * the shell's AWS credentials and PRIVACY_HMAC_SECRET_ARN set to the erasure log's key (the secret the API reads).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseScriptArgs, positiveIntegerOption, runScript, ScriptArgumentError, withScriptTable } from './script-args.ts';

runScript(async () => {
  const args = parseScriptArgs({ options: ['since', 'page-size'], flags: ['dry-run'] });
  const since = args.option('since');
  if (!since) throw new ScriptArgumentError('--since <ISO time> is required: the restore point, e.g. --since 2026-11-20T09:30:00Z.');
  const sinceTime = new Date(since);
  if (!/^\d{4}-\d{2}-\d{2}/.test(since) || Number.isNaN(sinceTime.getTime())) throw new ScriptArgumentError(`--since must be an ISO 8601 time such as 2026-11-20T09:30:00Z, not "${since}".`);
  const pageSize = positiveIntegerOption(args, 'page-size', 500);
  const dryRun = args.flag('dry-run');
  await withScriptTable(args, async ({ tableName, localDataDir }) => {
    const keyFile = localDataDir && join(localDataDir, 'privacy-hmac.key');
    if (!process.env.PRIVACY_HMAC_SECRET && keyFile && existsSync(keyFile)) process.env.PRIVACY_HMAC_SECRET = readFileSync(keyFile, 'utf8').trim();
    // Loaded only now: the client reads its endpoint from the variables withScriptTable set.
    const { rerunErasures } = await import('#functions/privacy/rerun-erasures.ts');
    const summary = await rerunErasures({ since: sinceTime.toISOString(), dryRun, pageSize, log: (line) => console.log(line) });
    const count = (counts: Record<string, number | undefined>) => Object.values(counts).reduce<number>((sum, value) => sum + (value ?? 0), 0);
    console.log(
      [
        `${dryRun ? 'Dry run, nothing changed. ' : ''}${summary.erasures} erasure(s) logged in ${tableName} since ${sinceTime.toISOString()}.`,
        `Erasures ${dryRun ? 'to re-apply' : 're-applied'}: ${summary.reapplied}; items ${dryRun ? 'to erase' : 're-erased'} by their logged key: ${count(summary.itemsReErased)}.`,
        `People found by keyed hash: ${summary.peopleFoundByHash}, with ${count(summary.itemsOfPeopleFound)} item(s) ${dryRun ? 'to erase' : 'erased'}.`,
        ...(dryRun ? [] : [`Providers asked again to delete their copy: ${summary.providersAsked} (the drain delivers it).`]),
        ...(summary.unknownKeys.length ? [`Logged keys of no known record type, left as they are: ${summary.unknownKeys.length}.`] : []),
      ].join('\n'),
    );
  });
});
