/**
 * The Page content entity (spec uk-and-admin.md section 3): what staff set for an element the public pages mark
 * (shared/cms/editable-elements.ts). One item per element, keyed by its elementId, as the routes address it.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PageContent, PageContentInput } from '#shared/admin/content-rules.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { auditPut, type AuditDeps } from './audit-log.ts';
import { entityItem, queryPartition, withoutKeys, writeChange } from './items.ts';
import { tableName } from './table.ts';

const KIND = 'PAGE_CONTENT';

/** The audit target of an element's page content. */
export const pageContentTarget = (elementId: string) => `page-content#${elementId}`;

/** The stored item, listed by section then element, and under its state (the public pages read the active ones). */
export function pageContentItem(item: PageContent) {
  return entityItem(KIND, item.elementId, item, { order: `${item.sectionId}#${item.elementId}`, state: item.isActive ? 'active' : 'inactive' });
}

const key = (elementId: string) => ({ pk: `${KIND}#${elementId}`, sk: KIND });
const now = (deps: AuditDeps) => (deps.now ?? (() => new Date()))().toISOString();
const fieldsOf = ({ sectionId, elementType, elementId, content, metadata, isActive }: PageContent) => ({ sectionId, elementType, elementId, content, metadata, isActive });

/** Every page-content item (access pattern: the CMS Editor's list), via the by-kind index. */
export async function listPageContent(): Promise<PageContent[]> {
  return (await queryPartition('byKind', KIND)).map((item) => withoutKeys<PageContent>(item));
}

/** The active items (access pattern: the public pages apply them), via the by-state index. */
export async function listActivePageContent(): Promise<PageContent[]> {
  return (await queryPartition('byState', `${KIND}#active`)).map((item) => withoutKeys<PageContent>(item));
}

/** One element's item, strongly consistent. */
export async function getPageContent(elementId: string): Promise<PageContent | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName(), Key: key(elementId), ConsistentRead: true }));
  return result.Item ? withoutKeys<PageContent>(result.Item) : undefined;
}

/** Creates the item of an element that has none, with its audit record; undefined when the element already has one. */
export async function createPageContent(
  input: PageContentInput & { isActive: boolean },
  actor: string,
  deps: AuditDeps & { newId?: () => string } = {},
): Promise<PageContent | undefined> {
  const item: PageContent = { ...input, id: (deps.newId ?? randomUUID)(), updatedAt: now(deps) };
  const written = await writeChange([
    { Put: { TableName: tableName(), Item: pageContentItem(item), ConditionExpression: 'attribute_not_exists(pk)' } },
    auditPut({ actor, action: 'page-content.create', target: pageContentTarget(item.elementId), after: fieldsOf(item) }, { now: deps.now }),
  ]);
  return written ? item : undefined;
}

/** Replaces an element's item (the element itself stays), with its audit record; undefined when it has none. */
export async function updatePageContent(
  elementId: string,
  input: Omit<PageContentInput, 'elementId'> & { isActive: boolean },
  actor: string,
  deps: AuditDeps = {},
): Promise<PageContent | undefined> {
  const before = await getPageContent(elementId);
  if (!before) return undefined;
  const after: PageContent = { ...before, ...input, elementId, updatedAt: now(deps) };
  if (input.metadata === undefined) delete after.metadata;
  const written = await writeChange([
    { Put: { TableName: tableName(), Item: pageContentItem(after), ConditionExpression: 'attribute_exists(pk)' } },
    auditPut({ actor, action: 'page-content.update', target: pageContentTarget(elementId), before: fieldsOf(before), after: fieldsOf(after) }, deps),
  ]);
  return written ? after : undefined;
}

/** Deletes an element's item (the page shows its built-in value again), with its audit record; false when it has none. */
export async function deletePageContent(elementId: string, actor: string, deps: AuditDeps = {}): Promise<boolean> {
  const before = await getPageContent(elementId);
  if (!before) return false;
  return writeChange([
    { Delete: { TableName: tableName(), Key: key(elementId), ConditionExpression: 'attribute_exists(pk)' } },
    auditPut({ actor, action: 'page-content.delete', target: pageContentTarget(elementId), before: fieldsOf(before) }, deps),
  ]);
}
