import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { entityItem, withoutKeys } from './items.ts';
import { tableName } from './table.ts';

const KIND = 'CONTENT';

/** The Content item entity (spec uk-and-admin.md section 3): website texts staff edit, e.g. hero_title. */
export type ContentItem = { key: string; title: string; content: string; isActive: boolean; updatedAt: string };

/** The stored item for a content item, listed by key. */
export function contentItem(item: ContentItem) {
  return entityItem(KIND, item.key, item, { order: item.key, state: item.isActive ? 'active' : 'inactive' });
}

/** Reads one content item by key (access pattern: the site reads a text). */
export async function getContentItem(key: string): Promise<ContentItem | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName(), Key: { pk: `${KIND}#${key}`, sk: KIND } }));
  return result.Item ? withoutKeys<ContentItem>(result.Item) : undefined;
}
