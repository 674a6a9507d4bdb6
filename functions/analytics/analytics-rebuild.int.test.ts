import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { GetCommand, PutCommand, QueryCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { localDynamoClient } from '#infra/local/dynamodb.ts';
import { generateLeads } from '#infra/local/lead-seeder.ts';
import { leadItem, type Lead } from '../data/leads.ts';

const projectRoot = resolve(import.meta.dirname, '../..');

describe('npm run leads:rebuild and the analytics\' lead counters', () => {
  it('counts leads stored before the analytics counted them, leaves test leads out, and replaces drifted days by the recount', async () => {
    // Prepare: a table of its own with three leads of 2026-03-10 (Dubai) stored before issue 26 (no analyticsKeys),
    // one of them a test lead, a drifted day and a day no lead supports.
    const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB!;
    const TableName = `rebuild-analytics-${Date.now()}`;
    const client = DynamoDBDocumentClient.from(localDynamoClient(endpoint));
    const { ensureTable } = await import('#infra/local/dynamodb.ts');
    await ensureTable(endpoint, TableName);
    const attributions = [
      { page: '/uk-dubai-4', landingVariant: 'uk-dubai-4', utmSource: 'google', utmCampaign: 'spring' },
      { page: '/', landingVariant: 'default-home' },
      { page: '/uk', landingVariant: 'uk', utmSource: 'google', utmCampaign: 'spring' },
    ];
    const leads: Lead[] = generateLeads(3, { seed: 9 }).map((lead, i) => {
      const { analyticsKeys: _keys, furthestStatus: _furthest, ...older } = lead;
      return { ...older, createdAt: `2026-03-10T0${i}:00:00.000Z`, status: (['qualified', 'new', 'closed'] as const)[i]!, attribution: attributions[i], ...(i === 2 ? { test: true as const } : {}) };
    });
    for (const lead of leads) await client.send(new PutCommand({ TableName, Item: leadItem(lead) }));
    await client.send(new PutCommand({ TableName, Item: { pk: 'LEADSTATS#ANALYTICS', sk: 'DAY#2026-03-10', 'status#new': 40 } }));
    await client.send(new PutCommand({ TableName, Item: { pk: 'LEADSTATS#ANALYTICS', sk: 'DAY#2026-01-01', 'status#new': 3 } }));

    // Act
    await promisify(execFile)(process.execPath, ['infra/scripts/rebuild-lead-aggregates.ts', `--endpoint=${endpoint}`, `--table=${TableName}`], { cwd: projectRoot });

    // Assess: each lead counted where the rules say, at its status now; the test lead and the stray day nowhere.
    const day = (await client.send(new GetCommand({ TableName, Key: { pk: 'LEADSTATS#ANALYTICS', sk: 'DAY#2026-03-10' } }))).Item;
    expect(day).toEqual({
      pk: 'LEADSTATS#ANALYTICS',
      sk: 'DAY#2026-03-10',
      day: '2026-03-10',
      kind: 'leadAnalyticsCounter',
      'status#qualified': 1,
      'status#new': 1,
      'furthest#qualified': 1,
      'furthest#new': 1,
      'page#/uk-4': 1,
      'page#/': 1,
      'variant#/uk-4': 1,
      'variant#/ (default-home)': 1,
      'campaign#["google","spring"]#qualified': 1,
    });
    const days = (await client.send(new QueryCommand({ TableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'LEADSTATS#ANALYTICS' } }))).Items;
    expect(days?.map((item) => item.sk)).toEqual(['DAY#2026-03-10']);
    const first = (await client.send(new GetCommand({ TableName, Key: { pk: `LEAD#${leads[0]!.id}`, sk: 'LEAD' } }))).Item;
    expect(first).toMatchObject({ furthestStatus: 'qualified', analyticsKeys: { page: '/uk-4', variant: '/uk-4', campaign: '["google","spring"]' } });
    expect(first!.analyticsKeys).not.toHaveProperty('firstContactDay');
  });
});
