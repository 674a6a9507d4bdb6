/**
 * `npm run restore -- --to <ISO time> [--table <source>] [--target <new name>] [--resume] [--sample 25]`: restores the
 * table as it was at `--to` into a new table (point-in-time recovery; default name: the source's with
 * `-restored-<time>`), sets again what a restore does not carry (TTL, point-in-time recovery, deletion protection,
 * tags), checks it (counts per record type, the overview's counters against a recount, a sample read back), carries
 * the erasure log over and re-runs the erasures since `--to` on it, and prints how to switch the app to it
 * (infra/scripts/restore/run-restore.ts; README "Restoring the table"). `--resume` continues with a `--target` that
 * a stopped run already restored.
 *
 * `npm run restore -- --export --bucket <ExportsBucketName output> [--table <name>] [--to <ISO time>]`: starts a full
 * export of the table (as it was at --to, else now) to the data stack's exports bucket, whose objects expire.
 *
 * The table: `--table <name>` alone is the deployed table, with the shell's AWS credentials (and
 * PRIVACY_HMAC_SECRET_ARN set to the API stack's PrivacyHmacSecret, for the erasures' hashes). Without it (or with
 * --endpoint) it is a local rehearsal: the local stack's table in $DATA_DIR (stop `npm start` first), or the
 * DynamoDB at --endpoint, "restored" by a copy of the table as it is now (DynamoDB Local has no point-in-time
 * recovery, tags or export).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { copyRestorer } from './restore/copy-restorer.ts';
import { rerunErasuresScript } from './restore/erasures.ts';
import { NOT_IN_DYNAMODB_LOCAL, pointInTimeRestorer, restoredTableName, startExport } from './restore/restore-table.ts';
import { runRestore } from './restore/run-restore.ts';
import { parseScriptArgs, positiveIntegerOption, runScript, ScriptArgumentError, withScriptTable } from './script-args.ts';

/** An ISO 8601 time option, in the past. */
function timeOption(name: string, value: string): Date {
  const time = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(time.getTime())) throw new ScriptArgumentError(`--${name} must be an ISO 8601 time such as 2026-11-20T09:30:00Z, not "${value}".`);
  if (time.getTime() > Date.now()) throw new ScriptArgumentError(`--${name} ${value} is in the future.`);
  return time;
}

runScript(async () => {
  const args = parseScriptArgs({ options: ['to', 'target', 'bucket', 'sample'], flags: ['export', 'resume'] });
  const to = args.option('to');
  const local = args.option('table') === undefined || args.option('endpoint') !== undefined;

  if (args.flag('export')) {
    const bucket = args.option('bucket');
    if (!bucket) throw new ScriptArgumentError('--export needs --bucket <the data stack\'s ExportsBucketName output>.');
    if (local) throw new ScriptArgumentError('DynamoDB Local has no export to S3: export the deployed table (--table <TableName output>, no --endpoint).');
    const exportTime = to === undefined ? undefined : timeOption('to', to);
    const started = await startExport(new DynamoDBClient({}), { table: args.option('table')!, bucket, now: new Date(), ...(exportTime ? { exportTime } : {}) });
    console.log(
      [
        `Export started (${started.status}): ${started.exportArn}`,
        `It lands in s3://${started.bucket}/${started.prefix}/ (DynamoDB JSON, gzip), in minutes to an hour; follow it with`,
        `  aws dynamodb describe-export --export-arn ${started.exportArn}`,
        'Its objects expire with the bucket\'s lifecycle rule (30 days): download what the owner keeps, and keep it as safely.',
      ].join('\n'),
    );
    return;
  }

  if (!to) throw new ScriptArgumentError('--to <ISO time> is required: the moment to restore, e.g. --to 2026-11-20T09:30:00Z.');
  const restorePoint = timeOption('to', to);
  if (args.flag('resume') && !args.option('target')) throw new ScriptArgumentError('--resume needs --target <the table a stopped run restored>.');
  if (!local && !process.env.PRIVACY_HMAC_SECRET_ARN && !process.env.PRIVACY_HMAC_SECRET) {
    throw new ScriptArgumentError('Set PRIVACY_HMAC_SECRET_ARN to the API stack\'s PrivacyHmacSecret first: the erasures re-run after the restore need its key.');
  }
  const sampleSize = positiveIntegerOption(args, 'sample', 25);

  await withScriptTable(args, async ({ tableName, localDataDir }) => {
    // withScriptTable pointed the SDK's variables at the local DynamoDB when there is one.
    const dynamodb = new DynamoDBClient({});
    const endpoint = local ? process.env.AWS_ENDPOINT_URL_DYNAMODB : undefined;
    const keyFile = localDataDir && join(localDataDir, 'privacy-hmac.key');
    const env = { ...process.env, ...(!process.env.PRIVACY_HMAC_SECRET && keyFile && existsSync(keyFile) ? { PRIVACY_HMAC_SECRET: readFileSync(keyFile, 'utf8').trim() } : {}) };
    if (local) console.log('A local rehearsal: the "restore" copies the table as it is now (DynamoDB Local has no point-in-time recovery).');
    await runRestore(
      {
        dynamodb,
        restorer: local ? copyRestorer(dynamodb) : pointInTimeRestorer(dynamodb),
        rerunErasures: rerunErasuresScript({ ...(endpoint ? { endpoint } : {}), env }),
        log: (line) => console.log(line),
        ...(local ? { skip: NOT_IN_DYNAMODB_LOCAL, timing: { minDelay: 1, maxDelay: 2, maxWaitTime: 120 } } : {}),
        sampleSize,
        rehearsal: local,
      },
      { source: tableName, target: args.option('target') ?? restoredTableName(tableName, restorePoint), restorePoint, resume: args.flag('resume') },
    );
  });
});
