import type { AdminTrackingTag, TrackingTagInput } from '#shared/admin/tracking-tag-rules.ts';
import { adminJson } from '../../../admin-common/admin-request.ts';
import { TRACKING_TAGS_URL } from './get-tracking-tags.ts';

/** PUT /api/tracking-tags/{id}: changes a tag; answers it as stored. */
export function updateTrackingTag(id: string, input: TrackingTagInput): Promise<AdminTrackingTag> {
  return adminJson<AdminTrackingTag>('PUT', `${TRACKING_TAGS_URL}/${encodeURIComponent(id)}`, input);
}
