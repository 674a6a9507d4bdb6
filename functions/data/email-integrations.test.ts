/**
 * An integration's sealed secrets belong to it: copied onto another integration they do not open, and secrets sealed
 * before the binding keep working and are sealed again, bound, the first time they are used or edited.
 */
import { createCipheriv, randomBytes } from 'node:crypto';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { keyService, open, seal, type SealedBox } from '../lib/secret-box.ts';
import { applyChange, configOf, type StoredIntegration } from './email-integrations.ts';

const dynamo = mockClient(DynamoDBDocumentClient);

beforeAll(() => {
  process.env.LOCAL_KMS_KEY = randomBytes(32).toString('base64');
});

beforeEach(() => {
  dynamo.reset();
  process.env.TABLE_NAME = 'test-table';
  dynamo.on(UpdateCommand).resolves({});
});

/** A box as it was sealed before seals were bound to their integration (v 1). */
async function sealedBeforeBinding(value: unknown): Promise<SealedBox> {
  const dataKey = await keyService().generateDataKey();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', dataKey.plaintext, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return { v: 1, key: Buffer.from(dataKey.encrypted).toString('base64'), iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
}

const integration = (id: string, secrets: SealedBox): StoredIntegration => ({
  id,
  provider: 'mailerlite',
  name: 'Newsletter',
  apiKeyMasked: '••••••••9f3a',
  hasApiSecret: false,
  settings: {},
  isActive: true,
  health: { status: 'unknown' },
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  secrets,
});

describe("an integration's sealed key", () => {
  it('does not open when an attacker copies it onto another integration, so that one cannot send it anywhere', async () => {
    // Prepare
    const sealedForA = await seal({ apiKey: 'key-of-integration-a-0001' }, { integrationId: 'a' });

    // Act
    const copied = configOf(integration('b', sealedForA));

    // Assess
    await expect(copied).rejects.toThrow();
    await expect(configOf(integration('a', sealedForA))).resolves.toMatchObject({ apiKey: 'key-of-integration-a-0001' });
  });

  it('sealed before the binding still works, and is stored again bound to its integration on first use', async () => {
    // Prepare
    const old = await sealedBeforeBinding({ apiKey: 'key-sealed-in-2025-0001' });

    // Act
    const config = await configOf(integration('a', old));

    // Assess: the key opened; one conditional write replaced the old box (only if it is still the stored one).
    expect(config.apiKey).toBe('key-sealed-in-2025-0001');
    const [write] = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(write).toMatchObject({ Key: { pk: 'INTEGRATION#a', sk: 'INTEGRATION' }, ConditionExpression: 'secrets.#data = :seen' });
    expect(write!.ExpressionAttributeValues![':seen']).toBe(old.data);
    const resealed = write!.ExpressionAttributeValues![':sealed'] as SealedBox;
    expect(resealed.v).toBe(2);
    expect(await open(resealed, { integrationId: 'a' })).toEqual({ apiKey: 'key-sealed-in-2025-0001' });
    await expect(open(resealed, { integrationId: 'b' })).rejects.toThrow();
  });

  it('sealed before the binding is sealed again bound by any edit, even one that keeps the key', async () => {
    // Prepare
    const old = await sealedBeforeBinding({ apiKey: 'key-sealed-in-2025-0002' });

    // Act
    const { record } = await applyChange(integration('a', old), { name: 'Renamed' }, new Date('2026-03-02T10:00:00.000Z'));

    // Assess
    expect(record.secrets.v).toBe(2);
    expect(await open(record.secrets, { integrationId: 'a' })).toEqual({ apiKey: 'key-sealed-in-2025-0002' });
    expect(record.apiKeyMasked).toBe('••••••••0002');
  });

  it('sealed bound is left as it is by an edit that keeps the key, and no write re-seals it on use', async () => {
    // Prepare
    const bound = await seal({ apiKey: 'key-sealed-bound-0003' }, { integrationId: 'a' });

    // Act
    const { record } = await applyChange(integration('a', bound), { name: 'Renamed' }, new Date('2026-03-02T10:00:00.000Z'));
    await configOf(integration('a', bound));

    // Assess
    expect(record.secrets).toBe(bound);
    expect(dynamo.commandCalls(UpdateCommand)).toEqual([]);
  });
});
