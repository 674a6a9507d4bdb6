import useSWR from 'swr';
import type { AdminTrackingTag } from '#shared/admin/tracking-tag-rules.ts';
import { FRESH_ON_MOUNT, adminJson } from '../../../admin-common/admin-request.ts';

export const TRACKING_TAGS_URL = '/api/tracking-tags';

/** GET /api/tracking-tags: every marketing tag, active or not. */
export function useTrackingTags() {
  return useSWR<AdminTrackingTag[]>(TRACKING_TAGS_URL, (url: string) => adminJson<AdminTrackingTag[]>('GET', url), FRESH_ON_MOUNT);
}
