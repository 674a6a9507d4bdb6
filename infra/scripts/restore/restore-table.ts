/**
 * The AWS side of `npm run restore` (README, "Restoring the table"): restore the table with point-in-time recovery
 * into a new table, wait until it is ACTIVE, and set again what a restore does not carry (TTL, point-in-time
 * recovery, deletion protection, tags: DynamoDB's restore leaves all four off), from the constants the data stack
 * uses; and the on-demand full export to S3. The DynamoDB client is injected (tests use aws-sdk-client-mock), and so
 * is the restorer: a local rehearsal copies the table instead (DynamoDB Local has no point-in-time recovery).
 */
import {
  DescribeContinuousBackupsCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ExportTableToPointInTimeCommand,
  RestoreTableToPointInTimeCommand,
  TagResourceCommand,
  UpdateContinuousBackupsCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { TABLE_KEYS } from '#functions/data/table.ts';
import { EXPORT_PREFIX, TABLE_NAME_PATTERN, TABLE_TAGS } from '../../stacks/table-settings.ts';

/** Puts the table as it was at `restorePoint` into a new table `target` (which it creates). */
export type TableRestorer = (request: { source: string; target: string; restorePoint: Date }) => Promise<void>;

/** How the waiter polls DescribeTable (seconds); tests poll fast. */
export type WaiterTiming = { minDelay: number; maxDelay: number; maxWaitTime: number };

/** A restore of a table this size takes minutes to a few hours; the waiter gives up after six. */
export const RESTORE_WAITER: WaiterTiming = { minDelay: 20, maxDelay: 120, maxWaitTime: 6 * 60 * 60 };

/** A restore or export AWS refused or that did not finish: the message says what and what to do. */
export class RestoreError extends Error {
  override name = 'RestoreError';
}

/** `2026-11-20T09:30:00.000Z` → `20261120T093000Z`: the restore time in a table name. */
export const compactTime = (time: Date) => time.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');

/** The default name of the restored table: the source's, with the restore time (within DynamoDB's 255 characters). */
export function restoredTableName(source: string, restorePoint: Date): string {
  const suffix = `-restored-${compactTime(restorePoint)}`;
  return `${source.slice(0, 255 - suffix.length)}${suffix}`;
}

export function assertTableName(name: string, what: string): void {
  if (!TABLE_NAME_PATTERN.test(name)) throw new RestoreError(`${what} "${name}" is not a DynamoDB table name (3-255 of A-Z a-z 0-9 _ - .).`);
}

const why = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * The restorer of the deployed table: checks the restore point lies within the source's point-in-time recovery
 * window (DescribeContinuousBackups), then RestoreTableToPointInTime into `target` (on-demand, as the stack's table).
 * Refusals come back as RestoreError naming the cause.
 */
export function pointInTimeRestorer(dynamodb: DynamoDBClient): TableRestorer {
  return async ({ source, target, restorePoint }) => {
    const backups = await dynamodb.send(new DescribeContinuousBackupsCommand({ TableName: source }));
    const recovery = backups.ContinuousBackupsDescription?.PointInTimeRecoveryDescription;
    if (recovery?.PointInTimeRecoveryStatus !== 'ENABLED') {
      throw new RestoreError(`Point-in-time recovery is not enabled on ${source}: it has no restore points.`);
    }
    const earliest = recovery.EarliestRestorableDateTime;
    const latest = recovery.LatestRestorableDateTime;
    if ((earliest && restorePoint < earliest) || (latest && restorePoint > latest)) {
      throw new RestoreError(
        `${restorePoint.toISOString()} is outside the restore window of ${source}: from ${earliest?.toISOString() ?? '?'} to ${latest?.toISOString() ?? '?'}.`,
      );
    }
    try {
      await dynamodb.send(
        new RestoreTableToPointInTimeCommand({ SourceTableName: source, TargetTableName: target, RestoreDateTime: restorePoint, BillingModeOverride: 'PAY_PER_REQUEST' }),
      );
    } catch (error) {
      throw new RestoreError(`DynamoDB refused the restore of ${source} into ${target} (nothing was created): ${why(error)}`);
    }
  };
}

/** Waits (DynamoDB's own waiter, polling DescribeTable) until the table is ACTIVE, and answers its ARN. */
export async function waitUntilActive(dynamodb: DynamoDBClient, tableName: string, timing: WaiterTiming): Promise<string> {
  try {
    const { reason } = await waitUntilTableExists({ client: dynamodb, ...timing }, { TableName: tableName });
    const arn = reason.Table?.TableArn;
    if (!arn) throw new RestoreError(`DescribeTable of ${tableName} gave no ARN`);
    return arn;
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(
      `${tableName} did not become ACTIVE within ${Math.round(timing.maxWaitTime / 60)} minutes (${why(error)}). ` +
        'A failed restore deletes the table it was creating: look at the table in the DynamoDB console, then run the restore again.',
    );
  }
}

/** How many times point-in-time recovery is asked for while DynamoDB says the new table's backups are not ready. */
const BACKUPS_READY_ATTEMPTS = 15;

export type ResetStep = 'timeToLive' | 'pointInTimeRecovery' | 'deletionProtection' | 'tags';

/** What DynamoDB Local cannot do (a local rehearsal skips it, and says so). */
export const NOT_IN_DYNAMODB_LOCAL: readonly ResetStep[] = ['pointInTimeRecovery', 'tags'];

/**
 * Sets again on the restored table what a restore does not carry, as the data stack sets it on its own table: TTL on
 * TABLE_KEYS.timeToLive, point-in-time recovery, deletion protection (then waits for ACTIVE again: UpdateTable puts
 * the table in UPDATING), and TABLE_TAGS. Answers the steps done; `skip` names steps left out (a local rehearsal).
 */
export async function setWhatRestoreDropped(
  dynamodb: DynamoDBClient,
  table: { name: string; arn: string },
  options: { timing: WaiterTiming; skip?: readonly ResetStep[] },
): Promise<ResetStep[]> {
  const skip = new Set(options.skip ?? []);
  const done: ResetStep[] = [];
  const step = async (name: ResetStep, work: () => Promise<unknown>) => {
    if (skip.has(name)) return;
    try {
      await work();
    } catch (error) {
      throw new RestoreError(`The restored table ${table.name} exists, but setting its ${name} failed: ${why(error)}. Run the restore again with --target ${table.name} --resume, or set it by hand.`);
    }
    done.push(name);
  };
  await step('timeToLive', async () => {
    try {
      await dynamodb.send(new UpdateTimeToLiveCommand({ TableName: table.name, TimeToLiveSpecification: { AttributeName: TABLE_KEYS.timeToLive, Enabled: true } }));
    } catch (error) {
      // Already on (a resumed run): nothing to set.
      if (!(error instanceof Error && /already enabled/i.test(error.message))) throw error;
    }
  });
  await step('pointInTimeRecovery', async () => {
    // A table just created answers ContinuousBackupsUnavailableException until its backups are ready: a few minutes.
    for (let attempt = 1; ; attempt++) {
      try {
        return await dynamodb.send(new UpdateContinuousBackupsCommand({ TableName: table.name, PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } }));
      } catch (error) {
        if ((error as Error).name !== 'ContinuousBackupsUnavailableException' || attempt >= BACKUPS_READY_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, options.timing.minDelay * 1000));
      }
    }
  });
  await step('deletionProtection', async () => {
    await dynamodb.send(new UpdateTableCommand({ TableName: table.name, DeletionProtectionEnabled: true }));
    await waitUntilActive(dynamodb, table.name, options.timing);
  });
  await step('tags', () =>
    dynamodb.send(new TagResourceCommand({ ResourceArn: table.arn, Tags: Object.entries(TABLE_TAGS).map(([Key, Value]) => ({ Key, Value })) })),
  );
  return done;
}

export type RestoredTable = { name: string; arn: string; settings: ResetStep[]; skipped: ResetStep[] };

/**
 * Restores `source` as it was at `restorePoint` into `target`, waits for it, and sets again what the restore dropped.
 * With `resume`, the target already exists (a run that stopped after the restore): only the waiting and the settings.
 */
export async function restoreInto(
  deps: { dynamodb: DynamoDBClient; restorer: TableRestorer; timing?: WaiterTiming; skip?: readonly ResetStep[]; log?: (line: string) => void },
  request: { source: string; target: string; restorePoint: Date; resume?: boolean },
): Promise<RestoredTable> {
  const log = deps.log ?? (() => undefined);
  const timing = deps.timing ?? RESTORE_WAITER;
  assertTableName(request.target, 'The target table name');
  if (request.target === request.source) throw new RestoreError('The target must be a new table, not the source.');
  if (!request.resume) {
    log(`Restoring ${request.source} as it was at ${request.restorePoint.toISOString()} into ${request.target}...`);
    await deps.restorer(request);
  }
  log(`Waiting for ${request.target} to become ACTIVE (a restore takes minutes to hours, by the table's size)...`);
  const arn = await waitUntilActive(deps.dynamodb, request.target, timing);
  const settings = await setWhatRestoreDropped(deps.dynamodb, { name: request.target, arn }, { timing, skip: deps.skip ?? [] });
  const skipped = (deps.skip ?? []).filter((step) => !settings.includes(step));
  log(`${request.target} is ACTIVE; set again: ${settings.join(', ') || 'nothing'}${skipped.length ? `; not available here: ${skipped.join(', ')}` : ''}.`);
  return { name: request.target, arn, settings, skipped };
}

export type StartedExport = { exportArn: string; bucket: string; prefix: string; status: string };

/**
 * Starts a full export of `table` (as it was at `exportTime`, else now) to `bucket` under EXPORT_PREFIX, encrypted
 * with S3-managed keys: DynamoDB's export to S3, which reads the point-in-time recovery data and no table capacity.
 */
export async function startExport(dynamodb: DynamoDBClient, request: { table: string; bucket: string; exportTime?: Date; now: Date }): Promise<StartedExport> {
  const described = await dynamodb.send(new DescribeTableCommand({ TableName: request.table }));
  const arn = described.Table?.TableArn;
  if (!arn) throw new RestoreError(`DescribeTable of ${request.table} gave no ARN`);
  const prefix = `${EXPORT_PREFIX}${request.table}/${compactTime(request.exportTime ?? request.now)}`;
  try {
    const answer = await dynamodb.send(
      new ExportTableToPointInTimeCommand({
        TableArn: arn,
        S3Bucket: request.bucket,
        S3Prefix: prefix,
        S3SseAlgorithm: 'AES256',
        ExportFormat: 'DYNAMODB_JSON',
        ExportType: 'FULL_EXPORT',
        ...(request.exportTime ? { ExportTime: request.exportTime } : {}),
      }),
    );
    const exportArn = answer.ExportDescription?.ExportArn;
    if (!exportArn) throw new RestoreError('DynamoDB started no export (no ExportArn in its answer)');
    return { exportArn, bucket: request.bucket, prefix, status: answer.ExportDescription?.ExportStatus ?? 'IN_PROGRESS' };
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`DynamoDB refused the export of ${request.table} to s3://${request.bucket}/${prefix}: ${why(error)}`);
  }
}
