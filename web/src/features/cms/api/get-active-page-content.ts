import useSWR from 'swr';
import type { ActivePageContent } from '#shared/admin/content-rules.ts';

export const ACTIVE_PAGE_CONTENT_URL = '/api/page-content/active';

/**
 * The active page content (GET /api/page-content/active), one request per page view shared by every editable
 * element; undefined while loading, when the call fails or on the server (the prerendered page shows built-in values).
 */
export function useActivePageContent(): ActivePageContent[] | undefined {
  const { data } = useSWR<unknown>(ACTIVE_PAGE_CONTENT_URL);
  return Array.isArray(data) ? data.filter(isActivePageContent) : undefined;
}

function isActivePageContent(value: unknown): value is ActivePageContent {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.elementId === 'string' && typeof item.content === 'string' && (item.metadata === undefined || typeof item.metadata === 'string');
}
