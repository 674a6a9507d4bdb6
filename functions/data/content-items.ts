import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminContentItem } from '#shared/admin/content-rules.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { auditPut, type AuditDeps } from './audit-log.ts';
import { entityItem, queryPartition, withoutKeys, writeChange } from './items.ts';
import { tableName } from './table.ts';

const KIND = 'CONTENT';

/** The Content item entity (spec uk-and-admin.md section 3): website texts staff edit, e.g. hero_title. */
export type ContentItem = AdminContentItem;

/** The audit target of a content item. */
export const contentTarget = (key: string) => `content#${key}`;

/** The stored item for a content item, listed by key. */
export function contentItem(item: ContentItem) {
  return entityItem(KIND, item.key, item, { order: item.key, state: item.isActive ? 'active' : 'inactive' });
}

/** Reads one content item by key (access pattern: the site reads a text). Strongly consistent: staff see their edit at once. */
export async function getContentItem(key: string): Promise<ContentItem | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName(), Key: { pk: `${KIND}#${key}`, sk: KIND }, ConsistentRead: true }),
  );
  return result.Item ? withoutKeys<ContentItem>(result.Item) : undefined;
}

/** Every content item, by key (access pattern: the Website Content tab), via the by-kind index. */
export async function listContentItems(): Promise<ContentItem[]> {
  return (await queryPartition('byKind', KIND)).map((item) => withoutKeys<ContentItem>(item));
}

/**
 * Changes a content item's title and text, with its audit record (before and after) in the same transaction.
 * Answers the item as stored, or undefined when no item has this key.
 */
export async function updateContentItem(
  key: string,
  change: { title: string; content: string },
  actor: string,
  deps: AuditDeps = {},
): Promise<ContentItem | undefined> {
  const before = await getContentItem(key);
  if (!before) return undefined;
  const after: ContentItem = { ...before, ...change, updatedAt: (deps.now ?? (() => new Date()))().toISOString() };
  const written = await writeChange([
    { Put: { TableName: tableName(), Item: contentItem(after), ConditionExpression: 'attribute_exists(pk)' } },
    auditPut({ actor, action: 'content.update', target: contentTarget(key), before: { title: before.title, content: before.content }, after: change }, deps),
  ]);
  return written ? after : undefined;
}
