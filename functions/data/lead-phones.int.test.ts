import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { localDynamoClient } from '#infra/local/dynamodb.ts';

const projectRoot = resolve(import.meta.dirname, '../..');

/** A lead as stored before the E.164 field: its phone index key on the digits as typed. */
const olderLead = (id: string, phone: string, country?: string) => {
  const createdAt = `2026-01-0${id.slice(-1)}T10:00:00.000Z`;
  const digits = phone.replace(/\D/g, '');
  return {
    pk: `LEAD#${id}`, sk: 'LEAD', kind: 'lead', gsi1pk: 'LEAD', gsi1sk: `${createdAt}#${id}`, gsi2pk: 'LEAD#new', gsi2sk: `${createdAt}#${id}`,
    gsi5pk: `LEADPHONE#${digits[0]}`, gsi5sk: `${digits}#${createdAt}#${id}`,
    id, fullName: `Person ${id}`, email: `${id}@example.com`, phone, ...(country ? { country } : {}), status: 'new', createdAt,
  };
};

describe('npm run leads:backfill-phones', () => {
  it('gives older leads their E.164 number and finds every spelling under one phone key, and changes nothing when run again', async () => {
    // Prepare: a table of its own with a note (another kind, in a lead's partition) and four older leads.
    const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB!;
    const TableName = `phones-${Date.now()}`;
    const client = DynamoDBDocumentClient.from(localDynamoClient(endpoint));
    const { ensureTable } = await import('#infra/local/dynamodb.ts');
    await ensureTable(endpoint, TableName);
    const leads = [
      olderLead('lead-1', '+44 7700 900123'),
      olderLead('lead-2', '0044 7700-900123'),
      olderLead('lead-3', '07700 900123', 'United Kingdom'),
      olderLead('lead-4', '07700 900123'),
    ];
    for (const Item of leads) await client.send(new PutCommand({ TableName, Item }));
    const note = { pk: 'LEAD#lead-1', sk: 'NOTE#2026-01-02T00:00:00.000Z#n1', text: 'called' };
    await client.send(new PutCommand({ TableName, Item: note }));
    const run = () => promisify(execFile)(process.execPath, ['infra/scripts/backfill-lead-phones.ts', `--endpoint=${endpoint}`, `--table=${TableName}`, '--page-size=2'], { cwd: projectRoot });

    // Act
    const first = await run();
    const second = await run();

    // Assess
    const read = async (id: string) => (await client.send(new GetCommand({ TableName, Key: { pk: `LEAD#${id}`, sk: 'LEAD' } }))).Item!;
    for (const id of ['lead-1', 'lead-2', 'lead-3']) expect(await read(id)).toMatchObject({ phoneE164: '+447700900123', gsi5pk: 'LEADPHONE#4' });
    expect(await read('lead-4')).not.toHaveProperty('phoneE164');
    expect((await read('lead-4')).gsi5sk).toBe(leads[3]!.gsi5sk);
    const found = await client.send(new QueryCommand({
      TableName, IndexName: 'gsi5', KeyConditionExpression: 'gsi5pk = :pk AND begins_with(gsi5sk, :digits)',
      ExpressionAttributeValues: { ':pk': 'LEADPHONE#4', ':digits': '447700900123#' },
    }));
    expect(found.Items?.map((item) => item.id).sort()).toEqual(['lead-1', 'lead-2', 'lead-3']);
    expect((await client.send(new GetCommand({ TableName, Key: { pk: note.pk, sk: note.sk } }))).Item).toEqual(note);
    expect(first.stdout).toContain('Read 4 leads');
    expect(first.stdout).toContain('3 updated');
    expect(second.stdout).toContain('0 updated');
  });
});
