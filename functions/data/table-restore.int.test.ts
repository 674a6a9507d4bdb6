/**
 * `npm run restore` (infra/scripts/restore) rehearsed against DynamoDB Local's own tables: the live table of this
 * file is filled through the routes, the restore point is taken, a person is erased and a lead arrives after it; the
 * "restore" copies the items as they were at the restore point into a new table (DynamoDB Local has no point-in-time
 * recovery, so the restorer is injected), the settings Local supports are set again, the checks run (counts per
 * record type, the counters against a recount, a sample read back), and the erasure logged after the restore point is
 * carried over and re-run on the copy by `npm run privacy:rerun-erasures` itself; an e-mail suppression recorded after
 * the restore point is carried over too.
 */
import { randomUUID } from 'node:crypto';
import { DescribeTableCommand, DescribeTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ensureTable, localDynamoClient } from '#infra/local/dynamodb.ts';
import { copyRestorer, scanAll } from '#infra/scripts/restore/copy-restorer.ts';
import { rerunErasuresScript } from '#infra/scripts/restore/erasures.ts';
import { NOT_IN_DYNAMODB_LOCAL, restoredTableName } from '#infra/scripts/restore/restore-table.ts';
import { runRestore } from '#infra/scripts/restore/run-restore.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { suppressionKey, suppressEmail } from './email-suppressions.ts';
import { invokeRoute } from '../test/invoke-route.ts';
import { loggedInStaff, type StaffRequest } from '../test/staff-session.ts';

type Item = Record<string, unknown>;

const run = randomUUID().slice(0, 8);
const live = `restore-live-${run}`;
let staff: StaffRequest;

beforeAll(async () => {
  // A table of its own: the checks read whole tables, and the copy must hold only this file's items.
  process.env.TABLE_NAME = live;
  await ensureTable(process.env.AWS_ENDPOINT_URL_DYNAMODB!, live);
  staff = await loggedInStaff();
}, 60_000);

async function everyItem(table: string): Promise<Item[]> {
  const items: Item[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(new ScanCommand({ TableName: table, ExclusiveStartKey, ConsistentRead: true }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

let phones = 0;
const lead = async (fullName: string, email: string, country: string) => {
  // A number of each person's own: the erasure also finds a person by number.
  const answer = await invokeRoute('POST', '/api/leads', { body: { fullName, email, phone: `+971 50 ${run.replace(/\D/g, '').padEnd(6, '1').slice(0, 6)}${++phones}`, country } });
  expect(answer.statusCode).toBe(201);
  return String(answer.json.id);
};

describe('npm run restore, rehearsed on DynamoDB Local', () => {
  it('restores into a new table, sets again what it can, checks counts, counters and a sample, and re-runs the erasure logged after the restore point', async () => {
    // Arrange: the live table before the restore point: three leads, one of them the person erased later.
    const erased = { fullName: 'Erika Erased', email: `erika.${run}@example.com` };
    await lead('Gustav Kept', `gustav.${run}@example.com`, 'Germany');
    const erasedLeadId = await lead(erased.fullName, erased.email, 'Germany');
    await lead('Inaya Kept', `inaya.${run}@example.com`, 'India');
    // A counter that drifted (an item edited by hand): the restore's check must list it.
    await documentClient.send(new UpdateCommand({ TableName: live, Key: { pk: 'LEADSTATS#COUNTRY', sk: 'Germany' }, UpdateExpression: 'ADD #count :one', ExpressionAttributeNames: { '#count': 'count' }, ExpressionAttributeValues: { ':one': 1 } }));
    const dynamodb = localDynamoClient(process.env.AWS_ENDPOINT_URL_DYNAMODB!);
    const atRestorePoint = await scanAll(dynamodb, live);
    const restorePoint = new Date();
    expect(JSON.stringify(atRestorePoint)).toContain(erased.email);

    // After the restore point: the person is erased, and a new lead arrives.
    await new Promise((resolve) => setImmediate(resolve));
    const erasure = await invokeRoute('POST', '/api/admin/privacy/erase', { ...staff, body: { email: erased.email, confirm: true } });
    expect(erasure.statusCode).toBe(200);
    await lead('Late Arrival', `late.${run}@example.com`, 'France');
    await suppressEmail(`gustav.${run}@example.com`, { reason: 'bounce', at: new Date().toISOString(), detail: 'General' });
    const lines: string[] = [];
    const target = restoredTableName(live, restorePoint);

    // Act
    const outcome = await runRestore(
      {
        dynamodb,
        restorer: copyRestorer(dynamodb, async () => atRestorePoint),
        rerunErasures: rerunErasuresScript({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB! }),
        log: (line) => lines.push(line),
        skip: NOT_IN_DYNAMODB_LOCAL,
        timing: { minDelay: 0.05, maxDelay: 0.1, maxWaitTime: 30 },
        sampleSize: 40,
      },
      { source: live, target, restorePoint },
    );

    // Assess: the new table, with TTL and deletion protection set again (Local has no point-in-time recovery or tags).
    expect(outcome.table).toMatchObject({ name: target, settings: ['timeToLive', 'deletionProtection'], skipped: ['pointInTimeRecovery', 'tags'] });
    expect((await dynamodb.send(new DescribeTimeToLiveCommand({ TableName: target }))).TimeToLiveDescription).toEqual({ TimeToLiveStatus: 'ENABLED', AttributeName: 'expiresAt' });
    expect((await dynamodb.send(new DescribeTableCommand({ TableName: target }))).Table?.DeletionProtectionEnabled).toBe(true);

    // The counts: the restored table has the three leads of the restore point, the live one the late lead too.
    const leads = outcome.checks.counts.find((row) => row.type === 'LEAD');
    expect(leads).toEqual({ type: 'LEAD', restored: 3, live: 4 });

    // The counters: the drifted one is listed against the recount, the rest agree.
    expect(outcome.checks.counters).toEqual({ leads: 3, differences: ['countries/Germany: stored 3, recount 2'] });

    // The sample: every type read back by key and through its indexes; the erased lead changed in the live table since.
    expect(outcome.checks.sample.read).toBeGreaterThanOrEqual(outcome.checks.counts.filter((row) => row.restored > 0).length);
    expect(outcome.checks.sample).toMatchObject({ unreadable: [], indexMisses: [] });
    expect(outcome.checks.ok).toBe(true);

    // The erasure logged after the restore point: carried over, and re-run on the restored table.
    expect(outcome.erasureLog).toEqual({ logged: 1, added: 1 });
    expect(outcome.rerun).toContain('Erasures re-applied: 1');
    const restoredItems = await everyItem(target);
    const tombstone = restoredItems.find((item) => item.pk === `LEAD#${erasedLeadId}` && item.sk === 'LEAD');
    expect(tombstone).toMatchObject({ fullName: '', email: '' });
    expect(tombstone?.erasedAt).toEqual(expect.any(String));
    expect(restoredItems.filter((item) => JSON.stringify(item).toLowerCase().includes(erased.email)).map((item) => `${String(item.pk)}|${String(item.sk)}`)).toEqual([]);
    expect(restoredItems.filter((item) => JSON.stringify(item).includes(`gustav.${run}@example.com`))).not.toEqual([]);

    // The address that bounced after the restore point stays suppressed on the restored table.
    expect(outcome.suppressions).toBe(1);
    const suppression = await suppressionKey(`gustav.${run}@example.com`);
    expect(restoredItems.find((item) => item.pk === suppression.pk && item.sk === suppression.sk)).toMatchObject({ reason: 'bounce' });

    // What the operator reads: the counts, the counter listed, and the switch.
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}LEAD +3 +4$/));
    expect(lines).toContain('  countries/Germany: stored 3, recount 2');
    expect(lines).toContainEqual(expect.stringContaining(`cdk deploy --all -c restoredTableName=${target}`));
  });
});
