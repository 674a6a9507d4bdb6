import useSWR from 'swr';
import type { TrackingTag } from '#shared/main-site/tracking-tags.ts';

export const ACTIVE_TAGS_URL = '/api/tracking-tags/active';

/** GET /api/tracking-tags/active through the app's SWR defaults: one request per page, never refetched. */
export function useActiveTrackingTags(): TrackingTag[] | undefined {
  return useSWR<TrackingTag[]>(ACTIVE_TAGS_URL).data;
}
