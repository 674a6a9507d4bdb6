/**
 * The Email integration entity (spec uk-and-admin.md section 3). The API key and secret are stored only sealed
 * (lib/secret-box.ts) with the key's mask beside them, so listing integrations never decrypts anything; `configOf`
 * opens them, inside the functions that call the provider. Every change writes its audit record (masked) in the same
 * transaction.
 *
 * Every seal is bound to its integration ({ integrationId }): a sealed value copied onto another integration does
 * not open. Seals made before the binding open unbound, once: `configOf` seals them again bound and stores that
 * (only if nobody changed them meanwhile), and any edit does too; an unbound access token is not used (a new one is
 * minted).
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { maskSecret } from '#shared/admin/integration-rules.ts';
import type {
  IntegrationHealth,
  IntegrationProvider,
  IntegrationSettings,
  IntegrationView,
  UpdateIntegrationInput,
} from '#shared/admin/integrations-contract.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { logger } from '../lib/logger.ts';
import { isUnboundBox, open, seal, type SealedBox } from '../lib/secret-box.ts';
import type { ProviderConfig, ProviderToken } from '../integrations/providers/types.ts';
import { auditPut } from './audit-log.ts';
import { entityItem, queryPartition, transactWrite, withoutKeys } from './items.ts';
import { tableName } from './table.ts';

const KIND = 'INTEGRATION';

type Secrets = { apiKey: string; apiSecret?: string };

/**
 * As stored: the view's fields plus the sealed secrets, after a 429 when the provider may be called again, and the
 * provider's current access token (Zoho CRM), sealed too.
 */
export type StoredIntegration = IntegrationView & { secrets: SealedBox; pausedUntil?: string; providerToken?: SealedBox };

export type IntegrationDeps = { now?: () => Date; newId?: () => string };

export const integrationTarget = (id: string) => `integration#${id}`;
const integrationKey = (id: string) => ({ pk: `${KIND}#${id}`, sk: KIND });

function itemOf(record: StoredIntegration) {
  return entityItem(KIND, record.id, record, { order: `${record.createdAt}#${record.id}`, state: record.isActive ? 'active' : 'inactive' });
}

/** What the admin may see: no sealed box, no pause marker. */
export function toView(record: StoredIntegration): IntegrationView {
  const { secrets: _secrets, pausedUntil: _paused, providerToken: _token, ...view } = record;
  return view;
}

/** What an integration's seals are bound to. */
const sealContext = (id: string) => ({ integrationId: id });

/**
 * Seals a box made before the binding again, bound, unless the stored one changed since it was read (an edit seals
 * anew itself). A failure only leaves the old box for the next time.
 */
async function resealUnbound(record: StoredIntegration, secrets: Secrets): Promise<void> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: integrationKey(record.id),
        UpdateExpression: 'SET secrets = :sealed',
        ConditionExpression: 'secrets.#data = :seen',
        ExpressionAttributeNames: { '#data': 'data' },
        ExpressionAttributeValues: { ':sealed': await seal(secrets, sealContext(record.id)), ':seen': record.secrets.data },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') logger.warn('Sealing an integration again failed', { integrationId: record.id, error: (error as Error).name });
  }
}

/** The integration with its secrets decrypted, for the provider client (never returned by a route, never logged). */
export async function configOf(record: StoredIntegration): Promise<ProviderConfig> {
  const secrets = await open<Secrets>(record.secrets, sealContext(record.id));
  if (isUnboundBox(record.secrets)) await resealUnbound(record, secrets);
  return {
    id: record.id,
    provider: record.provider,
    apiKey: secrets.apiKey,
    apiSecret: secrets.apiSecret,
    endpoint: record.endpoint,
    listId: record.listId,
    settings: record.settings,
    tokenStore: {
      // A token sealed before the binding is not used: minting a new one costs one of Zoho's 10 in 10 minutes.
      read: async () =>
        record.providerToken && !isUnboundBox(record.providerToken) ? open<ProviderToken>(record.providerToken, sealContext(record.id)) : undefined,
      write: async (token) => {
        await documentClient.send(
          new UpdateCommand({
            TableName: tableName(),
            Key: integrationKey(record.id),
            UpdateExpression: 'SET providerToken = :token',
            // Only for the key it was minted with: an edit since then has dropped the token and changed updatedAt.
            ConditionExpression: 'updatedAt = :seen',
            ExpressionAttributeValues: { ':token': await seal(token, sealContext(record.id)), ':seen': record.updatedAt },
          }),
        ).catch((error: Error) => {
          if (error.name !== 'ConditionalCheckFailedException') throw error;
        });
      },
    },
  };
}

/** Every integration, oldest first (access pattern: list integrations). */
export async function listIntegrations(): Promise<StoredIntegration[]> {
  return (await queryPartition('byKind', KIND)).map((item) => withoutKeys<StoredIntegration>(item));
}

/** The active integrations (access pattern: sync targets). */
export async function listActiveIntegrations(): Promise<StoredIntegration[]> {
  return (await queryPartition('byState', `${KIND}#active`)).map((item) => withoutKeys<StoredIntegration>(item));
}

/** One integration (access pattern: get integration). */
export async function getIntegration(id: string): Promise<StoredIntegration | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName(), Key: integrationKey(id), ConsistentRead: true }));
  return result.Item ? withoutKeys<StoredIntegration>(result.Item) : undefined;
}

export type NewIntegration = {
  provider: IntegrationProvider;
  name: string;
  apiKey: string;
  apiSecret?: string;
  endpoint?: string;
  listId?: string;
  settings: IntegrationSettings;
  isActive: boolean;
};

/** Stores a new integration, secrets sealed, with its audit record (access pattern: create integration). */
export async function createIntegration(input: NewIntegration, actor: string, deps: IntegrationDeps = {}): Promise<IntegrationView> {
  const now = (deps.now ?? (() => new Date()))().toISOString();
  const { apiKey, apiSecret, ...fields } = input;
  const id = (deps.newId ?? randomUUID)();
  const record: StoredIntegration = {
    ...fields,
    id,
    apiKeyMasked: maskSecret(apiKey),
    hasApiSecret: Boolean(apiSecret),
    health: { status: 'unknown' },
    createdAt: now,
    updatedAt: now,
    secrets: await seal({ apiKey, apiSecret } satisfies Secrets, sealContext(id)),
  };
  await transactWrite([
    { Put: { TableName: tableName(), Item: itemOf(record), ConditionExpression: 'attribute_not_exists(pk)' } },
    auditPut({ actor, action: 'integration.create', target: integrationTarget(record.id), after: toView(record) }),
  ]);
  return toView(record);
}

/** A change staff ask for: the PUT body's fields (only those sent change; see UpdateIntegrationInput). */
export type IntegrationChange = UpdateIntegrationInput;

/** The integration after a change, not yet stored (the route checks the provider's rules on it first). */
export async function applyChange(current: StoredIntegration, change: IntegrationChange, now: Date): Promise<{ record: StoredIntegration; secrets: Secrets }> {
  const secrets = await open<Secrets>(current.secrets, sealContext(current.id));
  const next: Secrets = {
    apiKey: change.apiKey ? change.apiKey : secrets.apiKey,
    apiSecret: change.apiSecret === null ? undefined : change.apiSecret ? change.apiSecret : secrets.apiSecret,
  };
  const secretsChanged = next.apiKey !== secrets.apiKey || next.apiSecret !== secrets.apiSecret;
  const pick = (value: string | null | undefined, old: string | undefined) => (value === undefined ? old : value || undefined);
  const record: StoredIntegration = {
    ...current,
    name: change.name ?? current.name,
    endpoint: pick(change.endpoint, current.endpoint),
    listId: pick(change.listId, current.listId),
    settings: change.settings ?? current.settings,
    isActive: change.isActive ?? current.isActive,
    apiKeyMasked: maskSecret(next.apiKey),
    hasApiSecret: Boolean(next.apiSecret),
    updatedAt: now.toISOString(),
    // New secrets, or secrets sealed before the binding, are sealed (again) bound to this integration.
    secrets: secretsChanged || isUnboundBox(current.secrets) ? await seal(next, sealContext(current.id)) : current.secrets,
  };
  // A new key or address deserves a fresh health check and no leftover pause.
  if (secretsChanged || record.endpoint !== current.endpoint || JSON.stringify(record.settings) !== JSON.stringify(current.settings)) {
    record.health = { status: 'unknown' };
    delete record.pausedUntil;
    delete record.providerToken;
  }
  for (const field of ['endpoint', 'listId'] as const) if (record[field] === undefined) delete record[field];
  return { record, secrets: next };
}

/**
 * Replaces the integration unless someone changed it since it was read (access pattern: edit integration); answers
 * false on such a conflict. The audit record shows before and after, masked.
 */
export async function saveIntegration(before: StoredIntegration, after: StoredIntegration, actor: string): Promise<boolean> {
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: itemOf(after),
          ConditionExpression: 'updatedAt = :seen',
          ExpressionAttributeValues: { ':seen': before.updatedAt },
        },
      },
      auditPut({ actor, action: 'integration.update', target: integrationTarget(after.id), before: toView(before), after: toView(after) }),
    ]);
    return true;
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') return false;
    throw error;
  }
}

/** Deletes the integration with its audit record (access pattern: delete integration); false when it did not exist. */
export async function deleteIntegration(id: string, actor: string): Promise<boolean> {
  const current = await getIntegration(id);
  if (!current) return false;
  try {
    await transactWrite([
      { Delete: { TableName: tableName(), Key: integrationKey(id), ConditionExpression: 'attribute_exists(pk)' } },
      auditPut({ actor, action: 'integration.delete', target: integrationTarget(id), before: toView(current) }),
    ]);
    return true;
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') return false;
    throw error;
  }
}

/** Records a test's or a sync's outcome on the card (access pattern: integration health). No-op when it was deleted. */
export async function recordHealth(
  id: string,
  change: { health?: IntegrationHealth; lastSync?: string; pausedUntil?: string | null },
): Promise<void> {
  const sets: string[] = [];
  const removes: string[] = [];
  const values: Record<string, unknown> = {};
  if (change.health) (sets.push('health = :health'), (values[':health'] = change.health));
  if (change.lastSync) (sets.push('lastSync = :lastSync'), (values[':lastSync'] = change.lastSync));
  if (change.pausedUntil) (sets.push('pausedUntil = :paused'), (values[':paused'] = change.pausedUntil));
  if (change.pausedUntil === null) removes.push('pausedUntil');
  if (!sets.length && !removes.length) return;
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: integrationKey(id),
        UpdateExpression: [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : ''].join(' ').trim(),
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: Object.keys(values).length ? values : undefined,
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

