import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { GetCommand, PutCommand, QueryCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { localDynamoClient } from '#infra/local/dynamodb.ts';
import { generateLeads, seedLeads } from '#infra/local/lead-seeder.ts';
import { countLeads, readLeadAggregates } from './lead-aggregates.ts';
import { leadItem } from './leads.ts';

const projectRoot = resolve(import.meta.dirname, '../..');

describe('the overview counters of seeded and rebuilt tables', () => {
  it('adds exactly what npm run seed:leads writes to the counters', async () => {
    // Prepare: the seeded business activities are used by no other test, so their counters move only with the seed.
    const leads = generateLeads(300, { seed: 42 });
    const before = await readLeadAggregates();

    // Act
    await seedLeads(leads, { parallel: 4 });

    // Assess
    const after = await readLeadAggregates();
    const expected = countLeads(leads);
    for (const activity of expected.activities) {
      const was = before.activities.find((entry) => entry.name === activity.name)?.count ?? 0;
      expect(after.activities.find((entry) => entry.name === activity.name)?.count).toBe(was + activity.count);
    }
    expect(after.totals.total - before.totals.total).toBeGreaterThanOrEqual(300);
  });

  it('npm run leads:rebuild sets drifted counters back to a recount and gives older leads their search keys', async () => {
    // Prepare: a table of its own with three leads, wrong counters, and one lead stored before search keys existed.
    const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB!;
    const TableName = `rebuild-${Date.now()}`;
    const client = DynamoDBDocumentClient.from(localDynamoClient(endpoint));
    const { ensureTable } = await import('#infra/local/dynamodb.ts');
    await ensureTable(endpoint, TableName);
    const leads = generateLeads(3, { seed: 5 }).map((lead, i) => ({ ...lead, status: (['new', 'closed', 'closed'] as const)[i]!, country: 'Peru' }));
    const [older, ...rest] = leads.map(leadItem) as Record<string, unknown>[];
    const { gsi3pk, gsi3sk, gsi4pk, gsi4sk, gsi5pk, gsi5sk, ...olderWithoutSearchKeys } = older!;
    for (const Item of [olderWithoutSearchKeys, ...rest]) await client.send(new PutCommand({ TableName, Item }));
    await client.send(new PutCommand({ TableName, Item: { pk: 'LEADSTATS', sk: 'TOTALS', total: 99, new: 99, closed: -4 } }));
    await client.send(new PutCommand({ TableName, Item: { pk: 'LEADSTATS#COUNTRY', sk: 'Chad', name: 'Chad', count: 7 } }));

    // Act
    await promisify(execFile)(process.execPath, ['infra/scripts/rebuild-lead-aggregates.ts', `--endpoint=${endpoint}`, `--table=${TableName}`], { cwd: projectRoot });

    // Assess
    const totals = (await client.send(new GetCommand({ TableName, Key: { pk: 'LEADSTATS', sk: 'TOTALS' } }))).Item;
    expect(totals).toMatchObject({ total: 3, new: 1, contacted: 0, qualified: 0, closed: 2 });
    const countries = (await client.send(new QueryCommand({ TableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'LEADSTATS#COUNTRY' } }))).Items;
    expect(countries?.map((item) => [item.name, item.count]).sort()).toEqual([['Chad', 0], ['Peru', 3]]);
    const repaired = (await client.send(new GetCommand({ TableName, Key: { pk: older!.pk, sk: 'LEAD' } }))).Item;
    expect(repaired).toMatchObject({ gsi3pk, gsi3sk, gsi4pk, gsi4sk, gsi5pk, gsi5sk });
  });
});
