import useSWR from 'swr';
import type { PageContent } from '#shared/admin/content-rules.ts';
import { FRESH_ON_MOUNT, adminJson } from '../../../admin-common/admin-request.ts';

export const PAGE_CONTENT_URL = '/api/cms/page-content';

/** GET /api/cms/page-content: every page-content item, active or not. */
export function usePageContent() {
  return useSWR<PageContent[]>(PAGE_CONTENT_URL, (url: string) => adminJson<PageContent[]>('GET', url), FRESH_ON_MOUNT);
}
