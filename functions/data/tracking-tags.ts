import type { TagType } from '#shared/main-site/tracking-tags.ts';
import { entityItem, queryPartition, withoutKeys } from './items.ts';

const KIND = 'TRACKING_TAG';

/** The Tracking tag entity (spec uk-and-admin.md section 3); tagContent only for the custom type. */
export type TrackingTag = {
  id: string;
  name: string;
  tagType: TagType;
  tagId: string;
  tagContent?: string;
  description?: string;
  isActive: boolean;
  createdAt: string;
};

/** The stored item for a tracking tag. */
export function trackingTagItem(tag: TrackingTag) {
  return entityItem(KIND, tag.id, tag, { order: `${tag.createdAt}#${tag.id}`, state: tag.isActive ? 'active' : 'inactive' });
}

/** The active tags (access pattern: the public site loads its marketing tags), via the by-state index. */
export async function listActiveTrackingTags(): Promise<TrackingTag[]> {
  return (await queryPartition('byState', `${KIND}#active`)).map((item) => withoutKeys<TrackingTag>(item));
}
