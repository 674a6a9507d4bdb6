/**
 * The AWS call path of `npm run restore` (restore-table.ts), against aws-sdk-client-mock: the exact commands and
 * inputs in order, the waiter polling until ACTIVE, and refusals reported as a message an operator can act on.
 */
import {
  DescribeContinuousBackupsCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ExportTableToPointInTimeCommand,
  ResourceNotFoundException,
  RestoreTableToPointInTimeCommand,
  TableAlreadyExistsException,
  TagResourceCommand,
  UpdateContinuousBackupsCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { pointInTimeRestorer, restoredTableName, restoreInto, startExport } from './restore-table.ts';

const dynamo = mockClient(DynamoDBClient);
const client = new DynamoDBClient({ region: 'me-central-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });
/** The waiter polls every 10-20 ms here, not every 20 s. */
const fast = { minDelay: 0.01, maxDelay: 0.02, maxWaitTime: 2 };
const restorePoint = new Date('2026-11-20T09:30:00Z');
const target = 'DubaiSetupData-Table-restored-20261120T093000Z';
const targetArn = `arn:aws:dynamodb:me-central-1:111122223333:table/${target}`;

/** Every command sent, in order, as [its name, its input]. */
const sent = () => dynamo.calls().map((call) => [call.args[0].constructor.name, call.args[0].input]);

beforeEach(() => {
  dynamo.reset();
  dynamo.on(DescribeContinuousBackupsCommand).resolves({
    ContinuousBackupsDescription: {
      ContinuousBackupsStatus: 'ENABLED',
      PointInTimeRecoveryDescription: { PointInTimeRecoveryStatus: 'ENABLED', EarliestRestorableDateTime: new Date('2026-10-20T00:00:00Z'), LatestRestorableDateTime: new Date('2026-11-26T17:00:00Z') },
    },
  });
  dynamo.on(RestoreTableToPointInTimeCommand).resolves({ TableDescription: { TableName: target, TableStatus: 'CREATING' } });
});

describe('npm run restore: the restore on AWS', () => {
  it('names the new table after the source and the restore time', () => {
    expect(restoredTableName('DubaiSetupData-Table', restorePoint)).toBe('DubaiSetupData-Table-restored-20261120T093000Z');
    expect(restoredTableName('x'.repeat(255), restorePoint)).toHaveLength(255);
  });

  it('restores into a new table, waits until it is ACTIVE, then sets TTL, point-in-time recovery, deletion protection and the tags again, in that order', async () => {
    // Arrange: the restored table is CREATING twice, then ACTIVE; after UpdateTable UPDATING once, then ACTIVE.
    dynamo
      .on(DescribeTableCommand)
      .resolvesOnce({ Table: { TableName: target, TableStatus: 'CREATING' } })
      .resolvesOnce({ Table: { TableName: target, TableStatus: 'CREATING' } })
      .resolvesOnce({ Table: { TableName: target, TableStatus: 'ACTIVE', TableArn: targetArn } })
      .resolvesOnce({ Table: { TableName: target, TableStatus: 'UPDATING', TableArn: targetArn } })
      .resolves({ Table: { TableName: target, TableStatus: 'ACTIVE', TableArn: targetArn } });
    const lines: string[] = [];

    // Act
    const restored = await restoreInto(
      { dynamodb: client, restorer: pointInTimeRestorer(client), timing: fast, log: (line) => lines.push(line) },
      { source: 'DubaiSetupData-Table', target, restorePoint },
    );

    // Assess
    expect(restored).toEqual({ name: target, arn: targetArn, settings: ['timeToLive', 'pointInTimeRecovery', 'deletionProtection', 'tags'], skipped: [] });
    expect(sent()).toEqual([
      ['DescribeContinuousBackupsCommand', { TableName: 'DubaiSetupData-Table' }],
      ['RestoreTableToPointInTimeCommand', { SourceTableName: 'DubaiSetupData-Table', TargetTableName: target, RestoreDateTime: restorePoint, BillingModeOverride: 'PAY_PER_REQUEST' }],
      ['DescribeTableCommand', { TableName: target }],
      ['DescribeTableCommand', { TableName: target }],
      ['DescribeTableCommand', { TableName: target }],
      ['UpdateTimeToLiveCommand', { TableName: target, TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true } }],
      ['UpdateContinuousBackupsCommand', { TableName: target, PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } }],
      ['UpdateTableCommand', { TableName: target, DeletionProtectionEnabled: true }],
      ['DescribeTableCommand', { TableName: target }],
      ['DescribeTableCommand', { TableName: target }],
      ['TagResourceCommand', { ResourceArn: targetArn, Tags: [{ Key: 'application', Value: 'dubai-setup' }, { Key: 'data', Value: 'business-records' }] }],
    ]);
    expect(lines.at(-1)).toBe(`${target} is ACTIVE; set again: timeToLive, pointInTimeRecovery, deletionProtection, tags.`);
  });

  it('refuses a restore point outside the recovery window before asking for any restore', async () => {
    // Act
    const attempt = restoreInto({ dynamodb: client, restorer: pointInTimeRestorer(client), timing: fast }, { source: 'DubaiSetupData-Table', target, restorePoint: new Date('2026-09-01T00:00:00Z') });

    // Assess
    await expect(attempt).rejects.toThrow(
      '2026-09-01T00:00:00.000Z is outside the restore window of DubaiSetupData-Table: from 2026-10-20T00:00:00.000Z to 2026-11-26T17:00:00.000Z.',
    );
    expect(dynamo.commandCalls(RestoreTableToPointInTimeCommand)).toHaveLength(0);
  });

  it('reports a restore DynamoDB refused with its reason, and goes no further', async () => {
    // Arrange
    dynamo.on(RestoreTableToPointInTimeCommand).rejects(new TableAlreadyExistsException({ message: `Table already exists: ${target}`, $metadata: {} }));

    // Act
    const attempt = restoreInto({ dynamodb: client, restorer: pointInTimeRestorer(client), timing: fast }, { source: 'DubaiSetupData-Table', target, restorePoint });

    // Assess
    await expect(attempt).rejects.toThrow(
      `DynamoDB refused the restore of DubaiSetupData-Table into ${target} (nothing was created): TableAlreadyExistsException: Table already exists: ${target}`,
    );
    expect(dynamo.commandCalls(DescribeTableCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(UpdateTimeToLiveCommand)).toHaveLength(0);
  });

  it('reports a restored table that never becomes ACTIVE (a failed restore deletes it) and sets nothing on it', async () => {
    // Arrange: the table the restore was creating is gone.
    dynamo.on(DescribeTableCommand).rejects(new ResourceNotFoundException({ message: 'Requested resource not found', $metadata: {} }));

    // Act
    const attempt = restoreInto({ dynamodb: client, restorer: pointInTimeRestorer(client), timing: { minDelay: 0.01, maxDelay: 0.02, maxWaitTime: 0.2 } }, { source: 'DubaiSetupData-Table', target, restorePoint });

    // Assess
    await expect(attempt).rejects.toThrow(`${target} did not become ACTIVE within 0 minutes`);
    await expect(attempt).rejects.toThrow('A failed restore deletes the table it was creating');
    expect(dynamo.commandCalls(UpdateTimeToLiveCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(TagResourceCommand)).toHaveLength(0);
  });

  it('says which setting failed on a restored table that exists, and how to resume', async () => {
    // Arrange
    dynamo.on(DescribeTableCommand).resolves({ Table: { TableName: target, TableStatus: 'ACTIVE', TableArn: targetArn } });
    dynamo.on(UpdateContinuousBackupsCommand).rejects(new Error('User is not authorized to perform: dynamodb:UpdateContinuousBackups'));

    // Act
    const attempt = restoreInto({ dynamodb: client, restorer: pointInTimeRestorer(client), timing: fast }, { source: 'DubaiSetupData-Table', target, restorePoint });

    // Assess
    await expect(attempt).rejects.toThrow(`The restored table ${target} exists, but setting its pointInTimeRecovery failed`);
    await expect(attempt).rejects.toThrow(`--target ${target} --resume`);
    expect(dynamo.commandCalls(UpdateTableCommand)).toHaveLength(0);
  });

  it('asks again for point-in-time recovery while DynamoDB says the new table\'s backups are not ready yet', async () => {
    // Arrange
    dynamo.on(DescribeTableCommand).resolves({ Table: { TableName: target, TableStatus: 'ACTIVE', TableArn: targetArn } });
    dynamo
      .on(UpdateContinuousBackupsCommand)
      .rejectsOnce(Object.assign(new Error('Backups are being enabled for the table'), { name: 'ContinuousBackupsUnavailableException' }))
      .resolves({});

    // Act
    const restored = await restoreInto({ dynamodb: client, restorer: pointInTimeRestorer(client), timing: fast }, { source: 'DubaiSetupData-Table', target, restorePoint });

    // Assess
    expect(restored.settings).toContain('pointInTimeRecovery');
    expect(dynamo.commandCalls(UpdateContinuousBackupsCommand)).toHaveLength(2);
  });

  it('resumes a stopped run: no second restore, only the wait and the settings; TTL already on is no failure', async () => {
    // Arrange
    dynamo.on(DescribeTableCommand).resolves({ Table: { TableName: target, TableStatus: 'ACTIVE', TableArn: targetArn } });
    dynamo.on(UpdateTimeToLiveCommand).rejects(Object.assign(new Error('TimeToLive is already enabled'), { name: 'ValidationException' }));

    // Act
    const restored = await restoreInto({ dynamodb: client, restorer: pointInTimeRestorer(client), timing: fast }, { source: 'DubaiSetupData-Table', target, restorePoint, resume: true });

    // Assess
    expect(restored.settings).toEqual(['timeToLive', 'pointInTimeRecovery', 'deletionProtection', 'tags']);
    expect(dynamo.commandCalls(RestoreTableToPointInTimeCommand)).toHaveLength(0);
  });

  it('skips, and says so, what the endpoint cannot do (a local rehearsal: no point-in-time recovery, no tags)', async () => {
    // Arrange
    dynamo.on(DescribeTableCommand).resolves({ Table: { TableName: target, TableStatus: 'ACTIVE', TableArn: targetArn } });
    const copied: string[] = [];

    // Act
    const restored = await restoreInto(
      { dynamodb: client, restorer: async ({ source }) => void copied.push(source), timing: fast, skip: ['pointInTimeRecovery', 'tags'] },
      { source: 'dubai-setup-local', target, restorePoint },
    );

    // Assess
    expect(copied).toEqual(['dubai-setup-local']);
    expect(restored).toMatchObject({ settings: ['timeToLive', 'deletionProtection'], skipped: ['pointInTimeRecovery', 'tags'] });
    expect(dynamo.commandCalls(UpdateContinuousBackupsCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(TagResourceCommand)).toHaveLength(0);
  });

  it('refuses to restore onto the source table itself or into a name DynamoDB would refuse', async () => {
    const restorer = pointInTimeRestorer(client);
    await expect(restoreInto({ dynamodb: client, restorer, timing: fast }, { source: 'T-able', target: 'T-able', restorePoint })).rejects.toThrow('The target must be a new table, not the source.');
    await expect(restoreInto({ dynamodb: client, restorer, timing: fast }, { source: 'T-able', target: 'restored table!', restorePoint })).rejects.toThrow(
      'The target table name "restored table!" is not a DynamoDB table name',
    );
    expect(dynamo.calls()).toHaveLength(0);
  });
});

describe('npm run restore -- --export: the full export to S3', () => {
  it('exports the table, encrypted, to the exports bucket under the table name and the export time', async () => {
    // Arrange
    dynamo.on(DescribeTableCommand).resolves({ Table: { TableName: 'DubaiSetupData-Table', TableStatus: 'ACTIVE', TableArn: 'arn:aws:dynamodb:me-central-1:111122223333:table/DubaiSetupData-Table' } });
    dynamo.on(ExportTableToPointInTimeCommand).resolves({ ExportDescription: { ExportArn: 'arn:aws:dynamodb:me-central-1:111122223333:table/DubaiSetupData-Table/export/0178', ExportStatus: 'IN_PROGRESS' } });

    // Act
    const started = await startExport(client, { table: 'DubaiSetupData-Table', bucket: 'dubaisetupdata-exports', exportTime: restorePoint, now: new Date('2026-11-26T18:00:00Z') });

    // Assess
    expect(started).toEqual({
      exportArn: 'arn:aws:dynamodb:me-central-1:111122223333:table/DubaiSetupData-Table/export/0178',
      bucket: 'dubaisetupdata-exports',
      prefix: 'table-exports/DubaiSetupData-Table/20261120T093000Z',
      status: 'IN_PROGRESS',
    });
    expect(sent()).toEqual([
      ['DescribeTableCommand', { TableName: 'DubaiSetupData-Table' }],
      [
        'ExportTableToPointInTimeCommand',
        {
          TableArn: 'arn:aws:dynamodb:me-central-1:111122223333:table/DubaiSetupData-Table',
          S3Bucket: 'dubaisetupdata-exports',
          S3Prefix: 'table-exports/DubaiSetupData-Table/20261120T093000Z',
          S3SseAlgorithm: 'AES256',
          ExportFormat: 'DYNAMODB_JSON',
          ExportType: 'FULL_EXPORT',
          ExportTime: restorePoint,
        },
      ],
    ]);
  });

  it('reports an export DynamoDB refused (point-in-time recovery off) with its reason', async () => {
    // Arrange
    dynamo.on(DescribeTableCommand).resolves({ Table: { TableName: 'DubaiSetupData-Table', TableArn: 'arn:aws:dynamodb:me-central-1:111122223333:table/DubaiSetupData-Table' } });
    dynamo.on(ExportTableToPointInTimeCommand).rejects(Object.assign(new Error('Point in time recovery is not enabled for table'), { name: 'PointInTimeRecoveryUnavailableException' }));

    // Act
    const attempt = startExport(client, { table: 'DubaiSetupData-Table', bucket: 'dubaisetupdata-exports', now: new Date('2026-11-26T18:00:00Z') });

    // Assess
    await expect(attempt).rejects.toThrow(
      'DynamoDB refused the export of DubaiSetupData-Table to s3://dubaisetupdata-exports/table-exports/DubaiSetupData-Table/20261126T180000Z: PointInTimeRecoveryUnavailableException: Point in time recovery is not enabled for table',
    );
  });
});
