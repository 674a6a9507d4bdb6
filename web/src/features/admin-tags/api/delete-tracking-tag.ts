import { adminJson } from '../../../admin-common/admin-request.ts';
import { TRACKING_TAGS_URL } from './get-tracking-tags.ts';

/** DELETE /api/tracking-tags/{id}: removes a tag (204). */
export function deleteTrackingTag(id: string): Promise<void> {
  return adminJson<void>('DELETE', `${TRACKING_TAGS_URL}/${encodeURIComponent(id)}`);
}
