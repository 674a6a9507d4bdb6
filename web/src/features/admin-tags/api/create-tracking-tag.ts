import type { AdminTrackingTag, TrackingTagInput } from '#shared/admin/tracking-tag-rules.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { TRACKING_TAGS_URL } from './get-tracking-tags.ts';

/** POST /api/tracking-tags: adds a tag; answers it as stored. */
export function createTrackingTag(input: TrackingTagInput): Promise<AdminTrackingTag> {
  return adminJson<AdminTrackingTag>('POST', TRACKING_TAGS_URL, input);
}
