/**
 * `npm run restore` from start to end (README, "Restoring the table"), every dependency injected: restore into a new
 * table and set again what the restore dropped (restore-table.ts), check it (check-restored.ts), carry the e-mail
 * suppressions and the erasure log over and re-run the erasures on it (erasures.ts), then say how to switch the app
 * to it. It stops, saying why, at
 * the first step that fails; the checks' differences are reported, and a table that does not serve its items back
 * stops it before the erasures and the switch.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { RESTORED_TABLE_CONTEXT } from '../../stacks/table-settings.ts';
import { checkRestoredTable, type CheckReport } from './check-restored.ts';
import { carryErasureLog, carrySuppressions, type ErasureRerun } from './erasures.ts';
import { RestoreError, restoreInto, type ResetStep, type RestoredTable, type TableRestorer, type WaiterTiming } from './restore-table.ts';

export type RestoreRun = {
  dynamodb: DynamoDBClient;
  restorer: TableRestorer;
  rerunErasures: ErasureRerun;
  log: (line: string) => void;
  timing?: WaiterTiming;
  /** Settings the endpoint cannot take (a local rehearsal: DynamoDB Local has no point-in-time recovery or tags). */
  skip?: readonly ResetStep[];
  sampleSize?: number;
  random?: () => number;
  /** A local rehearsal: the switch is printed as what would be done deployed. */
  rehearsal?: boolean;
};

export type RestoreRequest = { source: string; target: string; restorePoint: Date; resume?: boolean };

export type RestoreOutcome = { table: RestoredTable; checks: CheckReport; erasureLog: { logged: number; added: number }; suppressions: number; rerun: string };

/** The check's report as lines for the operator. */
export function describeChecks(checks: CheckReport): string[] {
  const width = Math.max(11, ...checks.counts.map((row) => row.type.length));
  const { sample } = checks;
  return [
    'Items per record type (the live table has what came after the restore point too):',
    `  ${'record type'.padEnd(width)}  restored      live`,
    ...checks.counts.map((row) => `  ${row.type.padEnd(width)}  ${String(row.restored).padStart(8)}  ${String(row.live).padStart(8)}${row.restored === 0 && row.live > 0 ? '  (none restored)' : ''}`),
    checks.counters.differences.length
      ? `The overview's counters differ from a recount of the ${checks.counters.leads} restored leads (mend with npm run leads:rebuild -- --table <restored>):`
      : `The overview's counters match a recount of the ${checks.counters.leads} restored leads.`,
    ...checks.counters.differences.map((difference) => `  ${difference}`),
    `Sample: ${sample.read} item(s) read back by key and through their indexes: ${sample.unreadable.length} not read back, ${sample.indexMisses.length} not found by an index; ` +
      `in the live table ${sample.sameInLive} the same, ${sample.changedInLive} changed since, ${sample.goneFromLive} gone since.`,
    ...[...new Set(sample.unreadable)].map((type) => `  not read back: a ${type} item`),
    ...[...new Set(sample.indexMisses)].map((miss) => `  not found: a ${miss}`),
  ];
}

/** What the operator does next: the switch (README "Restoring the table", step 4). */
export function switchInstructions(source: string, target: string): string[] {
  return [
    `To switch the site to ${target}:`,
    `  1. Put "${RESTORED_TABLE_CONTEXT}": "${target}" in cdk.json's "context" and commit it (a deploy without it would`,
    '     create a new, empty table), or pass it once with -c to try it.',
    `  2. npm run deploy  (cdk deploy --all -c ${RESTORED_TABLE_CONTEXT}=${target}): every function, alarm and output moves to it.`,
    `  3. ${source} stays, retained and deletion-protected, outside the stack: keep it until the restored table has`,
    '     served a while, then turn its deletion protection off and delete it (it still holds the erased people).',
  ];
}

/** Restores, checks, re-runs the erasures and prints the switch (see the header). */
export async function runRestore(run: RestoreRun, request: RestoreRequest): Promise<RestoreOutcome> {
  const table = await restoreInto(
    { dynamodb: run.dynamodb, restorer: run.restorer, log: run.log, ...(run.timing ? { timing: run.timing } : {}), ...(run.skip ? { skip: run.skip } : {}) },
    request,
  );

  run.log(`Checking ${table.name} against ${request.source}...`);
  const checks = await checkRestoredTable(run.dynamodb, { restored: table.name, live: request.source }, { ...(run.sampleSize ? { sampleSize: run.sampleSize } : {}), ...(run.random ? { random: run.random } : {}) });
  for (const line of describeChecks(checks)) run.log(line);
  if (!checks.ok) {
    throw new RestoreError(`${table.name} does not serve every sampled item back (see above): do not switch to it. Delete it and restore again.`);
  }

  const documents = DynamoDBDocumentClient.from(run.dynamodb);
  const suppressions = await carrySuppressions(documents, { live: request.source, restored: table.name });
  run.log(`E-mail suppressions of ${request.source} put into ${table.name}: ${suppressions} (an address that bounced or complained stays unwritten).`);
  const erasureLog = await carryErasureLog(documents, { live: request.source, restored: table.name }, request.restorePoint);
  run.log(`Erasures logged in ${request.source} since ${request.restorePoint.toISOString()}: ${erasureLog.logged} (${erasureLog.added} carried into ${table.name}). Re-running them there...`);
  const rerun = await run.rerunErasures({ table: table.name, since: request.restorePoint });
  if (rerun) run.log(rerun);

  if (run.rehearsal) run.log('The rehearsal ends here (the local stack keeps its own table); deployed, the next step would be:');
  for (const line of switchInstructions(request.source, table.name)) run.log(line);
  return { table, checks, erasureLog, suppressions, rerun };
}
