import useSWR from 'swr';
import type { TrackingTag } from '#shared/main-site/tracking-tags.ts';
import { ACTIVE_TAGS_URL } from './urls.ts';

export { ACTIVE_TAGS_URL };

/** GET /api/tracking-tags/active through the app's SWR defaults: one request per page, never refetched. */
export function useActiveTrackingTags(): TrackingTag[] | undefined {
  return useSWR<TrackingTag[]>(ACTIVE_TAGS_URL).data;
}
