import useSWR from 'swr';
import type { AdminContentItem } from '#shared/admin/content-rules.ts';
import { FRESH_ON_MOUNT, adminJson } from '../../../admin-common/admin-request.ts';

export const CONTENT_URL = '/api/content';

/** GET /api/content: every website content item. */
export function useContentItems() {
  return useSWR<AdminContentItem[]>(CONTENT_URL, (url: string) => adminJson<AdminContentItem[]>('GET', url), FRESH_ON_MOUNT);
}
