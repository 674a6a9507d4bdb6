import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminTrackingTag, TrackingTagInput } from '#shared/admin/tracking-tag-rules.ts';
import { documentClient } from '../lib/clients/dynamodb.ts';
import { auditPut, type AuditDeps } from './audit-log.ts';
import { cancellationReasons, entityItem, queryPartition, transactWrite, withoutKeys } from './items.ts';
import { tableName } from './table.ts';

const KIND = 'TRACKING_TAG';

/** The Tracking tag entity (spec uk-and-admin.md section 3); tagContent only for the custom type. */
export type TrackingTag = AdminTrackingTag;

/** The audit target of a tag, e.g. `tracking-tag#<id>`. */
export const trackingTagTarget = (id: string) => `tracking-tag#${id}`;

const tagKey = (id: string) => ({ pk: `${KIND}#${id}`, sk: KIND });

/** The stored item for a tracking tag. */
export function trackingTagItem(tag: TrackingTag) {
  return entityItem(KIND, tag.id, tag, { order: `${tag.createdAt}#${tag.id}`, state: tag.isActive ? 'active' : 'inactive' });
}

/** The active tags (access pattern: the public site loads its marketing tags), via the by-state index. */
export async function listActiveTrackingTags(): Promise<TrackingTag[]> {
  return (await queryPartition('byState', `${KIND}#active`)).map((item) => withoutKeys<TrackingTag>(item));
}

/** Every tag, active or not, oldest first (access pattern: the Marketing Tags tab), via the by-kind index. */
export async function listTrackingTags(): Promise<TrackingTag[]> {
  return (await queryPartition('byKind', KIND)).map((item) => withoutKeys<TrackingTag>(item));
}

/** One tag by id (GetItem), or undefined. */
export async function getTrackingTag(id: string): Promise<TrackingTag | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName(), Key: tagKey(id), ConsistentRead: true }));
  return Item ? withoutKeys<TrackingTag>(Item) : undefined;
}

type Deps = AuditDeps;
const clock = (deps: Deps) => (deps.now ?? (() => new Date()))();
const fields = (input: TrackingTagInput) => ({
  name: input.name,
  tagType: input.tagType,
  tagId: input.tagId,
  ...(input.tagType === 'custom' && input.tagContent ? { tagContent: input.tagContent } : {}),
  ...(input.description ? { description: input.description } : {}),
  isActive: input.isActive ?? true,
});

/** Creates a tag with its audit record in one transaction (access pattern: staff add a tag). */
export async function createTrackingTag(input: TrackingTagInput, actor: string, deps: Deps = {}): Promise<TrackingTag> {
  const tag: TrackingTag = { id: (deps.newId ?? randomUUID)(), ...fields(input), createdAt: clock(deps).toISOString() };
  await transactWrite([
    { Put: { TableName: tableName(), Item: trackingTagItem(tag), ConditionExpression: 'attribute_not_exists(pk)' } },
    auditPut({ actor, action: 'tracking-tag.create', target: trackingTagTarget(tag.id), after: tag }, { now: deps.now }),
  ]);
  return tag;
}

export type TagChange = { outcome: 'done'; tag: TrackingTag } | { outcome: 'not-found' };

/**
 * Replaces a tag's fields, keeping its id and creation time, with its audit record (before, after) in one transaction
 * conditional on the tag being as read (access pattern: staff edit a tag). A tag deleted meanwhile answers not-found.
 */
export async function updateTrackingTag(id: string, input: TrackingTagInput, actor: string, deps: Deps = {}): Promise<TagChange> {
  const before = await getTrackingTag(id);
  if (!before) return { outcome: 'not-found' };
  const tag: TrackingTag = { id, ...fields(input), createdAt: before.createdAt, updatedAt: clock(deps).toISOString() };
  try {
    await transactWrite([
      { Put: { TableName: tableName(), Item: trackingTagItem(tag), ConditionExpression: 'attribute_exists(pk)' } },
      auditPut({ actor, action: 'tracking-tag.update', target: trackingTagTarget(id), before, after: tag }, deps),
    ]);
  } catch (error) {
    if (cancellationReasons(error).includes('ConditionalCheckFailed')) return { outcome: 'not-found' };
    throw error;
  }
  return { outcome: 'done', tag };
}

/** Deletes a tag, with its audit record (what it was) in one transaction (access pattern: staff delete a tag). */
export async function deleteTrackingTag(id: string, actor: string, deps: Deps = {}): Promise<TagChange> {
  const before = await getTrackingTag(id);
  if (!before) return { outcome: 'not-found' };
  try {
    await transactWrite([
      { Delete: { TableName: tableName(), Key: tagKey(id), ConditionExpression: 'attribute_exists(pk)' } },
      auditPut({ actor, action: 'tracking-tag.delete', target: trackingTagTarget(id), before }, deps),
    ]);
  } catch (error) {
    if (cancellationReasons(error).includes('ConditionalCheckFailed')) return { outcome: 'not-found' };
    throw error;
  }
  return { outcome: 'done', tag: before };
}
