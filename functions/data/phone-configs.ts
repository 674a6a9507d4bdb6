import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PhoneConfig, PhoneConfigInput } from '#shared/admin/phone-config-rules.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { auditPut, type AuditDeps } from './audit-log.ts';
import { cancellationReasons, entityItem, queryPartition, transactWrite, withoutKeys } from './items.ts';
import { tableName } from './table.ts';

const KIND = 'PHONE_CONFIG';

export type { PhoneConfig };

/** The audit target of a phone config, e.g. `phone-config#main`. */
export const phoneConfigTarget = (configKey: string) => `phone-config#${configKey}`;

/** The stored item for a phone config, keyed and listed by its configKey. */
export function phoneConfigItem(config: PhoneConfig) {
  return entityItem(KIND, config.configKey, config, { order: config.configKey, state: config.isActive ? 'active' : 'inactive' });
}

/** The active numbers (access pattern: the site reads its WhatsApp and phone numbers), via the by-state index. */
export async function listActivePhoneConfigs(): Promise<PhoneConfig[]> {
  return (await queryPartition('byState', `${KIND}#active`)).map((item) => withoutKeys<PhoneConfig>(item));
}

/** Every config, active or not, by configKey (access pattern: the Phone Config tab), via the by-kind index. */
export async function listPhoneConfigs(): Promise<PhoneConfig[]> {
  return (await queryPartition('byKind', KIND)).map((item) => withoutKeys<PhoneConfig>(item));
}

/** One config by its key (GetItem), or undefined. */
export async function getPhoneConfig(configKey: string): Promise<PhoneConfig | undefined> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: { pk: `${KIND}#${configKey}`, sk: KIND }, ConsistentRead: true }),
  );
  return Item ? withoutKeys<PhoneConfig>(Item) : undefined;
}

export type PhoneConfigUpdate = { outcome: 'updated'; config: PhoneConfig } | { outcome: 'not-found' } | { outcome: 'conflict' };

/**
 * Replaces an existing config's editable fields (access pattern: staff edit a row). The new item and its audit record
 * (before and after) are one transaction, conditional on the item still being the one read (its updatedAt), so two
 * staff saving at once cannot lose an edit silently: the second answers conflict.
 */
export async function updatePhoneConfig(
  configKey: string,
  input: PhoneConfigInput,
  actor: string,
  deps: AuditDeps = {},
): Promise<PhoneConfigUpdate> {
  const before = await getPhoneConfig(configKey);
  if (!before) return { outcome: 'not-found' };
  const now = (deps.now ?? (() => new Date()))();
  const config: PhoneConfig = {
    id: before.id,
    configKey,
    phoneNumber: input.phoneNumber,
    displayName: input.displayName,
    ...(input.description ? { description: input.description } : {}),
    isActive: input.isActive,
    updatedAt: now.toISOString(),
  };
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: phoneConfigItem(config),
          ConditionExpression: 'updatedAt = :read',
          ExpressionAttributeValues: { ':read': before.updatedAt },
        },
      },
      auditPut({ actor, action: 'phone-config.update', target: phoneConfigTarget(configKey), before, after: config }, deps),
    ]);
  } catch (error) {
    if (cancellationReasons(error).includes('ConditionalCheckFailed')) return { outcome: 'conflict' };
    throw error;
  }
  return { outcome: 'updated', config };
}
