import useSWR from 'swr';

/** A content item as GET /api/content/{key} answers it; the home reads its `value`. */
export type ContentItem = { value?: string };

export const contentItemUrl = (key: string) => `/api/content/${encodeURIComponent(key)}`;

/** One content item (e.g. hero_title); undefined while loading, when absent or when the call fails. */
export function useContentItem(key: string): string | undefined {
  const { data } = useSWR<ContentItem>(contentItemUrl(key));
  return data?.value || undefined;
}
