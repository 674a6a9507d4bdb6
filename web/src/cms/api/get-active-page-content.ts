import useSWR from 'swr';
import type { ActivePageContent } from '#shared/admin/content-rules.ts';
import { ACTIVE_PAGE_CONTENT_URL, activePageContentOf } from '../editable-value.ts';

export { ACTIVE_PAGE_CONTENT_URL };

/**
 * The active page content (GET /api/page-content/active), one request per page view shared by every editable
 * element; undefined while loading, when the call fails or on the server (the prerendered page shows built-in values).
 */
export function useActivePageContent(): ActivePageContent[] | undefined {
  const { data } = useSWR<unknown>(ACTIVE_PAGE_CONTENT_URL);
  return activePageContentOf(data);
}
